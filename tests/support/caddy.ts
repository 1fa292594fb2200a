import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import os from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "./server";

// A real TLS-terminating reverse proxy in front of a test server: Debian's Caddy with its own
// local CA (`tls internal`), admin API off, state in a temporary folder. Like nginx's default
// `$proxy_add_x_forwarded_for`, it appends the client's address to any X-Forwarded-For the
// client sent, so a forged header reaches the server as the leftmost entry.

export interface RunningProxy {
  url: string;
  /** What Caddy printed: its health checks' verdicts and upstream errors. */
  logs: () => string;
  stop(): Promise<void>;
}

const CADDY = process.env.CADDY_PATH ?? "/usr/bin/caddy";

/**
 * Caddy on `port` in front of one upstream, or several with `balancing`: the directives of a rolling
 * restart (health_uri, lb_try_duration...) that README's deployment section documents.
 */
export async function startCaddy(port: number, upstreamPort: number | number[], balancing = ""): Promise<RunningProxy> {
  const upstreams = (Array.isArray(upstreamPort) ? upstreamPort : [upstreamPort]).map((p) => `127.0.0.1:${p}`);
  const home = mkdtempSync(path.join(os.tmpdir(), "spark-caddy-"));
  const caddyfile = path.join(home, "Caddyfile");
  writeFileSync(
    caddyfile,
    `{
  admin off
  auto_https disable_redirects
  skip_install_trust
  storage file_system ${home}/storage
}

https://localhost:${port} {
  tls internal
  reverse_proxy ${upstreams.join(" ")} {
    header_up X-Forwarded-For "{http.request.header.X-Forwarded-For}, {http.request.remote.host}"
    ${balancing}
  }
}
`,
  );
  let output = "";
  const child: ChildProcess = spawn(CADDY, ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
    env: { ...process.env, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `https://localhost:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy exited:\n${output}`);
    const status = await httpsRequest(url, "/healthz").then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`caddy did not come up:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    logs: () => output,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(home, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGTERM");
      }),
  };
}

/**
 * The production server behind Caddy on `proxyPort`, as an operator deploys it: the server trusts the
 * proxy (TRUST_PROXY=1) and knows its public address, so forms posted through the proxy are accepted.
 */
export async function startBehindCaddy(
  proxyPort: number,
  env: Record<string, string>,
  options?: Parameters<typeof startServer>[1],
): Promise<{ server: RunningServer; proxy: RunningProxy }> {
  const server = await startServer(
    {
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
      TRUST_PROXY: "1",
      PUBLIC_SITE_URL: `https://localhost:${proxyPort}`,
      ...env,
    },
    options,
  );
  const proxy = await startCaddy(proxyPort, Number(new URL(server.url).port)).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  return { server, proxy };
}

/** A request through the proxy from a chosen local address (127.0.0.0/8 is all loopback on Linux). */
export function httpsRequest(
  base: string,
  pathname: string,
  {
    method = "GET",
    headers = {},
    body,
    from,
  }: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<{ status: number; headers: import("node:http").IncomingHttpHeaders; body: string }> {
  const target = new URL(pathname, base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: target.port,
        servername: target.hostname,
        path: target.pathname + target.search,
        method,
        headers: { host: target.host, ...headers },
        localAddress: from,
        rejectUnauthorized: false, // Caddy's local CA
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
