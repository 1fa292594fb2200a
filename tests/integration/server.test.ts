import { readdirSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { rows, closeTestDb, uniqueTag } from "../support/database";
import { integrationSuite } from "../support/integration";
import { startServer, type RunningServer } from "../support/server";
import { startTcpProxy, viaProxy, type TcpProxy } from "../support/tcp-proxy";

// The production server, run from the build (npm test builds first), against the test PostgreSQL.
const databaseUrl = process.env.TEST_DATABASE_URL;
const suite = integrationSuite("the production server tests");

function form(values: Record<string, string>): URLSearchParams {
  return new URLSearchParams(values);
}

suite("production server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      DATABASE_URL: databaseUrl!,
      RATE_LIMIT_FORM_MAX: "3",
      RATE_LIMIT_WINDOW_SECONDS: "600",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await closeTestDb();
  });

  it("serves a prerendered page as complete HTML with the security headers and a fresh nonce", async () => {
    const first = await fetch(`${server.url}/contact`);
    const second = await fetch(`${server.url}/contact`);
    expect(first.status).toBe(200);
    expect(first.redirected).toBe(false);
    const html = await first.text();
    expect(html).toContain("<h1");
    expect(html).toContain('name="first_name"');
    const csp = first.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain("__SPARK_CSP_NONCE__");
    expect(second.headers.get("content-security-policy")).not.toBe(csp);
    expect(first.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("permissions-policy")).toContain("camera=()");
  });

  it("sends a page uncompressed when the client asks for no encoding: exact length, the nonce everywhere, also in the boot script", async () => {
    const { request } = await import("node:http");
    const get = () =>
      new Promise<{ headers: import("node:http").IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        request(`${server.url}/imprint`, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
          .on("error", reject)
          .end();
      });
    const [first, second] = [await get(), await get()];
    for (const { headers, body } of [first, second]) {
      expect(headers["content-encoding"]).toBeUndefined();
      expect(Number(headers["content-length"])).toBe(body.length);
      const nonce = /'nonce-([^']+)'/.exec(String(headers["content-security-policy"]))![1]!;
      const html = body.toString("utf8");
      expect(html).not.toContain("__SPARK_CSP_NONCE__");
      expect(html).toContain(`link.nonce="${nonce}"`);
      expect(html.match(/nonce="([^"]+)"/g)!.every((attribute) => attribute === `nonce="${nonce}"`)).toBe(true);
      expect(html.trimEnd().endsWith("</html>")).toBe(true);
    }
    expect(first.headers["content-security-policy"]).not.toBe(second.headers["content-security-policy"]);
  });

  it("sends hashed assets compressed and immutable", async () => {
    const asset = readdirSync("build/client/assets").find((f) => f.endsWith(".js"))!;
    const response = await fetch(`${server.url}/assets/${asset}`, { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers page URLs without a trailing-slash hop, and sends the slash form to the canonical URL", async () => {
    const page = await fetch(`${server.url}/book-tour`, { redirect: "manual" });
    expect(page.status).toBe(200);
    const slash = await fetch(`${server.url}/book-tour/`, { redirect: "manual" });
    expect(slash.status).toBe(308);
    expect(slash.headers.get("location")).toBe("/book-tour");
  });

  it("answers unknown paths with 404 and the branded page", async () => {
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("This stage is dark");
    expect(response.headers.get("content-security-policy")).toBeTruthy();
  });

  it("reports the database state on /healthz", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "up", driver: "postgres" });
  });

  it("refuses oversized bodies with 413 and foreign origins with 403, storing nothing", async () => {
    const tag = uniqueTag("big");
    const big = await fetch(`${server.url}/contact`, {
      method: "POST",
      body: form({ first_name: "A", last_name: "B", email: `${tag}@example.com`, message: "x".repeat(40_000) }),
    });
    expect(big.status).toBe(413);
    const foreign = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
      body: form({ first_name: "A", last_name: "B", email: `${tag}@example.com`, message: "hi" }),
    });
    expect(foreign.status).toBe(403);
    expect(await rows("select 1 from contact_submissions where email = $1", [`${tag}@example.com`])).toHaveLength(0);
  });

  it("limits submissions per address with a clear 429 message", async () => {
    const statuses: number[] = [];
    let lastBody = "";
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${server.url}/newsletter`, {
        method: "POST",
        body: form({ email: `${uniqueTag("rl")}@example.com` }),
      });
      statuses.push(response.status);
      lastBody = await response.text();
    }
    expect(statuses.slice(0, 3).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
    expect(lastBody).toContain("Too many requests");
  });

  it("drains and exits within 5 s on SIGTERM", async () => {
    const other = await startServer({ DATABASE_URL: databaseUrl! });
    const { code, ms } = await other.stop("SIGTERM");
    expect(code).toBe(0);
    expect(ms).toBeLessThan(5_000);
  });
});

suite("database outage", () => {
  let proxy: TcpProxy;
  let server: RunningServer;
  beforeAll(async () => {
    const target = new URL(databaseUrl!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    server = await startServer({ DATABASE_URL: viaProxy(databaseUrl!, proxy.port) });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await closeTestDb();
  });

  it("shows the spec's failure message while the database is away, logs a request id, and recovers without a restart", async () => {
    const tag = uniqueTag("outage");
    const submit = (email: string) =>
      fetch(`${server.url}/contact`, {
        method: "POST",
        body: form({ first_name: "Ada", last_name: "L", email, message: "Outage test" }),
      });

    await proxy.cut();
    const during = await submit(`${tag}-1@example.com`);
    expect(during.status).toBe(503);
    const body = await during.text();
    expect(body).toContain("Failed to send message");
    expect(body).toContain("Please try again later or contact us directly.");
    expect(body).not.toMatch(/at .*\.(js|ts):\d+/); // no stack trace
    expect(server.logs()).toMatch(
      /\[form:contact\] [0-9a-f]{8} could not store submission|\[form:contact\] [0-9a-f]{8} (database unavailable|rate limit check failed)/,
    );
    expect((await fetch(`${server.url}/contact`)).status).toBe(200); // still serving pages
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);

    await proxy.restore();
    const started = Date.now();
    let after: Response | undefined;
    while (Date.now() - started < 5_000) {
      after = await submit(`${tag}-2@example.com`);
      if (after.status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(after?.status).toBe(200);
    expect(await rows("select email from contact_submissions where email like $1", [`${tag}-%`])).toEqual([
      { email: `${tag}-2@example.com` },
    ]);
  });
});
