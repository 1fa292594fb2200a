import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { database } from "../../db/index.ts";
import { staffSettings, staffUser, staffVerification } from "./schema.ts";
import { env } from "../../env.ts";
import { staffAuth } from "./auth.ts";
import { recordAudit } from "./audit-log.ts";

// The second-factor policy (required unless an owner turns it off) and the pending second step of
// a sign-in (docs/decisions/0851).

export async function twoFactorRequired(db: Database): Promise<boolean> {
  const [row] = await db.select().from(staffSettings).where(eq(staffSettings.key, "require_two_factor"));
  // Until the owner decides otherwise the second factor is required (docs/decisions/0851).
  return row ? row.value === true : true;
}

export async function setTwoFactorRequired(db: Database, actor: { id: string; email: string }, required: boolean) {
  await db
    .insert(staffSettings)
    .values({ key: "require_two_factor", value: required })
    .onConflictDoUpdate({ target: staffSettings.key, set: { value: required, updatedAt: new Date() } });
  await recordAudit(db, actor, {
    action: "settings.require-two-factor",
    targetType: "settings",
    targetId: "require_two_factor",
    details: { to: required },
  });
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The account whose password step this browser passed and whose second factor is pending: better-auth
 * keeps it in a signed cookie naming a verification row. Used to say whose code was wrong.
 */
export async function pendingSecondFactorUser(request: Request): Promise<{ id: string; email: string } | undefined> {
  const auth = await staffAuth();
  const name = (await auth.$context).createAuthCookie("two_factor").name;
  const signed = cookieValue(request, name);
  const dot = signed?.lastIndexOf(".") ?? -1;
  if (!signed || dot < 1) return undefined;
  const identifier = signed.slice(0, dot);
  const expected = createHmac("sha256", env().STAFF_AUTH_SECRET).update(identifier).digest();
  const given = Buffer.from(signed.slice(dot + 1), "base64");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const { db } = await database();
  const [user] = await db
    .select({ id: staffUser.id, email: staffUser.email })
    .from(staffVerification)
    .innerJoin(staffUser, eq(staffUser.id, staffVerification.value))
    .where(eq(staffVerification.identifier, identifier));
  return user;
}
