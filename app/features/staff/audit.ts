import type { AuditFilter } from "../../../server/domain/staff/audit-log.ts";

// The audit page's filter, read from and written to the URL (shared by its loader and its links).

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
