import { env } from "../env.ts";
import { openDatabase, type DatabaseHandle } from "./client.ts";

// One database handle per process. It lives on globalThis because the production server and
// the app bundle each load this module; both must share one pool (and one PGlite data dir).
const globalStore = globalThis as typeof globalThis & { __sparkDatabase?: Promise<DatabaseHandle> };

export function database(): Promise<DatabaseHandle> {
  globalStore.__sparkDatabase ??= (async () => {
    const config = env();
    const handle = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
    });
    console.log(`[db] ready (${handle.kind})`);
    return handle;
  })();
  globalStore.__sparkDatabase.catch(() => {
    globalStore.__sparkDatabase = undefined; // retry on the next request rather than failing forever
  });
  return globalStore.__sparkDatabase;
}

export async function closeDatabase(): Promise<void> {
  const pending = globalStore.__sparkDatabase;
  globalStore.__sparkDatabase = undefined;
  if (pending) await (await pending.catch(() => undefined))?.close();
}
