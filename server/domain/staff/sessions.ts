import { and, desc, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { staffSession } from "./schema.ts";
import { recordAudit } from "./audit-log.ts";

// A staff member's signed-in sessions: listed on the account page, ended one by one or all at once.

export async function sessionsOf(db: Database, userId: string) {
  return db
    .select({
      id: staffSession.id,
      createdAt: staffSession.createdAt,
      updatedAt: staffSession.updatedAt,
      expiresAt: staffSession.expiresAt,
      ipAddress: staffSession.ipAddress,
      userAgent: staffSession.userAgent,
    })
    .from(staffSession)
    .where(and(eq(staffSession.userId, userId), gt(staffSession.expiresAt, new Date())))
    .orderBy(desc(staffSession.updatedAt));
}

/** Ends one session (its row goes, so its cookie opens nothing any more); false if it was not there. */
export async function revokeSession(
  db: Database,
  actor: { id: string; email: string },
  userId: string,
  sessionId: string,
) {
  const removed = await db
    .delete(staffSession)
    .where(and(eq(staffSession.id, sessionId), eq(staffSession.userId, userId)))
    .returning({ id: staffSession.id });
  if (removed.length === 0) return false;
  await recordAudit(db, actor, {
    action: "session.revoke",
    targetType: "staff",
    targetId: userId,
    details: { sessionId },
  });
  return true;
}

export async function revokeAllSessions(db: Database, actor: { id: string; email: string }, userId: string) {
  const removed = await db
    .delete(staffSession)
    .where(eq(staffSession.userId, userId))
    .returning({ id: staffSession.id });
  await recordAudit(db, actor, {
    action: "session.revoke-all",
    targetType: "staff",
    targetId: userId,
    details: { sessions: removed.length },
  });
  return removed.length;
}
