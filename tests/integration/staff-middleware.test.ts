import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { closeTestDb, rows, uniqueTag } from "../support/database";
import { integrationSuite } from "../support/integration";
import { startServer, type RunningServer } from "../support/server";

// The back office's middleware (routes/staff.tsx, docs/decisions/0866) as a browser meets it on the
// production build: a page and an owner's action without a session, and with a session whose second
// factor is not set up while the policy requires it. Nothing may change; every answer is no-store.

const databaseUrl = process.env.TEST_DATABASE_URL;
const suite = integrationSuite("staff middleware");
const PASSWORD = "correct horse battery staple";

function expectStaffHeaders(response: Response) {
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
}

const requiredSetting = async () =>
  (await rows<{ value: unknown }>("select value from staff_settings where key = 'require_two_factor'"))[0]?.value;

suite("staff middleware", () => {
  let server: RunningServer;
  let before: unknown;
  let cookie = "";

  beforeAll(async () => {
    // The per-address sign-in limit is shared with the browser tests on this database (all 127.0.0.1).
    server = await startServer({ DATABASE_URL: databaseUrl!, STAFF_SIGN_IN_MAX: "1000" });
    before = await requiredSetting();
    // The default policy: the second factor is required (docs/decisions/0851).
    await rows("delete from staff_settings where key = 'require_two_factor'");
    // An owner without a second factor: invited, then signed in by accepting the invite.
    const token = randomBytes(32).toString("base64url");
    const email = `${uniqueTag("mw")}@example.com`;
    await rows(
      "insert into staff_invites (token_hash, email, role, expires_at) values ($1, $2, 'owner', now() + interval '1 hour')",
      [createHash("sha256").update(token).digest("hex"), email],
    );
    const accepted = await fetch(`${server.url}/staff/invite/${token}`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ name: "Mia Middleware", password: PASSWORD, confirm: PASSWORD }),
    });
    expect(accepted.status).toBe(302);
    cookie = accepted.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    expect(cookie).not.toBe("");
  });
  afterAll(async () => {
    // The policy as it was before this test: shared with every other test of this database.
    await rows("delete from staff_settings where key = 'require_two_factor'");
    if (before !== undefined)
      await rows("insert into staff_settings (key, value) values ('require_two_factor', $1)", [JSON.stringify(before)]);
    await server?.stop();
    await closeTestDb();
  });

  const turnOffSecondFactor = (headers: Record<string, string> = {}, path = "/staff/team") =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers,
      body: new URLSearchParams({ intent: "require-two-factor" }),
    });

  it("sends a visitor without a session to the sign-in page, from a page and from an action, and changes nothing", async () => {
    const page = await fetch(`${server.url}/staff/leads/1`, { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/staff/sign-in?next=%2Fstaff%2Fleads%2F1");
    expectStaffHeaders(page);

    const download = await fetch(`${server.url}/staff/export.csv`, { redirect: "manual" });
    expect(download.status).toBe(302);
    expect(download.headers.get("location")).toMatch(/^\/staff\/sign-in/);

    const action = await turnOffSecondFactor();
    expect(action.status).toBe(302);
    expect(action.headers.get("location")).toBe("/staff/sign-in?next=%2Fstaff%2Fteam");
    expectStaffHeaders(action);
    // The same action as a data request of the enhanced form: a redirect too, never the action.
    const dataRequest = await turnOffSecondFactor({}, "/staff/team.data");
    expect(await dataRequest.text()).toContain("/staff/sign-in");
    expect(await requiredSetting()).toBeUndefined();
  });

  it("keeps an owner without the required second factor on the account page, and runs none of the owner's actions", async () => {
    const page = await fetch(`${server.url}/staff`, { redirect: "manual", headers: { cookie } });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/staff/account");
    expectStaffHeaders(page);

    const action = await turnOffSecondFactor({ cookie });
    expect(action.status).toBe(302);
    expect(action.headers.get("location")).toBe("/staff/account");
    const dataRequest = await turnOffSecondFactor({ cookie }, "/staff/team.data");
    expect(await dataRequest.text()).toContain("/staff/account");
    expect(await requiredSetting()).toBeUndefined();

    // The one page open to set the second factor up, with the back office's headers.
    const account = await fetch(`${server.url}/staff/account`, { redirect: "manual", headers: { cookie } });
    expect(account.status).toBe(200);
    expect(await account.text()).toContain("Mia Middleware");
    expectStaffHeaders(account);
    expect(account.headers.get("vary")).toMatch(/cookie/i);
  });

  it("lets the same owner act once the policy no longer requires the second factor", async () => {
    await rows("insert into staff_settings (key, value) values ('require_two_factor', 'true')");
    const action = await turnOffSecondFactor({ cookie });
    // Required: sent to set it up; not required: the guard lets the action run and it answers its notice.
    expect(action.status).toBe(302);
    expect(action.headers.get("location")).toBe("/staff/account");
    await rows("update staff_settings set value = 'false' where key = 'require_two_factor'");
    const allowed = await turnOffSecondFactor({ cookie });
    expect(allowed.status).toBe(200);
    expectStaffHeaders(allowed);
    expect(await allowed.text()).toContain("Two-factor authentication is optional.");
  });
});
