import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { rows, closeTestDb, uniqueTag } from "../support/database";
import { formTicket } from "../support/form-ticket";
import { integrationSuite } from "../support/integration";
import { startServer, type RunningServer } from "../support/server";
import { startTcpProxy, viaProxy, type TcpProxy } from "../support/tcp-proxy";

// The production server, run from the build (npm test builds first), against the test PostgreSQL.
const databaseUrl = process.env.TEST_DATABASE_URL;
const suite = integrationSuite("the production server tests");

/** A request as written (fetch normalizes paths and refuses some Host values). */
function rawGet(
  base: string,
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, method, headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    })
      .on("error", reject)
      .end();
  });
}

/** A form post's body, with the ticket of a page rendered a minute ago. */
function form(values: Record<string, string>): URLSearchParams {
  return new URLSearchParams({ _started: formTicket(), ...values });
}

suite("production server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      DATABASE_URL: databaseUrl!,
      RATE_LIMIT_FORM_MAX: "3",
      RATE_LIMIT_GATE_MAX: "3",
      RATE_LIMIT_WINDOW_SECONDS: "600",
    });
    // The limiter's counters of an earlier run on this database would count against this one (after
    // the start: on a new database the server's migrations create the table).
    await rows("delete from rate_limit_hits");
  });
  afterAll(async () => {
    await server?.stop();
    await closeTestDb();
  });

  it("serves a prerendered page as the same bytes every time, with the security headers and a CSP listing the hash of each inline script", async () => {
    const first = await fetch(`${server.url}/contact`, { headers: { "accept-encoding": "identity" } });
    const second = await fetch(`${server.url}/contact`, { headers: { "accept-encoding": "identity" } });
    expect(first.status).toBe(200);
    expect(first.redirected).toBe(false);
    const html = await first.text();
    expect(await second.text()).toBe(html);
    expect(html).toContain("<h1");
    expect(html).toContain('name="first_name"');
    expect(html).not.toContain("__SPARK_CSP_NONCE__");
    expect(html).not.toMatch(/\snonce=/);
    const csp = first.headers.get("content-security-policy")!;
    expect(second.headers.get("content-security-policy")).toBe(csp);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(first.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("permissions-policy")).toContain("camera=()");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it("lists exactly the hashes of the inline scripts on every prerendered page (a script added without its hash fails here)", async () => {
    const pages = readdirSync("build/client", { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith("index.html"))
      .map((file) => "/" + file.replace(/\/?index\.html$/, ""));
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      const response = await fetch(`${server.url}${page}`, { headers: { "accept-encoding": "identity" } });
      expect(response.status).toBe(200);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/\bsrc=/.test(attributes!),
      );
      expect(scripts.length).toBeGreaterThan(0);
      const expected = scripts.map(
        ([, , body]) => `'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`,
      );
      const listed = /script-src ([^;]*)/
        .exec(response.headers.get("content-security-policy")!)![1]!
        .split(" ")
        .filter((s) => s.startsWith("'sha256-"));
      expect(new Set(listed), page).toEqual(new Set(expected));
    }
  });

  it("sends the precompressed copy of a page, the same bytes twice, with an ETag that answers 304", async () => {
    const get = (headers: Record<string, string>) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        request(`${server.url}/imprint`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
          .on("error", reject)
          .end();
      });
    const [first, second] = [
      await get({ "accept-encoding": "br, gzip" }),
      await get({ "accept-encoding": "br, gzip" }),
    ];
    expect(first.headers["content-encoding"]).toBe("br");
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    expect(second.body.equals(first.body)).toBe(true);
    const plain = await get({});
    expect(brotliDecompressSync(first.body).equals(plain.body)).toBe(true);
    const gzip = await get({ "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    const again = await get({ "accept-encoding": "br, gzip", "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("renders server pages (the 404) with a fresh nonce per response, compressed on the way", async () => {
    const first = await fetch(`${server.url}/no-such-page-${uniqueTag("n")}`);
    const second = await fetch(`${server.url}/no-such-page-${uniqueTag("n")}`);
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get("content-security-policy")!)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("content-security-policy")).not.toBe(first.headers.get("content-security-policy"));
    const html = await first.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html.match(/nonce="([^"]+)"/g)!.every((attribute) => attribute === `nonce="${nonce}"`)).toBe(true);
    expect(first.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
  });

  it("answers a byte range of the hero video with 206 and Content-Range", async () => {
    const whole = readFileSync("build/client/media/hero-loop.mp4");
    const response = await fetch(`${server.url}/media/hero-loop.mp4`, { headers: { range: "bytes=0-99" } });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 0-99/${whole.length}`);
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await response.arrayBuffer()).equals(whole.subarray(0, 100))).toBe(true);
    const tail = await fetch(`${server.url}/media/hero-loop.mp4`, {
      headers: { range: `bytes=${whole.length - 10}-` },
    });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(whole.length - 10))).toBe(true);
  });

  it("never sends a Location off the site, whatever the path", async () => {
    for (const path of [
      "//x//evil.example/path/",
      "//evil.example/",
      "/%2F%2Fevil.example",
      "/.//evil.example",
      "/.//evil.example/",
      "/\\evil.example/",
      "/contact//",
    ]) {
      const response = await rawGet(server.url, path);
      const location = response.headers.location;
      if (location !== undefined)
        expect(new URL(location, server.url).origin, `${path} -> ${location}`).toBe(server.url);
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it("answers odd methods, a malformed Host and non-form bodies with 4xx, storing nothing", async () => {
    expect((await rawGet(server.url, "/", { method: "TRACE" })).status).toBe(405);
    expect((await rawGet(server.url, "/contact", { method: "PUT" })).status).toBe(405);
    for (const host of ["evil.example/x", "a b", "host:port:port"]) {
      expect((await rawGet(server.url, "/contact", { headers: { host } })).status, host).toBe(400);
    }
    const tag = uniqueTag("json");
    const json = await fetch(`${server.url}/cookie-settings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ analytics: true }),
    });
    expect(json.status).toBe(415);
    expect(await json.text()).not.toMatch(/at .*\.(js|ts):\d+/);
    const contact = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ first_name: "A", last_name: "B", email: `${tag}@example.com`, message: "hi" }),
    });
    expect(contact.status).toBe(415);
    const text = await fetch(`${server.url}/newsletter`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: `email=${tag}@example.com`,
    });
    expect(text.status).toBe(415);
    expect(await rows("select 1 from contact_submissions where email = $1", [`${tag}@example.com`])).toHaveLength(0);
    expect(await rows("select 1 from newsletter_subscriptions where email = $1", [`${tag}@example.com`])).toHaveLength(
      0,
    );
    expect(server.logs()).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it("answers an enhanced form at /forms/<page> in JSON with the page's own status codes, and nothing else there", async () => {
    const tag = uniqueTag("forms-json");
    const invalid = await fetch(`${server.url}/forms/contact`, {
      method: "POST",
      body: form({
        first_name: "Ada",
        last_name: "Lovelace",
        email: `${tag}-not-an-address`,
        message: "A question about the Skyline Stage.",
        _enhanced: "1",
      }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get("content-type")).toMatch(/^application\/json/);
    const answer = (await invalid.json()) as { status: string; fieldErrors?: Record<string, string> };
    expect(answer.status).toBe("error");
    expect(Object.keys(answer.fieldErrors ?? {})).toEqual(["email"]);
    expect(
      await rows("select 1 from contact_submissions where last_name = $1 and email like $2", ["Lovelace", `${tag}%`]),
    ).toEqual([]);

    const unknown = await fetch(`${server.url}/forms/imprint`, { method: "POST", body: form({ _enhanced: "1" }) });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/^application\/json/);
    // Only POSTs: a visit is told which method the address takes.
    const visit = await fetch(`${server.url}/forms/contact`);
    expect(visit.status).toBe(405);
    expect(visit.headers.get("allow")).toBe("POST");
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

  it("refuses oversized bodies with 413 and foreign origins (React Router's check) with 400, storing nothing", async () => {
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
    expect(foreign.status).toBe(400);
    // The sign-out post is a page route's action too, so the same check covers it.
    const foreignSignOut = await fetch(`${server.url}/staff/sign-out`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
      redirect: "manual",
    });
    expect(foreignSignOut.status).toBe(400);
    expect(await rows("select 1 from contact_submissions where email = $1", [`${tag}@example.com`])).toHaveLength(0);
  });

  it("limits submissions per address with a clear 429 message, and every 429 says when to retry", async () => {
    const statuses: number[] = [];
    const retryAfter: (string | null)[] = [];
    let lastBody = "";
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${server.url}/newsletter`, {
        method: "POST",
        body: form({ email: `${uniqueTag("rl")}@example.com` }),
      });
      statuses.push(response.status);
      if (response.status === 429) retryAfter.push(response.headers.get("retry-after"));
      lastBody = await response.text();
    }
    expect(statuses.slice(0, 3).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
    expect(lastBody).toContain("Too many requests");
    // The enhanced form posts to its JSON answer (/forms/newsletter), under the same limit, and is
    // told so in JSON; the password gate has its own limit.
    const data = await fetch(`${server.url}/forms/newsletter`, {
      method: "POST",
      body: form({ email: `${uniqueTag("rl")}@example.com`, _enhanced: "1" }),
    });
    expect(data.status).toBe(429);
    expect(data.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await data.json()).toMatchObject({ status: "error", title: "Too many requests" });
    retryAfter.push(data.headers.get("retry-after"));
    for (let i = 0; i < 4; i++) {
      const gate = await fetch(`${server.url}/development`, {
        method: "POST",
        body: form({ password: "not-the-password", returnTo: "/development" }),
        redirect: "manual",
      });
      // A wrong password is answered 200 with its message (no console error in the browser), and counted.
      if (i < 3) expect(gate.status).toBe(200);
      else {
        expect(gate.status).toBe(429);
        retryAfter.push(gate.headers.get("retry-after"));
      }
    }
    expect(retryAfter).toHaveLength(4);
    for (const value of retryAfter) expect(Number(value)).toBeGreaterThan(0);
  });

  it("logs one structured line per request: id, method, path, status, duration, a shortened address, no form contents", async () => {
    const secret = uniqueTag("private-words");
    const response = await fetch(`${server.url}/contact?ref=${secret}`, {
      method: "POST",
      body: form({ first_name: "Log", last_name: "Test", email: `${secret}@example.com`, message: secret }),
    });
    const id = response.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f]{8}$/);
    const logLine = () =>
      server
        .logs()
        .split("\n")
        .find((l) => l.includes(`"reqId":"${id}"`) && l.includes('"msg":"request"'));
    // pino writes asynchronously: on a busy machine the line can take more than the default second.
    await expect.poll(logLine, { timeout: 10_000 }).toBeTruthy();
    const line = logLine();
    expect(JSON.parse(line!)).toMatchObject({
      method: "POST",
      path: "/contact",
      status: response.status,
      ip: "127.0.0.0",
    });
    expect(JSON.parse(line!).ms).toBeGreaterThan(0);
    expect(server.logs()).not.toContain(secret);
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
