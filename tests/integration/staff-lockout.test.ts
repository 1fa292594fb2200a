import { randomInt } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { closeTestDb, rows, uniqueTag } from "../support/database";
import { integrationSuite } from "../support/integration";
import { startServer, type RunningServer } from "../support/server";

// Issue 41 item 14: a lockout is in the audit log with the address and browser it came from, whether
// the per-account limit (0863) or the per-address limit locked. The production build, posting the
// sign-in form as a browser without JavaScript does, behind a trusted proxy naming the client.
const suite = integrationSuite("the staff lockout audit test");

interface AuditRow {
  action: string;
  actor_email: string;
  details: Record<string, unknown>;
  ip_address: string | null;
  user_agent: string | null;
}

suite("staff sign-in lockouts in the audit log", () => {
  let server: RunningServer;
  // A client address of its own per run: the per-address counters of earlier runs do not count.
  const clientIp = `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;
  const userAgent = `lockout-test/${uniqueTag("ua")}`;

  beforeAll(async () => {
    server = await startServer({
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      TRUST_PROXY: "loopback",
      STAFF_ACCOUNT_SIGN_IN_MAX: "3",
      STAFF_SIGN_IN_MAX: "5",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await closeTestDb();
  });

  const signIn = (email: string) =>
    fetch(`${server.url}/staff/sign-in`, {
      method: "POST",
      headers: {
        origin: server.url,
        "sec-fetch-site": "same-origin",
        "user-agent": userAgent,
        "x-forwarded-for": clientIp,
      },
      body: new URLSearchParams({ email, password: "not the password at all" }),
      redirect: "manual",
    });
  const entries = (email: string) =>
    rows<AuditRow>(
      "select action, actor_email, details, ip_address, user_agent from staff_audit_log where actor_email = $1 order by id",
      [email],
    );

  it("logs the account's lockout after its failed attempts, then the address's lockout, with IP and user agent", async () => {
    const account = `${uniqueTag("locked")}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await signIn(account)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const logged = await entries(account);
    expect(logged.map((entry) => entry.action)).toEqual([
      "sign-in.failure",
      "sign-in.failure",
      "sign-in.failure",
      "sign-in.locked",
    ]);
    expect(logged[3]).toMatchObject({
      actor_email: account,
      details: { step: "password", limit: "account" },
      ip_address: clientIp,
      user_agent: userAgent,
    });

    // Five attempts per address and window reach the password check: three above, two here, then 429.
    const other = `${uniqueTag("locked")}@example.com`;
    const more: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) more.push((await signIn(other)).status);
    expect(more).toEqual([401, 401, 429]);
    const lockedByAddress = (await entries(other)).at(-1);
    expect(lockedByAddress).toMatchObject({
      action: "sign-in.locked",
      details: { step: "password" },
      ip_address: clientIp,
      user_agent: userAgent,
    });
  });
});
