// `npm run bench`: the server and data figures of QUALITY.md, measured side by side in one run on
// this machine, written to BENCHMARKS.md. Loopback only; every load is bounded in time.
//  1. Static throughput: one prerendered page as browsers ask for it (`Accept-Encoding: br, gzip`)
//     from our server and from nginx serving the same precompressed file (brotli_static) with the
//     same headers (build/nginx-static.conf), same load, alternating; and a server-rendered page.
//  2. Write throughput: contact and newsletter posts through our server vs pgbench inserting the same
//     rows into the same tables with the same number of database connections.
//  3. Cost growth: GET / at 1, 10, 100 and 500 connections; server memory under load.
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { runnerImport } from "vite";
import type { PageQualityRow as PageRow } from "../../tests/support/page-quality-table.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Processes on each side: nginx workers and our server's WEB_CONCURRENCY (2 cores). */
const PROCESSES = 2;
const BROWSER_ENCODING = { "accept-encoding": "br, gzip" };
const DB_CONNECTIONS = 10;
const root = process.cwd();
const node = path.resolve("node_modules/.bin/node");

if (!existsSync("build/server/index.js")) {
  console.log("[bench] building first");
  execSync("npm run build", { stdio: "inherit" });
}
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? execSync("bash scripts/ensure-postgres.sh spark_bench").toString().trim();

// Whatever happens (a load that throws, Ctrl-C), no server or nginx of this run outlives it.
const started: ChildProcess[] = [];
process.on("exit", () => started.forEach((child) => child.exitCode === null && child.kill("SIGTERM")));
process.once("SIGINT", () => process.exit(130));

function startOurServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(node, ["server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      ALLOW_DEV_SECRETS: "1",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  started.push(child);
  return waitFor(`http://127.0.0.1:${port}/healthz`).then(() => child);
}

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

function startNginx(port: number): ChildProcess {
  // nginx runs its workers as www-data: they must be able to read the build.
  const dir = "/tmp/spark-bench-nginx";
  mkdirSync(`${dir}/logs`, { recursive: true });
  writeFileSync(
    `${dir}/nginx.conf`,
    `worker_processes ${PROCESSES};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
events { worker_connections 4096; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  sendfile on; tcp_nopush on; keepalive_requests 100000;
  brotli_static on; gzip_static on;
  include ${root}/build/nginx-static.conf;
  server {
    listen 127.0.0.1:${port};
    root ${root}/build/client;
    location / { try_files $uri $uri/index.html =404; }
    # brotli_static looks for <request path>.br: a page URL is rewritten to its file.
    location ~ ^(/[a-z0-9/-]*[a-z0-9-])$ { rewrite ^(.*)$ $1/index.html break; }
  }
}
`,
  );
  const child = spawn("nginx", ["-c", `${dir}/nginx.conf`, "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
  started.push(child);
  return child;
}

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Requests answered 2xx per second. */
  acceptedRps: number;
}

async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ duration: SECONDS, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    acceptedRps: result.requests.total ? result.requests.average * (1 - result.non2xx / result.requests.total) : 0,
  };
}

/** Resident memory of the server: its first process and the server processes it started. */
function rssMb(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  return [pid, ...children.map(Number)].reduce((sum, p) => {
    const status = readFileSync(`/proc/${p}/status`, "utf8");
    return sum + Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  }, 0);
}

const lines: string[] = [];
const say = (line = "") => {
  console.log(line);
  lines.push(line);
};

// 1. Static throughput ------------------------------------------------------------------------
const ourPort = 5125;
const nginxPort = 5181;
const staticServer = await startOurServer(ourPort, { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(PROCESSES) });
const nginx = startNginx(nginxPort);
await waitFor(`http://127.0.0.1:${nginxPort}/contact`);
const page = "/contact";
for (const port of [ourPort, nginxPort]) {
  const response = await fetch(`http://127.0.0.1:${port}${page}`, { headers: BROWSER_ENCODING });
  if (response.headers.get("content-encoding") !== "br") throw new Error(`port ${port} did not send brotli`);
}
const staticRuns: { server: string; result: LoadResult }[] = [];
for (let round = 0; round < 2; round++) {
  for (const [name, port] of [
    ["ours", ourPort],
    ["nginx", nginxPort],
  ] as const) {
    const result = await load({ url: `http://127.0.0.1:${port}${page}`, connections: 50, headers: BROWSER_ENCODING });
    staticRuns.push({ server: name, result });
    console.log(`[bench] static ${name} round ${round + 1}: ${result.rps.toFixed(0)} req/s`);
  }
}

// 1b. A page published from the back office (issue 45): an offer's title changed in the database as
// 'Publish' does it, and announced; each server process renders /exclusive-offers again and holds it,
// precompressed, in memory. nginx serves the build's file of the same page, as for the page above.
const publishedPage = "/exclusive-offers";
const { module: offerContent } = await runnerImport<typeof import("../../app/content/offers.ts")>(
  path.join(root, "app/content/offers.ts"),
  { configFile: false, root, resolve: { tsconfigPaths: true }, logLevel: "error" },
);
const benchOffer = offerContent.offers.find((offer) => offer.page === "exclusive")!;
const offerKey = `offer:${benchOffer.id}`;
const marker = `bench ${randomUUID().slice(0, 6)}`;
const contentDb = new pg.Client({ connectionString: databaseUrl });
await contentDb.connect();
const forgetOffer = async () => {
  await contentDb.query("DELETE FROM site_content WHERE key = $1", [offerKey]);
  await contentDb.query("SELECT pg_notify('site_content', $1)", [offerKey]);
};
await forgetOffer();
await contentDb.query("INSERT INTO site_content (key, published_version) VALUES ($1, 1)", [offerKey]);
await contentDb.query(
  "INSERT INTO site_content_versions (key, version, data, published_by_email) VALUES ($1, 1, $2, 'bench@example.com')",
  [
    offerKey,
    JSON.stringify({ ...benchOffer, title: { ...benchOffer.title, en: `${benchOffer.title.en} (${marker})` } }),
  ],
);
await contentDb.query("SELECT pg_notify('site_content', $1)", [offerKey]);
// Both processes (requests alternate between them) answer with the published page, as Brotli 11.
const publishedAt = Date.now();
for (let served = 0; served < 10;) {
  const response = await fetch(`http://127.0.0.1:${ourPort}${publishedPage}`, { headers: BROWSER_ENCODING });
  const ready = response.headers.get("content-encoding") === "br" && (await response.text()).includes(marker);
  served = ready ? served + 1 : 0;
  if (!ready) await new Promise((resolve) => setTimeout(resolve, 50));
  if (Date.now() - publishedAt > 30_000) throw new Error(`${publishedPage} was not served as published within 30 s`);
}
const publishedRuns: { server: string; result: LoadResult }[] = [];
for (let round = 0; round < 2; round++) {
  for (const [name, port] of [
    ["ours", ourPort],
    ["nginx", nginxPort],
  ] as const) {
    const result = await load({
      url: `http://127.0.0.1:${port}${publishedPage}`,
      connections: 50,
      headers: BROWSER_ENCODING,
    });
    publishedRuns.push({ server: name, result });
    console.log(`[bench] published page ${name} round ${round + 1}: ${result.rps.toFixed(0)} req/s`);
  }
}
await forgetOffer();
await contentDb.end();
nginx.kill("SIGTERM");
const bestOf = (runs: typeof staticRuns, name: string) =>
  runs
    .filter((r) => r.server === name)
    .map((r) => r.result)
    .sort((a, b) => b.rps - a.rps)[0]!;
const ours = bestOf(staticRuns, "ours");
const theirs = bestOf(staticRuns, "nginx");
const publishedOurs = bestOf(publishedRuns, "ours");
const publishedNginx = bestOf(publishedRuns, "nginx");
// A page the server renders per request: the password form of a gated page (fresh nonce, compressed).
const rendered = await load({
  url: `http://127.0.0.1:${ourPort}/development`,
  connections: 50,
  headers: BROWSER_ENCODING,
});
console.log(`[bench] server-rendered /development: ${rendered.rps.toFixed(0)} req/s`);

// 3. Cost growth (same server, GET /) ---------------------------------------------------------
const growth: { connections: number; result: LoadResult; rss: number }[] = [];
for (const connections of [1, 10, 100, 500]) {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(staticServer.pid!))), 250);
  const result = await load({ url: `http://127.0.0.1:${ourPort}/`, connections });
  clearInterval(sampler);
  growth.push({ connections, result, rss: peak });
  console.log(`[bench] growth ${connections}: ${result.rps.toFixed(0)} req/s p99 ${result.p99} ms`);
}
staticServer.kill("SIGTERM");

// 2. Write throughput -------------------------------------------------------------------------
const writeServer = await startOurServer(5127, {
  DATABASE_URL: databaseUrl,
  RATE_LIMIT_ENABLED: "0",
  DATABASE_POOL_SIZE: String(DB_CONNECTIONS),
});
const run = randomUUID().slice(0, 8);
let counter = 0;
// What a hydrated form sends: the page's Origin and a form ticket older than the fastest person fills a
// form (MIN_FILL_MS, 1.5 s; docs/decisions/1103, 1104). A post without them is refused or not stored.
const writeOrigin = "http://127.0.0.1:5127";
const { ticket } = (await (await fetch(`${writeOrigin}/forms/ticket`)).json()) as { ticket: string };
await new Promise((resolve) => setTimeout(resolve, 1_600));
const formRequest = (pathName: string, body: (n: number) => Record<string, string>) => ({
  url: writeOrigin,
  connections: 50,
  requests: [
    {
      method: "POST" as const,
      path: pathName,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: writeOrigin },
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        body: new URLSearchParams({ ...body(counter++), _started: ticket }).toString(),
      }),
    },
  ],
});
const contactLoad = await load(
  formRequest("/forms/contact", (n) => ({
    _enhanced: "1",
    first_name: "Bench",
    last_name: `Run ${n}`,
    email: `bench-${run}-${n}@example.com`,
    message: "Benchmark message",
  })),
);
const newsletterLoad = await load(
  formRequest("/forms/newsletter", (n) => ({ _enhanced: "1", email: `bench-${run}-news-${n}@example.com` })),
);
writeServer.kill("SIGTERM");

const pgbenchDir = "/tmp/spark-bench-pgbench";
mkdirSync(pgbenchDir, { recursive: true });
writeFileSync(
  `${pgbenchDir}/contact.sql`,
  "insert into contact_submissions (first_name, last_name, email, company, message) values ('Bench', 'Run', 'pgbench-' || gen_random_uuid() || '@example.com', null, 'Benchmark message');\n",
);
writeFileSync(
  `${pgbenchDir}/newsletter.sql`,
  "insert into newsletter_subscriptions (email) values ('pgbench-' || gen_random_uuid() || '@example.com');\n",
);
const pgbench = (script: string) => {
  const output = execSync(
    `pgbench -n -c ${DB_CONNECTIONS} -j 2 -T ${SECONDS} -f ${pgbenchDir}/${script} "${databaseUrl}"`,
  ).toString();
  return Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? 0);
};
const pgContact = pgbench("contact.sql");
const pgNewsletter = pgbench("newsletter.sql");

// Report ---------------------------------------------------------------------------------------
const cpu = os.cpus()[0]?.model ?? "unknown";
say("# Benchmarks");
say();
say(
  `Measured ${new Date().toISOString()} on ${os.cpus().length} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, by \`npm run bench\` (each load ${SECONDS} s, loopback).`,
);
say(
  "Absolute numbers on this shared machine are noisy: the ratios, measured side by side in one run, are the figures that count.",
);
say();
say("## Static page: our server vs nginx");
say();
say(
  `Page \`${page}\` (prerendered HTML) requested as browsers do (\`Accept-Encoding: br, gzip\`): both send the same precompressed brotli file with the same headers (nginx \`brotli_static\` with build/nginx-static.conf; ours Fastify with the page and its build-time \`.br\` held in memory, docs/decisions/0700). autocannon 50 connections, two alternating rounds each, best round shown. nginx ${PROCESSES} workers, our server ${PROCESSES} processes (\`WEB_CONCURRENCY=${PROCESSES}\`), its request log on.`,
);
say();
say("| server | req/s | p50 ms | p99 ms |");
say("|---|---|---|---|");
say(`| ours | ${ours.rps.toFixed(0)} | ${ours.p50} | ${ours.p99} |`);
say(`| nginx | ${theirs.rps.toFixed(0)} | ${theirs.p50} | ${theirs.p99} |`);
say();
say(`Ratio: **${(ours.rps / theirs.rps).toFixed(2)}** of nginx's requests/s (bar: >= 0.7).`);
say();
say(
  `A page published from the back office (\`${publishedPage}\`, an offer's title changed as 'Publish' does and announced; each process rendered it again and holds it with its Brotli 11 copy in memory) against nginx serving the build's file of the same page, same load: ours ${publishedOurs.rps.toFixed(0)} req/s (p99 ${publishedOurs.p99} ms), nginx ${publishedNginx.rps.toFixed(0)} req/s (p99 ${publishedNginx.p99} ms). Ratio: **${(publishedOurs.rps / publishedNginx.rps).toFixed(2)}** (bar: >= 0.7).`,
);
say();
say(
  `Server-rendered page (\`/development\`, the password form: rendered per request with a fresh nonce, brotli on the fly), same load: ${rendered.rps.toFixed(0)} req/s, p50 ${rendered.p50} ms, p99 ${rendered.p99} ms.`,
);
say();
say("## Form submissions vs pgbench");
say();
say(
  `Our server with rate limiting off (this run only), ${DB_CONNECTIONS} database connections, autocannon 50 HTTP connections posting unique rows to the actions as the hydrated forms do (\`/forms/contact\`, \`/forms/newsletter\`); pgbench ${DB_CONNECTIONS} connections inserting the same rows into the same tables.`,
);
say();
say("| write | ours (accepted/s) | pgbench (tps) | ratio |");
say("|---|---|---|---|");
say(
  `| contact_submissions | ${contactLoad.acceptedRps.toFixed(0)} | ${pgContact.toFixed(0)} | ${(contactLoad.acceptedRps / pgContact).toFixed(2)} |`,
);
say(
  `| newsletter_subscriptions | ${newsletterLoad.acceptedRps.toFixed(0)} | ${pgNewsletter.toFixed(0)} | ${(newsletterLoad.acceptedRps / pgNewsletter).toFixed(2)} |`,
);
say();
say(
  `Non-2xx answers during the form loads: contact ${contactLoad.non2xx}, newsletter ${newsletterLoad.non2xx} (bar: >= 0.5 of pgbench; every accepted post is a committed row).`,
);
say();
say("## Cost growth (GET /)");
say();
say("| connections | req/s | p50 ms | p99 ms | server RSS MB (peak) |");
say("|---|---|---|---|---|");
for (const g of growth)
  say(`| ${g.connections} | ${g.result.rps.toFixed(0)} | ${g.result.p50} | ${g.result.p99} | ${g.rss.toFixed(0)} |`);
say();
// The Pages section comes from the last page-check run that covered every page with Lighthouse; after a
// partial run (PAGE_QUALITY_ONLY, PAGE_QUALITY_LIGHTHOUSE=0) the section already in BENCHMARKS.md stays.
const pageRows = existsSync("build/quality/page-quality.json")
  ? (JSON.parse(readFileSync("build/quality/page-quality.json", "utf8")) as {
      date: string;
      complete?: boolean;
      rows: PageRow[];
    })
  : undefined;
const keptPages = /^## Pages \(from the last[\s\S]*?(?=^## |^<!-- bench:)/m.exec(
  existsSync("BENCHMARKS.md") ? readFileSync("BENCHMARKS.md", "utf8") : "",
)?.[0];
if (pageRows && !pageRows.complete && keptPages) {
  console.log("[bench] the last page-check run was partial: the Pages section of BENCHMARKS.md is kept");
  say(keptPages.trimEnd());
  say();
} else if (pageRows) {
  say(`## Pages (from the last page checks, \`npm test\` or \`npm run test:pages\`, ${pageRows.date})`);
  say();
  say(
    "Lighthouse 13, mobile config (1.6 Mbps, 150 ms RTT, CPU slowdown calibrated to the host: decision 0654), Debian Chromium, pages through",
  );
  say(
    "Caddy (HTTPS, HTTP/2: decision 0657), one run for performance, up to three (the best counts) on a page under its floor (every run's score in 'runs'); JS and CSS are what the page loads before any",
  );
  say("interaction, brotli; HTML is the document, brotli. Lighthouse runs on one page per template (decision 0655).");
  say(
    "Applied throttling ('devtools': the same profile applied to the real load): best of up to three runs, every run's score in 'devtools runs'.",
  );
  say(
    "'JS for' is what that JavaScript does: the site shell alone (the header's menus and the cookie banner, 1 KB: decision 0658),",
  );
  say(
    "or islands by name (React components hydrated by Preact behind React's API, with what islands share about 22 KB with the shell on every such page, and a chunk per island: decision 0692; the forms send",
  );
  say("themselves without React Router since decision 0662, so no page hydrates with React Router's client any more).");
  say();
  for (const line of pageSummary(pageRows.rows)) say(`- ${line}`);
  say();
  say(readFileSync("build/quality/page-quality.md", "utf8"));
} else if (keptPages) {
  say(keptPages.trimEnd());
  say();
}

// The first-tap table (tests/e2e/first-tap.spec.ts, issue 14): each control's time from navigation until it
// answered a tap on the throttled phone, from the last `npm test`; without one, the section already here stays.
const firstTap = existsSync("build/quality/first-tap.json")
  ? (JSON.parse(readFileSync("build/quality/first-tap.json", "utf8")) as { date: string })
  : undefined;
const keptFirstTap = /^## First tap \(from the last[\s\S]*?(?=^## |^<!-- bench:)/m.exec(
  existsSync("BENCHMARKS.md") ? readFileSync("BENCHMARKS.md", "utf8") : "",
)?.[0];
if (firstTap) {
  say(
    `## First tap (from the last \`npm test\` or \`npm run test:e2e -- tests/e2e/first-tap.spec.ts\`, ${firstTap.date})`,
  );
  say();
  say(
    "`tests/e2e/first-tap.spec.ts`: Lighthouse's mobile profile applied through the DevTools protocol (4x CPU, 1.6 Mbps, 150 ms RTT,",
  );
  say(
    "390 px touch), pages through Caddy (HTTPS, HTTP/2); each control tapped the moment it is visible; the time from navigation until",
  );
  say(
    "its visible effect. The newsletter is scrolled to with the browser's own scrolling (a wheel), typed into and sent; its effect is the",
  );
  say(
    "button saying 'Subscribing...', and 'server answered' is when the answer's toast showed. 'page ready' is when every control of that",
  );
  say(
    "page was listening: the site shell's and, on a page of islands, the islands' User Timing mark (spark:shell-ready, spark:islands-ready). Bar: 2.5 s.",
  );
  say();
  say(readFileSync("build/quality/first-tap.md", "utf8"));
} else if (keptFirstTap) {
  say(keptFirstTap.trimEnd());
  say();
}

/** Each QUALITY.md page bar: the range measured and on how many pages it is met. */
function pageSummary(rows: PageRow[]): string[] {
  const measured = rows.filter((r) => r.performance !== undefined);
  const range = (values: number[], digits = 0) =>
    `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;
  const met = (ok: (r: PageRow) => boolean, of = measured) => `${of.filter(ok).length} of ${of.length}`;
  const home = rows.find((r) => r.path === "/");
  const applied = measured.filter((r) => r.devtools);
  return [
    `${rows.length} pages. Performance ${range(measured.map((r) => r.performance! * 100))} (bar 95: met on ${met((r) => r.performance! >= 0.95)}).`,
    ...(applied.length
      ? [
          `Performance with applied throttling ("devtools", best of up to three runs): ${range(applied.map((r) => r.devtools!.performance * 100))} (bar 95: met on ${met((r) => r.devtools!.performance >= 0.95, applied)}; in the first run on ${met((r) => (r.devtools!.runs?.[0] ?? r.devtools!.performance) >= 0.95, applied)}).`,
        ]
      : []),
    `Accessibility 100 on ${met((r) => r.accessibility === 1)}, best practices 100 on ${met((r) => r.bestPractices === 1)}, SEO 100 on ${met((r) => !r.indexable || r.seo === 1)} (noindex pages counted as met).`,
    `LCP ${range(measured.map((r) => r.lcpMs!))} ms (bar 1,200: met on ${met((r) => r.lcpMs! <= 1200)}); TBT ${range(measured.map((r) => r.tbtMs!))} ms (bar 50: met on ${met((r) => r.tbtMs! <= 50)}); CLS at most ${Math.max(...measured.map((r) => r.cls!)).toFixed(3)} (bar 0.01).`,
    `JavaScript ${range(
      rows.map((r) => r.jsKb),
      1,
    )} KB (bar 90: met on ${met((r) => r.jsKb <= 90, rows)}). HTML at most ${Math.max(...rows.map((r) => r.htmlKb)).toFixed(1)} KB (bar 14 on most routes: met on ${met((r) => r.htmlKb <= 14, rows)}).`,
    home?.totalKb !== undefined
      ? `Home page whole first load ${home.totalKb.toFixed(0)} KB (bar 400).`
      : "Home page first load not measured.",
  ];
}

const notes = existsSync("docs/benchmarks-notes.md") ? readFileSync("docs/benchmarks-notes.md", "utf8") : "";
// The inbox, mail, tour, enquiry and media figures come from `npm run bench:inbox`, `bench:mail`, `bench:tours`,
// `bench:enquiries` and `bench:media`: kept as they are.
const current = existsSync("BENCHMARKS.md") ? readFileSync("BENCHMARKS.md", "utf8") : "";
const kept = ["inbox", "mail", "tours", "enquiries", "media"]
  .map((name) => new RegExp(`<!-- bench:${name}:start -->[\\s\\S]*<!-- bench:${name}:end -->`).exec(current)?.[0])
  .filter((section) => section !== undefined)
  .map((section) => `\n${section}\n`)
  .join("");
writeFileSync("BENCHMARKS.md", lines.join("\n") + "\n" + kept + (notes ? `\n${notes}` : ""));
console.log("[bench] wrote BENCHMARKS.md");
process.exit(0);
