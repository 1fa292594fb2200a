import type { Database } from "../../../server/db/client.ts";
import { database } from "../../../server/db/index.ts";
import { staffAuditLog } from "../../../server/domain/staff/schema.ts";
import { currentOrigin } from "./audit-scope.server.ts";

// The audit log's writing side: who did what to which record, with the request's origin
// (docs/decisions/0857); the owners' view of it is audit.server.ts.

export interface AuditEntry {
  action: string;
  targetType: "lead" | "staff" | "settings" | "invite" | "export" | "mail" | "webinar" | "audit";
  targetId: string | number;
  details?: Record<string, unknown>;
}

/** Appends one entry, with the address and user agent of the request it happens in (none on the command line). */
export async function recordAudit(db: Database, actor: { id: string | null; email: string }, entry: AuditEntry) {
  const origin = currentOrigin();
  await db.insert(staffAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email.slice(0, 320),
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId).slice(0, 320),
    details: entry.details ?? {},
    ipAddress: origin.ipAddress,
    userAgent: origin.userAgent,
  });
}

/** Sign-in events of the audit log (docs/decisions/0857). */
export type SignInEvent =
  "sign-in.success" | "sign-in.failure" | "sign-in.locked" | "sign-in.second-factor-failure" | "sign-out";

/**
 * One sign-in event. `who` is the account when known; for a failed password the address typed (no
 * account may have it), so the log shows what was tried.
 */
export async function auditSignIn(
  event: SignInEvent,
  who: { id: string | null; email: string },
  details: Record<string, unknown> = {},
) {
  await recordAudit((await database()).db, who, {
    action: event,
    targetType: "staff",
    targetId: who.id ?? who.email,
    details,
  });
}
