import { leadKinds, leadStatuses, type LeadKind, type LeadStatus } from "../../../server/db/staff-vocabulary.ts";

// The inbox's vocabulary and its filter, shared by the server (queries, CSV) and the pages.

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

export const PAGE_SIZE = 50;
export const MAX_NOTE_LENGTH = 5000;

export interface InboxFilter {
  kind?: LeadKind;
  status?: LeadStatus;
  /** Received on or after this day (YYYY-MM-DD, Europe/Berlin). */
  from?: string;
  /** Received on or before this day. */
  to?: string;
  q?: string;
  /** Keyset cursor: the last row of the previous page, `<ISO time>_<id>`. */
  before?: string;
}

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
  const q = params.get("q")?.trim().slice(0, 200);
  if (q) filter.q = q;
  const before = params.get("before");
  if (before && parseCursor(before)) filter.before = before;
  return filter;
}

export function parseCursor(value: string): { at: Date; id: number } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_(\d{1,15})$/.exec(value);
  if (!match) return undefined;
  const at = new Date(match[1]!);
  return Number.isNaN(at.getTime()) ? undefined : { at, id: Number(match[2]) };
}

export function cursorOf(row: { createdAt: string; id: number }): string {
  return `${row.createdAt}_${row.id}`;
}

/** The filter as URL search parameters (without the cursor unless asked), for links and the CSV. */
export function filterParams(filter: InboxFilter, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const key of ["kind", "status", "from", "to", "q"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

const listKeys = ["kind", "status", "from", "to", "q", "before"] as const;

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
