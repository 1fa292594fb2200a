import {
  leadKindLabels,
  leadKinds,
  leadStatuses,
  type LeadKind,
  type LeadLanguage,
  type LeadStatus,
} from "../../../server/db/staff-vocabulary.ts";
import { parseCursor, type InboxFilter } from "../../../server/domain/leads/inbox-filter.ts";

// The inbox's labels and its filter in the URL, for the pages; the filter's meaning, the page size
// and the cursor are the domain's (server/domain/leads/inbox-filter.ts).

export { leadKinds, leadStatuses, type LeadKind, type LeadLanguage, type LeadStatus };

export const kindLabels = leadKindLabels;

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  in_progress: "In progress",
  done: "Done",
  spam: "Spam",
};

const day = /^\d{4}-\d{2}-\d{2}$/;
/** The filter's yes/no parts, `name=1` in the URL. */
const FLAGS = ["mine", "open", "unassigned", "upcoming", "due"] as const;

/** The yes/no parts a filter has on, for the search form to keep them. */
export function activeFlags(filter: InboxFilter): string[] {
  return FLAGS.filter((flag) => filter[flag]);
}

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
  for (const flag of FLAGS) if (params.get(flag) === "1") filter[flag] = true;
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
  for (const flag of FLAGS) if (filter[flag]) params.set(flag, "1");
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

const listKeys = ["kind", "status", "from", "to", "q", ...FLAGS, "before"] as const;

/** The lead link's `back` parameter: the list's filter and page, so '← Inbox' returns to them. */
export function leadLink(id: number, filter: InboxFilter): string {
  const list = filterParams(filter, { before: filter.before });
  return `/staff/leads/${id}${list ? `?${new URLSearchParams({ back: list.slice(1) })}` : ""}`;
}

function backParams(leadUrl: string | URL): URLSearchParams {
  const back = new URLSearchParams(new URL(leadUrl, "http://local").searchParams.get("back") ?? "");
  const kept = new URLSearchParams();
  for (const key of listKeys) {
    const value = back.get(key);
    if (value) kept.set(key, value);
  }
  return kept;
}

/**
 * Where '← Inbox' goes: always /staff, with only the list's own parameters kept (never an open redirect),
 * and the lead's row as the anchor, so the list opens where it was left.
 */
export function inboxBackPath(leadUrl: string, leadId?: number): string {
  const text = backParams(leadUrl).toString();
  return `/staff${text ? `?${text}` : ""}${leadId === undefined ? "" : `#${leadRowId(leadId)}`}`;
}

/** The filter of the list a lead page was opened from (its page included). */
export function listFilterOf(leadUrl: string | URL): InboxFilter {
  return parseInboxFilter(backParams(leadUrl));
}

/** The id of a lead's row in the inbox (the back link's anchor). */
export function leadRowId(id: number): string {
  return `lead-${id}`;
}

/** The submission's columns in words (issue 43); a column not named here is shown as its words. */
const columnLabels: Record<string, string> = {
  first_name: "First name",
  last_name: "Last name",
  full_name: "Name",
  email: "E-mail",
  company: "Company",
  message: "Message",
  phone_number: "Phone",
  country_code: "Country code",
  preferred_date: "Preferred date",
  preferred_time: "Preferred time",
  number_of_guests: "Guests",
  additional_information: "Additional information",
  webinar_id: "Webinar session",
  created_at: "Received",
  sent_at: "SMS sent",
  status: "Status",
  consent_text: "Consent given",
  confirmed_at: "Confirmed",
  confirmation_sent_at: "Confirmation mailed",
  space_id: "Space",
  guests: "Guests",
  setup: "Setup",
  event_type: "Event type",
  add_ons: "Add-ons",
  estimate: "Estimate shown",
  lang: "Language",
  language: "Language",
  locale: "Language",
};

/** A stored page language in words (issue 44). */
const languageNames: Record<string, string> = { en: "English", de: "German" };
const languageColumns = new Set(["lang", "language", "locale"]);

/** Columns stored as JSON (an enquiry's add-ons and estimate), in words. */
const jsonColumns: Record<string, (value: unknown) => string> = {
  add_ons: (value) =>
    (Array.isArray(value) ? (value as { id: string; quantity?: number }[]) : [])
      .map((addOn) => (addOn.quantity ? `${addOn.id} × ${addOn.quantity}` : addOn.id))
      .join(", "),
  estimate: (value) => {
    const gross = (value as { grossCents?: unknown } | null)?.grossCents;
    return typeof gross === "number" ? `€${(gross / 100).toFixed(2)} incl. VAT` : "";
  },
};

/** Internal keys that mean nothing to a person (row ids, links between tables). */
const hiddenColumns = new Set(["id", "registration_id", "tour_booking_id", "session_id"]);

/** The submission as a person reads it: labels in words, times in Frankfurt, no internal ids, no empty fields. */
export function submissionFields(
  submission: [string, string | null][],
  formatTime: (iso: string) => string,
): { label: string; value: string }[] {
  return submission.flatMap(([column, value]) => {
    if (hiddenColumns.has(column) || value === null || value.trim() === "") return [];
    const label = columnLabels[column] ?? column.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
    const fromJson = jsonColumns[column];
    if (fromJson) {
      const words = fromJson(parseJson(value));
      return words ? [{ label, value: words }] : [];
    }
    if (languageColumns.has(column)) return [{ label, value: languageNames[value] ?? value }];
    const time = column.endsWith("_at") && !Number.isNaN(Date.parse(value));
    return [{ label, value: time ? formatTime(value) : value }];
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
