import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../server/db/client.ts";
import { staffAuditLog } from "../../../server/db/staff-schema.ts";

// The owners' view of the audit log (/staff/audit): filtered by actor, action and day, newest first,
// a page at a time (docs/decisions/0857).

export const AUDIT_PAGE_SIZE = 50;

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string | null) =>
  value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;

/** Reads the filter from the URL; anything malformed is ignored rather than failing the page. */
export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const actor = params.get("actor")?.trim().toLowerCase().slice(0, 320);
  const action = params.get("action")?.trim();
  const page = Number(params.get("page"));
  return {
    actor: actor || undefined,
    action: action && /^[a-z0-9.-]{1,64}$/.test(action) ? action : undefined,
    from: validDay(params.get("from")),
    to: validDay(params.get("to")),
    page: Number.isSafeInteger(page) && page > 1 && page < 100_000 ? page : 1,
  };
}

/** The filter as a query string (without the page), for links to other pages. */
export function auditParams(filter: AuditFilter, page = 1): string {
  const params = new URLSearchParams();
  for (const key of ["actor", "action", "from", "to"] as const) if (filter[key]) params.set(key, filter[key]);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
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
