// The part of the forms' contract that the browser needs before it validates anything: what an
// action answers, the hidden field names, and how form values are read. No Zod here, so that a
// page loads the validator only when a visitor starts to fill in a form (EnhancedForm.tsx).

// What every form action answers, with or without JavaScript: the spec's toast, and which
// fields were wrong. The browser turns it into a toast; the no-JS page renders it in place.
import type { ToastMessage } from "../../../server/domain/leads/form-messages.ts";

export type { ToastMessage };

// "notice": nothing went wrong, but nothing new happened either (the spec's 'Already subscribed'):
// a plain toast, not the destructive one.
export type FormResult =
  // redirectTo: where this success leads (e.g. a registrant's own signed confirmation page).
  | ({ status: "success"; redirectTo?: string } & ToastMessage)
  | ({ status: "notice" } & ToastMessage)
  // values: what was typed, for a refusal answered to a plain (no JavaScript) post, so the page
  // re-rendered with the notice keeps the input.
  | ({ status: "error"; fieldErrors?: Record<string, string>; values?: Record<string, string> } & ToastMessage);

/** Lengths that fields of several forms share: the schema refuses more, the field stops typing there. */
export const FIELD_MAX = { email: 254, company: 150 } as const;

export const HONEYPOT_FIELD = "website";
/** The server's signed time of rendering the form (docs/decisions/1103): too fast a post is a script's. */
export const STARTED_FIELD = "_started";
/** Posts sooner after rendering are a script's; at most 2 s, so that no person is ever refused. */
export const MIN_FILL_MS = 1_500;
/** Answers a fresh form ticket as `{ "ticket": "..." }` (docs/decisions/1104), for prerendered forms. */
export const FORM_TICKET_PATH = "/forms/ticket";

/**
 * How long a post waits before it is sent: the rest of MIN_FILL_MS since the ticket arrived (both on
 * the page's monotonic clock), so that the server, whose ticket is older still, never takes it for a script's.
 */
export function remainingFillMs(ticketArrivedAt: number, now: number): number {
  return Math.min(MIN_FILL_MS, Math.max(0, MIN_FILL_MS - (now - ticketArrivedAt)));
}

/** The ticket in GET /forms/ticket's answer, or undefined for anything else. */
export function ticketOf(answer: unknown): string | undefined {
  const ticket = (answer as { ticket?: unknown } | null)?.ticket;
  return typeof ticket === "string" && ticket !== "" ? ticket : undefined;
}

/** Set by the enhanced (JavaScript) form so that the server answers with data rather than a redirect. */
export const ENHANCED_FIELD = "_enhanced";

export function formDataToObject(formData: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && !(key in values)) values[key] = value;
  }
  return values;
}

/**
 * Where the enhanced form posts to get its answer as JSON (app/routes/forms.$.ts): the page's own
 * form action under /forms, with its query (the SMS reminder's token), e.g. /contact -> /forms/contact.
 */
export function formAnswerUrl(action: string): string {
  const url = new URL(action, "http://x");
  return `/forms${url.pathname}${url.search}`;
}
