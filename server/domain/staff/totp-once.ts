import { symmetricDecrypt, type SymmetricDecryptOptions } from "better-auth/crypto";
import { and, eq, lt } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import type { Database } from "../../db/client.ts";
import { staffTwoFactor } from "./schema.ts";

// Each TOTP code works once (docs/decisions/0860): the time-step of an accepted code is stored per
// account, and only a later step is accepted after it. The claim is one conditional UPDATE, so of two
// concurrent uses of one code exactly one wins.

const PERIOD_SECONDS = 30;

/** The time-step the code belongs to (better-auth accepts one step either side), or undefined. */
function totpStepOf(secret: string, code: string, now = Date.now()): number | undefined {
  // better-auth uses the stored secret's UTF-8 bytes as the HMAC key (its createOTP).
  const totp = new OTPAuth.TOTP({
    secret: new OTPAuth.Secret({ buffer: new TextEncoder().encode(secret).buffer as ArrayBuffer }),
    digits: 6,
    period: PERIOD_SECONDS,
  });
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** True when this code's step was not used before by this account, and is now marked used. */
export async function claimTotpStep(
  db: Database,
  key: SymmetricDecryptOptions["key"],
  userId: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const [row] = await db
    .select({ secret: staffTwoFactor.secret })
    .from(staffTwoFactor)
    .where(eq(staffTwoFactor.userId, userId));
  if (!row) return false;
  const step = totpStepOf(await symmetricDecrypt({ key, data: row.secret }), code, now);
  if (step === undefined) return false;
  const claimed = await db
    .update(staffTwoFactor)
    .set({ lastTotpStep: step })
    .where(and(eq(staffTwoFactor.userId, userId), lt(staffTwoFactor.lastTotpStep, step)))
    .returning({ userId: staffTwoFactor.userId });
  return claimed.length > 0;
}
