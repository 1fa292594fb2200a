import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server";

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of its own for a test that stops or restarts the database: made with Debian's
 * initdb in a temporary folder, on a port the OS hands out, removed afterwards. The machine's shared
 * cluster (and TEST_DATABASE_URL) is never touched. PostgreSQL refuses to run as root: as root the
 * cluster runs as the `postgres` user.
 */
interface OwnPostgres {
  url: string;
  /** pg_ctl restart -m fast: open connections are cut, as in a crash or failover. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** The bin folder of the newest PostgreSQL Debian installed, or undefined. */
export function postgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

export async function startOwnPostgres(database = "spark_own"): Promise<OwnPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error("no PostgreSQL under /usr/lib/postgresql (apt-get install postgresql)");
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "spark-pg-"));
  if (asRoot) chownSync(dir, ...postgresIds());
  const data = path.join(dir, "data");
  const port = await freePort();
  const as = (command: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (...args: string[]) => as("pg_ctl", ["-D", data, "-w", "-t", "30", "-l", path.join(dir, "log"), ...args]);

  await as("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  await ctl("-o", options, "start");
  await as("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", database]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    async restart() {
      await ctl("-m", "fast", "-o", options, "restart");
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await ctl("-m", "fast", "stop").catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresIds(): [number, number] {
  // Debian's postgresql package creates the user.
  const line = /^postgres:[^:]*:(\d+):(\d+):/m.exec(readFileSync("/etc/passwd", "utf8"));
  if (!line) throw new Error("no postgres user (apt-get install postgresql)");
  return [Number(line[1]), Number(line[2])];
}
