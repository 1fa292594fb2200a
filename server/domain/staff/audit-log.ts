import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { database } from "../../db/index.ts";
import { leadInbox, staffAuditLog, type LeadKind } from "./schema.ts";
import { AsyncLocalStorage } from "node:async_hooks";

// The audit log (docs/decisions/0857): who did what to which record, with the request's origin; the
// writing side first, then the owners' view (listAudit, below).

/** Where a back-office request comes from: client address after proxy trust, user agent. */
export interface RequestOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

// Kept for the length of the request (the /staff middleware, app/features/staff/audit-scope.server.ts)
// so that every entry written while it runs carries both, without each caller passing them on.
const scope = new AsyncLocalStorage<RequestOrigin>();

/** Runs `work` with `origin` as the origin of every audit entry it writes. */
export function withRequestOrigin<T>(origin: RequestOrigin, work: () => T): T {
  return scope.run(origin, work);
}

/** The origin of the request being handled; none outside a request (the command line, jobs). */
function currentOrigin(): RequestOrigin {
  return scope.getStore() ?? { ipAddress: null, userAgent: null };
}

export interface AuditEntry {
  action: string;
  targetType:
    "lead" | "staff" | "settings" | "invite" | "export" | "mail" | "webinar" | "audit" | "template" | "content";
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

/**
 * Appends an entry about a change to a lead's source row (a tour moved, an option released), on that
 * lead, so its timeline shows it; a row whose lead is gone is named by its kind and id.
 */
export async function recordLeadAudit(
  db: Database,
  actor: { id: string | null; email: string },
  source: { kind: LeadKind; sourceId: number },
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  const [lead] = await db
    .select({ id: leadInbox.id })
    .from(leadInbox)
    .where(and(eq(leadInbox.kind, source.kind), eq(leadInbox.sourceId, source.sourceId)));
  await recordAudit(db, actor, {
    action,
    targetType: "lead",
    targetId: lead?.id ?? `${source.kind}-${source.sourceId}`,
    details,
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

// --- Reading: the owners' view (/staff/audit), filtered by actor, action and day, newest first, a page at a time.

export const AUDIT_PAGE_SIZE = 50;

/** The audit page's filter (read from its URL by app/features/staff/audit.ts). */
export interface AuditFilter {
  /** The actor's e-mail, exactly (case-insensitive). */
  actor?: string;
  action?: string;
  /** On or after this day (YYYY-MM-DD, Europe/Berlin). */
  from?: string;
  /** On or before this day. */
  to?: string;
  page: number;
}

function where(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.actor) parts.push(sql`lower(${staffAuditLog.actorEmail}) = ${filter.actor}`);
  if (filter.action) parts.push(eq(staffAuditLog.action, filter.action));
  if (filter.from)
    parts.push(gte(staffAuditLog.at, sql`(${filter.from}::date)::timestamp at time zone 'Europe/Berlin'`));
  if (filter.to)
    parts.push(lt(staffAuditLog.at, sql`(${filter.to}::date + 1)::timestamp at time zone 'Europe/Berlin'`));
  return parts.length ? and(...parts) : undefined;
}

export async function listAudit(db: Database, filter: AuditFilter) {
  const [entries, [total], actions] = await Promise.all([
    db
      .select()
      .from(staffAuditLog)
      .where(where(filter))
      .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(staffAuditLog).where(where(filter)),
    db.selectDistinct({ action: staffAuditLog.action }).from(staffAuditLog).orderBy(staffAuditLog.action),
  ]);
  return { entries, total: total?.n ?? 0, actions: actions.map((a) => a.action) };
}
