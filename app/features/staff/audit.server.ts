import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../server/db/client.ts";
import { staffAuditLog } from "../../../server/domain/staff/schema.ts";
import { AUDIT_PAGE_SIZE, type AuditFilter } from "./audit.ts";

// The owners' view of the audit log (/staff/audit): filtered by actor, action and day, newest first,
// a page at a time (docs/decisions/0857).

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
