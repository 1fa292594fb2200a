import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  logs: () => string;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

const nodeBinary = path.resolve("node_modules/.bin/node");

/** A port the OS has free now: test servers never collide with each other or with another run. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the production build (`node server/main.ts`) on a free port with extra settings, and waits for /healthz. */
export async function startServer(
  env: Record<string, string> = {},
  { startTimeoutMs = 30_000, port: fixedPort }: { startTimeoutMs?: number; port?: number } = {},
): Promise<RunningServer> {
  const port = fixedPort ?? (await freePort());
  let output = "";
  const child = spawn(nodeBinary, ["server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      ALLOW_DEV_SECRETS: "1",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: `/tmp/spark-test-data-${port}`,
      // No proxy health check waits on a test server's shutdown (the rolling-restart test sets its own).
      SHUTDOWN_DELAY_SECONDS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.status === 200 || response.status === 503) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL"); // never leave a half-started server behind
      throw new Error(`server did not start within ${startTimeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    process: child,
    logs: () => output,
    stop(signal = "SIGTERM") {
      const started = Date.now();
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve({ code: child.exitCode, ms: 0 });
        child.once("exit", (code) => resolve({ code, ms: Date.now() - started }));
        child.kill(signal);
      });
    },
  };
}
