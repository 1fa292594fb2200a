import { existsSync, readFileSync } from "node:fs";
import { Agent, get } from "node:http";
import { request as httpsRaw } from "node:https";
import net from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { closeTestDb, rows, uniqueTag } from "../support/database";
import { httpsRequest, startBehindCaddy, type RunningProxy } from "../support/caddy";
import { formTicket } from "../support/form-ticket";
import { gateCookieFor } from "../support/gate-cookie";
import { integrationSuite } from "../support/integration";
import { freePort, startServer, type RunningServer } from "../support/server";

// Issue 41 items 4-6: cross-site posts, one gate's cookie on the other gate's pictures, and the
// requests that got a 500 (or no answer at all) instead of a 4xx.
const databaseUrl = process.env.TEST_DATABASE_URL;
const suite = integrationSuite("the HTTP hardening tests");

const CROSS_SITE = { origin: "https://evil.com", "sec-fetch-site": "cross-site" };
const FORM = { "content-type": "application/x-www-form-urlencoded" };

suite("HTTP hardening", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: databaseUrl!, RATE_LIMIT_ENABLED: "0" });
  });
  afterAll(async () => {
    await server?.stop();
    await closeTestDb();
  });

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { method: "POST", body, headers: { ...FORM, ...headers }, redirect: "manual" });

  /** A complete, valid submission of each public form, tagged so its rows can be found. */
  const forms = (tag: string) => ({
    "/forms/contact": {
      first_name: "Ada",
      last_name: "Lovelace",
      email: `${tag}-contact@example.com`,
      message: "A question about the Skyline Stage.",
      _enhanced: "1",
      _started: formTicket(),
    },
    "/forms/book-tour": {
      full_name: "Grace Hopper",
      email: `${tag}-tour@example.com`,
      preferred_date: "2027-05-12",
      preferred_time: "10:00",
      number_of_guests: "4",
      _enhanced: "1",
      _started: formTicket(),
    },
    "/forms/newsletter": { email: `${tag}-news@example.com`, _enhanced: "1", _started: formTicket() },
    "/forms/webinar/led-wall": {
      preferred_date: "1",
      first_name: "Lena",
      email: `${tag}-webinar@example.com`,
      privacy_consent: "on",
      _enhanced: "1",
      _started: formTicket(),
    },
    "/forms/webinar/confirmation": {
      country_code: "+49",
      phone_number: "151 2345678",
      _enhanced: "1",
      _started: formTicket(),
    },
  });

  const storedFor = async (tag: string) => [
    ...(await rows("select email from contact_submissions where email like $1", [`${tag}-%`])),
    ...(await rows("select email from tour_bookings where email like $1", [`${tag}-%`])),
    ...(await rows("select email from newsletter_subscriptions where email like $1", [`${tag}-%`])),
  ];

  it("refuses a cross-site post to every /forms/* endpoint, to the page forms and to staff posts, storing nothing", async () => {
    const tag = uniqueTag("xsite");
    const smsBefore = await rows<{ n: string }>("select count(*) as n from webinar_sms_reminders");
    for (const [path, values] of Object.entries(forms(tag))) {
      const variants: Record<string, string>[] = [
        CROSS_SITE,
        { origin: "https://evil.com" },
        { "sec-fetch-site": "cross-site" },
      ];
      for (const headers of variants) {
        const response = await post(path, new URLSearchParams(values), headers);
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(400);
        expect(await response.text()).toContain("forms are accepted only from this site");
      }
      // The same as multipart, as the enhanced form's fetch sends it.
      const multipart = new FormData();
      for (const [name, value] of Object.entries(values)) multipart.set(name, value);
      const response = await fetch(`${server.url}${path}`, { method: "POST", body: multipart, headers: CROSS_SITE });
      expect(response.status, `${path} multipart`).toBe(400);
    }
    for (const path of [
      "/contact",
      "/newsletter",
      "/cookie-settings",
      "/development",
      "/staff/sign-in",
      "/staff/sign-out",
    ])
      expect((await post(path, "email=a%40example.com", CROSS_SITE)).status, path).toBe(400);
    expect(await storedFor(tag)).toEqual([]);
    expect(await rows<{ n: string }>("select count(*) as n from webinar_sms_reminders")).toEqual(smsBefore);
  });

  it("accepts the same post from this site (Origin ours, Sec-Fetch-Site same-origin) and from clients without either", async () => {
    const tag = uniqueTag("samesite");
    const values = forms(tag);
    const ours = await post("/forms/contact", new URLSearchParams(values["/forms/contact"]), {
      origin: server.url,
      "sec-fetch-site": "same-origin",
    });
    expect(ours.status).toBe(200);
    const plain = await post("/forms/newsletter", new URLSearchParams(values["/forms/newsletter"]));
    expect(plain.status).toBe(200);
    expect((await storedFor(tag)).map((r) => r.email).sort()).toEqual([
      `${tag}-contact@example.com`,
      `${tag}-news@example.com`,
    ]);
  });

  it("opens a gate's pictures only with that gate's cookie, in both directions", async () => {
    // The slots come from the build's own table of gated art (scripts/generate-art.ts).
    const table = JSON.parse(readFileSync("art-gated/gates.json", "utf8")) as Record<string, string[]>;
    const developmentSlot = "development/experience-1-lobby";
    const handbookSlot = "portrait/handbook-head-of-events";
    expect(table[developmentSlot]).toEqual(["development"]);
    expect(table[handbookSlot]).toEqual(["event-planners"]);
    expect(existsSync(`art-gated/${developmentSlot}-1200.avif`)).toBe(true);
    const planners = (await gateCookieFor(server.url, "/event-planners"))!;
    const development = (await gateCookieFor(server.url, "/development"))!;
    const get = (path: string, cookie: string) => fetch(`${server.url}${path}`, { headers: { cookie } });

    const crossA = await get(`/event-planners/art/${developmentSlot}-1200.avif`, planners);
    expect(crossA.status).toBe(404);
    const crossB = await get(`/development/art/${handbookSlot}-320.webp`, development);
    expect(crossB.status).toBe(404);
    expect((await get(`/development/art/${developmentSlot}-1200.avif`, development)).status).toBe(200);
    expect((await get(`/event-planners/art/${handbookSlot}-320.webp`, planners)).status).toBe(200);
  });

  it("answers a malformed multipart body and a return path with CR, LF or NUL with 400, page and .data, setting no cookie", async () => {
    const noBoundary = await post("/cookie-settings", "intent=accept-all", { "content-type": "multipart/form-data" });
    expect(noBoundary.status).toBe(400);
    const wrongBoundary = await post(
      "/cookie-settings",
      '--BBB\r\nContent-Disposition: form-data; name="intent"\r\n\r\naccept-all\r\n--BBB--\r\n',
      { "content-type": "multipart/form-data; boundary=AAA" },
    );
    expect(wrongBoundary.status).toBe(400);
    expect(await wrongBoundary.text()).not.toMatch(/at .*\.(js|ts):\d+/);
    for (const path of ["/cookie-settings", "/cookie-settings.data"]) {
      for (const back of ["/use-cases\r\nSet-Cookie: spark=1", "/use-cases\nx", "/use-cases\u0000", "/a\rb"]) {
        const response = await post(path, new URLSearchParams({ intent: "accept-all", return: back }));
        expect(response.status, `${path} ${JSON.stringify(back)}`).toBe(400);
        expect(response.headers.getSetCookie(), `${path} ${JSON.stringify(back)}`).toEqual([]);
      }
    }
    // A proper banner post still lands back on its page.
    const fine = await post("/cookie-settings", new URLSearchParams({ intent: "accept-all", return: "/use-cases" }));
    expect(fine.status).toBe(303);
    expect(fine.headers.get("location")).toBe("/use-cases");
    expect(server.logs()).not.toMatch(/request failed/);
  });

  it("answers CONNECT with 405 instead of dropping the connection", async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), "127.0.0.1", () =>
        socket.write("CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n"),
      );
      let text = "";
      socket.on("data", (chunk) => (text += chunk));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nallow: GET, HEAD, POST\r\n/i);
    expect(answer).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
  });

  it("sends Cache-Control on the 404 page, the webinar confirmation and /newsletter/confirm, and the security headers on /healthz", async () => {
    for (const path of [
      `/no-such-page-${uniqueTag("nc")}`,
      "/webinar/confirmation?t=not-a-token",
      "/newsletter/confirm?t=x",
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    expect(health.headers.get("x-content-type-options")).toBe("nosniff");
    expect(health.headers.get("strict-transport-security")).toContain("max-age=");
    expect(health.headers.get("x-frame-options")).toBe("DENY");
    expect(health.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("tells a stopping server's readiness first: /healthz fails while pages are still served, then it exits", async () => {
    const stopping = await startServer({ DATABASE_URL: databaseUrl!, SHUTDOWN_DELAY_SECONDS: "1.5" });
    const exited = stopping.stop("SIGTERM");
    await expect.poll(async () => (await fetch(`${stopping.url}/healthz`)).status, { interval: 50 }).toBe(503);
    const page = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) =>
      get(`${stopping.url}/contact`, { agent: new Agent({ keepAlive: true }) }, (response) => {
        response.resume();
        resolve({ status: response.statusCode!, connection: response.headers.connection });
      }).on("error", reject),
    );
    expect(page.status).toBe(200);
    // Every answer while draining closes its connection, so a proxy opens its next one elsewhere.
    expect(page.connection).toBe("close");
    const { code, ms } = await exited;
    expect(code).toBe(0);
    expect(ms).toBeGreaterThanOrEqual(1_400);
  });
});

suite("oversized posts through the proxy", () => {
  let server: RunningServer;
  let proxy: RunningProxy;
  beforeAll(async () => {
    ({ server, proxy } = await startBehindCaddy(await freePort(), { RATE_LIMIT_ENABLED: "0" }));
  });
  afterAll(async () => {
    await proxy?.stop();
    await server?.stop();
    await closeTestDb();
  });

  it("answers every oversized post with 413, never a 502 from the proxy", async () => {
    const tag = uniqueTag("big");
    const statuses: number[] = [];
    for (const size of [40_000, 200_000, 900_000, 40_000, 200_000, 900_000, 500_000, 64_000]) {
      const body = new URLSearchParams({
        first_name: "A",
        last_name: "B",
        email: `${tag}@example.com`,
        message: "x".repeat(size),
      }).toString();
      const response = await httpsRequest(proxy.url, "/contact", {
        method: "POST",
        headers: { ...FORM, origin: proxy.url },
        body,
      });
      statuses.push(response.status);
    }
    // A visitor's slow line: the upload arrives in pieces, long after the server has seen it is too large.
    for (const chunked of [false, true]) {
      const status = await slowUpload(proxy.url, "/contact", 600_000, 40, chunked);
      statuses.push(status);
    }
    expect(statuses).toEqual(statuses.map(() => 413));
    expect(await rows("select 1 from contact_submissions where email = $1", [`${tag}@example.com`])).toEqual([]);
  });
});

/** POSTs `bytes` of form data through the proxy in `pieces` writes 20 ms apart; the status it is answered. */
function slowUpload(base: string, pathname: string, bytes: number, pieces: number, chunked: boolean): Promise<number> {
  const target = new URL(pathname, base);
  const piece = Buffer.from("message=" + "x".repeat(Math.ceil(bytes / pieces)));
  return new Promise((resolve, reject) => {
    const req = httpsRaw(
      {
        host: "127.0.0.1",
        port: target.port,
        servername: target.hostname,
        path: target.pathname,
        method: "POST",
        rejectUnauthorized: false,
        headers: {
          host: target.host,
          origin: target.origin,
          "content-type": "application/x-www-form-urlencoded",
          ...(chunked ? {} : { "content-length": String(piece.length * pieces) }),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode!));
      },
    );
    req.on("error", reject);
    let sent = 0;
    const next = () => {
      if (req.destroyed) return;
      if (sent++ === pieces) return req.end();
      req.write(piece);
      setTimeout(next, 20);
    };
    next();
  });
}
