import { leadKinds, leadStatuses, type LeadKind, type LeadStatus } from "../../../server/db/staff-vocabulary.ts";
import { parseCursor, type InboxFilter } from "../../../server/domain/leads/inbox-filter.ts";

// The inbox's labels and its filter in the URL, for the pages; the filter's meaning, the page size
// and the cursor are the domain's (server/domain/leads/inbox-filter.ts).

export { leadKinds, leadStatuses, type LeadKind, type LeadStatus };

export const kindLabels: Record<LeadKind, string> = {
  contact: "Contact message",
  tour: "Tour request",
  webinar: "Webinar registration",
  sms: "SMS reminder",
  newsletter: "Newsletter subscriber",
};

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  in_progress: "In progress",
  done: "Done",
  spam: "Spam",
};

const day = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filter from the URL; anything malformed is ignored rather than failing the page. */
export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const filter: InboxFilter = {};
  const kind = params.get("kind");
  if (kind && (leadKinds as readonly string[]).includes(kind)) filter.kind = kind as LeadKind;
  const status = params.get("status");
  if (status && (leadStatuses as readonly string[]).includes(status)) filter.status = status as LeadStatus;
  const from = params.get("from");
  if (from && day.test(from) && !Number.isNaN(Date.parse(from))) filter.from = from;
  const to = params.get("to");
  if (to && day.test(to) && !Number.isNaN(Date.parse(to))) filter.to = to;
  if (params.get("mine") === "1") filter.mine = true;
  const q = params.get("q")?.trim().slice(0, 200);
  if (q) filter.q = q;
  const before = params.get("before");
  if (before && parseCursor(before)) filter.before = before;
  return filter;
}

/** The filter as URL search parameters (without the cursor unless asked), for links and the CSV. */
export function filterParams(filter: InboxFilter, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const key of ["kind", "status", "from", "to", "q"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.mine) params.set("mine", "1");
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

const listKeys = ["kind", "status", "from", "to", "q", "mine", "before"] as const;

/** The lead link's `back` parameter: the list's filter and page, so '← Inbox' returns to them. */
export function leadLink(id: number, filter: InboxFilter): string {
  const list = filterParams(filter, { before: filter.before });
  return `/staff/leads/${id}${list ? `?${new URLSearchParams({ back: list.slice(1) })}` : ""}`;
}

/** Where '← Inbox' goes: always /staff, with only the list's own parameters kept (never an open redirect). */
export function inboxBackPath(leadUrl: string): string {
  const back = new URLSearchParams(new URL(leadUrl, "http://local").searchParams.get("back") ?? "");
  const kept = new URLSearchParams();
  for (const key of listKeys) {
    const value = back.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `/staff?${text}` : "/staff";
}
