import pg from "pg";

// Direct access to the test database, to check what a visitor's submission stored.
let pool: pg.Pool | undefined;

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set (npm test sets it; see README)");
  return url;
}

export function testDb(): pg.Pool {
  if (!pool) {
    pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 4 });
    // A database restart (the reliability test does one) ends idle clients; the pool makes new ones.
    pool.on("error", () => {});
  }
  return pool;
}

export async function rows<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const result = await testDb().query(text, values);
  return result.rows as T[];
}

export async function closeTestDb() {
  await pool?.end();
  pool = undefined;
}

/** A value no other test run uses, so tests can find their own rows. */
export function uniqueTag(prefix = "e2e"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
