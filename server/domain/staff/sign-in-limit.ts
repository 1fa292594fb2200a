import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { staffSignInAttempts } from "./schema.ts";
import { env } from "../../env.ts";

// Sign-in attempts per account, beside better-auth's limit per address (docs/decisions/0863): a
// password guesser spreading over many addresses still gets STAFF_ACCOUNT_SIGN_IN_MAX tries per
// window for one account. Each attempt is counted before the password is checked, in one atomic
// upsert, so concurrent attempts cannot slip past the limit; a successful sign-in clears the count.

export const ACCOUNT_LOCKED = (minutes: number) =>
  `Too many failed sign-ins for this account. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;

/** Counts one attempt for the address; when over the limit, the minutes until it may try again. */
export async function countSignInAttempt(
  db: Database,
  email: string,
  config = env(),
  now = new Date(),
): Promise<{ allowed: true } | { allowed: false; retryAfterMinutes: number }> {
  const windowMs = config.STAFF_SIGN_IN_WINDOW_SECONDS * 1000;
  const windowStart = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(staffSignInAttempts)
    .values({ email, attempts: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: staffSignInAttempts.email,
      set: {
        attempts: sql`case when ${staffSignInAttempts.windowStartedAt} <= ${windowStart} then 1 else ${staffSignInAttempts.attempts} + 1 end`,
        windowStartedAt: sql`case when ${staffSignInAttempts.windowStartedAt} <= ${windowStart} then ${now.toISOString()}::timestamptz else ${staffSignInAttempts.windowStartedAt} end`,
      },
    })
    .returning();
  if (row!.attempts <= config.STAFF_ACCOUNT_SIGN_IN_MAX) return { allowed: true };
  const remainingMs = row!.windowStartedAt.getTime() + windowMs - now.getTime();
  return { allowed: false, retryAfterMinutes: Math.max(1, Math.ceil(remainingMs / 60_000)) };
}

export async function clearSignInAttempts(db: Database, email: string): Promise<void> {
  await db.delete(staffSignInAttempts).where(eq(staffSignInAttempts.email, email));
}
