import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/client";
import { parseEnv } from "../../env";
import { CLIENT_IP_HEADER, createStaffAuth, STAFF_AUTH_BASE_PATH } from "./auth";

// better-auth as configured for the back office, on embedded PGlite: no self sign-up, and the
// sign-in limit counted in the database per client address.
describe("staff auth", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: ":memory:", poolSize: 1 });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  const post = (auth: ReturnType<typeof createStaffAuth>, path: string, body: unknown, ip: string) =>
    auth.handler(
      new Request(`http://localhost:3000${STAFF_AUTH_BASE_PATH}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost:3000", [CLIENT_IP_HEADER]: ip },
        body: JSON.stringify(body),
      }),
    );

  it("refuses sign-up and limits sign-in attempts per address, in the database", async () => {
    const config = parseEnv({ STAFF_SIGN_IN_MAX: "3", STAFF_SIGN_IN_WINDOW_SECONDS: "600" });
    const auth = createStaffAuth(handle.db, config);
    const signUp = await post(
      auth,
      "/sign-up/email",
      { email: "a@example.com", password: "x".repeat(16), name: "A" },
      "10.0.0.1",
    );
    expect(signUp.ok).toBe(false);
    const attempt = () =>
      post(auth, "/sign-in/email", { email: "nobody@example.com", password: "wrong-password" }, "10.0.0.2");
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 3).every((status) => status === 401)).toBe(true);
    expect(statuses[3]).toBe(429);
    // Another address still gets its own attempts; a second instance (another process) shares the count.
    expect(
      (await post(auth, "/sign-in/email", { email: "nobody@example.com", password: "x" }, "10.0.0.3")).status,
    ).toBe(401);
    expect(
      (
        await post(
          createStaffAuth(handle.db, config),
          "/sign-in/email",
          { email: "n@example.com", password: "x" },
          "10.0.0.2",
        )
      ).status,
    ).toBe(429);
  }, 60_000);
});
