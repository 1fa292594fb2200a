import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw `db.execute(sql...)` answer (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows?: Record<string, unknown>[] }).rows ?? [];
}

export interface DatabaseHandle {
  db: Database;
  kind: "postgres" | "pglite";
  /** The connection string (PostgreSQL) or the embedded instance (PGlite), for the job queue. */
  url?: string;
  pglite?: import("@electric-sql/pglite").PGlite;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "server/db/migrations");
const MIGRATION_LOCK_ID = 7_140_001; // one process migrates at a time when several start together

export interface DatabaseOptions {
  url?: string;
  dataDir: string;
  poolSize: number;
}

// DATABASE_URL set: a PostgreSQL server through a pg pool. Unset: embedded PGlite in dataDir.
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({
      // A connection cut while a request holds it between two statements (a transaction awaiting its
      // job's insert, say) emits 'error' on a client the pool has no listener on: unheard, it would end
      // the process (PostgreSQL restarted mid-load did). Every client is heard from its creation; its
      // next statement fails instead, that request answers with the form's failure message, and the
      // pool drops the broken client when it comes back.
      Client: ListenedClient(pg.Client),
      connectionString: options.url,
      max: options.poolSize,
      // How long a request waits for a connection, queued behind busy ones or opening a new one. A
      // stall of a few seconds (slow disk, a long lock) makes visitors wait, not fail; a database
      // that is down refuses connections at once, so outages still answer quickly.
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 10_000,
      // PostgreSQL cancels a statement after 5 s and rolls it back, so a visitor told "failed" has
      // nothing stored; the client-side limit only catches a connection that went silent.
      statement_timeout: 5_000,
      query_timeout: 12_000,
    });
    // An idle client losing its server must not take the process down; the pool replaces it.
    pool.on("error", (error) => console.error(`[db] idle client error: ${error.message}`));
    const db = drizzle(pool, { schema }) as unknown as Database;
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
    return { db, kind: "postgres", url: options.url, close: () => pool.end() };
  }

  const { PGlite } = await import("@electric-sql/pglite");
  // pg_trgm: the back office's search index (migration staff_backoffice_triggers).
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const extensions = { pg_trgm };
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let client: InstanceType<typeof PGlite>;
  if (options.dataDir === ":memory:") {
    const template = memoryTemplateFile();
    const copied = existsSync(template);
    client = new PGlite({ extensions, loadDataDir: copied ? new Blob([readFileSync(template)]) : undefined });
    if (!copied) {
      await migrate(drizzle(client, { schema }) as never, { migrationsFolder: MIGRATIONS_FOLDER });
      // Written whole, then renamed: a second process starting at the same moment reads all or nothing.
      mkdirSync(path.dirname(template), { recursive: true });
      const partial = `${template}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
      renameSync(partial, template);
    }
  } else {
    const dataDir = path.resolve(options.dataDir);
    mkdirSync(path.dirname(dataDir), { recursive: true });
    client = new PGlite(dataDir, { extensions });
  }
  const db = drizzle(client, { schema }) as unknown as Database;
  await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: "pglite", pglite: client, close: () => client.close() };
}

/**
 * In-memory databases (the unit tests, the benchmarks) start from a migrated copy: migrating a fresh
 * PGlite costs about 2.5 s, loading the copy a tenth of that. The copy is named by what it was made
 * from, the migrations and PGlite's version, so a new migration or PGlite makes a new one; the
 * migrations still run on every copy (and find nothing to do).
 */
function memoryTemplateFile(): string {
  const hash = createHash("sha1");
  const pglitePackage = path.resolve(process.cwd(), "node_modules/@electric-sql/pglite/package.json");
  hash.update(readFileSync(pglitePackage));
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith(".sql") || file.endsWith(".json")) hash.update(`${file}\0`).update(readFileSync(full));
  }
  return path.resolve(process.cwd(), "node_modules/.cache/pglite", `${hash.digest("hex")}.tar`);
}

export async function databaseIsUp(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** The PostgreSQL error code of a failed query, whichever driver raised it. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs a transaction again when PostgreSQL broke a deadlock by aborting it (40P01): concurrent writers
 * that meet in an exclusion constraint or in locks taken in crossed order may deadlock; the retry then
 * finds what the other committed.
 */
export async function retryingDeadlocks<T>(change: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await change();
    } catch (error) {
      if (pgErrorCode(error) !== "40P01" || attempt >= attempts) throw error;
    }
  }
}

function ListenedClient(Base: typeof import("pg").Client): typeof import("pg").Client {
  return class extends Base {
    constructor(...args: ConstructorParameters<typeof Base>) {
      super(...args);
      this.on("error", (error) => console.error(`[db] connection error: ${error.message}`));
    }
  };
}
