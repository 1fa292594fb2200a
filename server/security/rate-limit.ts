import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimitHits } from "../db/schema.ts";

export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one hit for `bucket` in the current fixed window and says whether it is within `max`.
 * The counter is a row in PostgreSQL, so every server process shares it.
 */
export async function hitRateLimit(
  db: Database,
  bucket: string,
  max: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<RateLimitDecision> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits });
  if (Math.random() < 0.01) {
    // Old windows are worthless; sweep them now and then instead of on every hit.
    void db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.windowStart, new Date(now - 2 * windowMs)))
      .catch(() => {});
  }
  const hits = row?.hits ?? 1;
  return {
    allowed: hits <= max,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)),
  };
}
