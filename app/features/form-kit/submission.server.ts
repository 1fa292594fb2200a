import { localeOfPath, type Locale } from "~/lib/i18n/locale";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { database } from "../../../server/db/index.ts";
import { pgErrorCode, type Database } from "../../../server/db/client.ts";
import { env } from "../../../server/env.ts";
import { requestInfo } from "../../../server/request-context.ts";
import { formTicketAge } from "../../../server/security/form-ticket.ts";
import { hitRateLimit } from "../../../server/security/rate-limit.ts";
import {
  ENHANCED_FIELD,
  formDataToObject,
  HONEYPOT_FIELD,
  MIN_FILL_MS,
  parseForm,
  STARTED_FIELD,
  type FormResult,
  type ToastMessage,
} from "./result.ts";

interface FormMessages {
  missing: ToastMessage;
  failure: ToastMessage;
  success: ToastMessage;
  rateLimited: ToastMessage;
  /** A post without a form ticket: sent again, its values kept (docs/decisions/1104). */
  noTicket: ToastMessage;
  /** Title of the toast for a field that is present but wrong (too long, malformed). */
  invalidTitle: string;
  requiredField?: string;
}

export type SaveOutcome =
  | { refused: FormResult & { status: "error" } }
  | { redirectTo: string }
  // The success toast told from what was stored (an enquiry's option), instead of the form's fixed one.
  | { answer: ToastMessage };

export interface FormSubmission<T> {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** Names the form in logs and in its rate-limit bucket. */
  form: string;
  schema: z.ZodType<T>;
  messages: FormMessages;
  /**
   * Stores the values. It may instead refuse them with a message (nothing stored; answered 409) or
   * name where this submission's success leads (a plain post is redirected there; with JavaScript
   * the success result carries it as `redirectTo`).
   */
  save: (db: Database, values: T, client: { fillMs?: number }) => Promise<void | SaveOutcome>;
  /** Turns a known database error code into the visitor's message (e.g. 23505 on the newsletter). */
  knownErrors?: Record<string, FormResult>;
  /** Where a successful plain (no JavaScript) post goes instead of re-rendering the page. */
  successRedirect?: string;
}

/**
 * The one way every public form is handled on the server: parse with the shared schema, refuse
 * bots and floods, store, and answer with the spec's message. Nothing is acknowledged that was
 * not committed; unexpected failures are logged with the request id and shown as the spec's text.
 */
export async function handleFormSubmission<T>(submission: FormSubmission<T>) {
  const { request, context, form, schema, messages } = submission;
  const { clientIp, requestId } = requestInfo(context);
  const fail = (result: FormResult, status: number, headers?: HeadersInit) => data(result, { status, headers });

  let values: Record<string, unknown>;
  try {
    values = formDataToObject(await request.formData());
  } catch {
    return fail({ status: "error", ...messages.missing }, 400);
  }
  const enhanced = values[ENHANCED_FIELD] === "1";

  if (typeof values[HONEYPOT_FIELD] === "string" && values[HONEYPOT_FIELD] !== "") {
    // Answered as a success so that the bot learns nothing (docs/decisions/1103); nothing is stored or sent.
    console.warn(`[form:${form}] ${requestId} honeypot filled; not stored`);
    return data<FormResult>({ status: "success", ...messages.success }, { status: 200 });
  }

  // The form ticket (docs/decisions/1103, 1104): a forged one, or a post faster than any person, is a
  // script's and gets the same success answer as the honeypot. A post without one is not stored: it
  // comes back with its values and a fresh ticket (the answer page's, or the island fetches one), so a
  // person sends it again and a client that never loaded the form gets nowhere.
  const config = env();
  const ticket = values[STARTED_FIELD];
  if (typeof ticket !== "string" || ticket === "") {
    console.warn(`[form:${form}] ${requestId} no form ticket; answered with the form again`);
    return fail({ status: "error", ...messages.noTicket, ...(enhanced ? {} : { values: typedValues(values) }) }, 400);
  }
  const fillMs = formTicketAge(ticket, [config.COOKIE_SECRET, ...config.COOKIE_SECRETS_OLD]) ?? -1;
  if (fillMs < MIN_FILL_MS) {
    console.warn(
      `[form:${form}] ${requestId} ${fillMs < 0 ? "forged form ticket" : `sent ${fillMs} ms after rendering`}; not stored`,
    );
    return data<FormResult>({ status: "success", ...messages.success }, { status: 200 });
  }

  const parsed = parseForm(schema, values, messages.requiredField);
  if (!parsed.data) {
    const first = Object.values(parsed.fieldErrors)[0] ?? messages.missing.description;
    const message = parsed.missing ? messages.missing : { title: messages.invalidTitle, description: first };
    return fail({ status: "error", ...message, fieldErrors: parsed.fieldErrors }, 400);
  }

  let db: Database;
  try {
    db = (await database()).db;
  } catch (error) {
    console.error(`[form:${form}] ${requestId} database unavailable: ${describe(error)}`);
    return fail({ status: "error", ...messages.failure }, 503);
  }

  if (config.RATE_LIMIT_ENABLED) {
    try {
      const decision = await hitRateLimit(
        db,
        `form:${form}:${clientIp}`,
        config.RATE_LIMIT_FORM_MAX,
        config.RATE_LIMIT_WINDOW_SECONDS,
      );
      if (!decision.allowed) {
        return fail({ status: "error", ...messages.rateLimited }, 429, {
          "Retry-After": String(decision.retryAfterSeconds),
        });
      }
    } catch (error) {
      console.error(`[form:${form}] ${requestId} rate limit check failed: ${describe(error)}`);
      return fail({ status: "error", ...messages.failure }, 503);
    }
  }

  let outcome: void | SaveOutcome;
  try {
    outcome = await submission.save(db, parsed.data, { fillMs });
  } catch (error) {
    const code = pgErrorCode(error);
    const known = code ? submission.knownErrors?.[code] : undefined;
    if (known) return fail(known, 409);
    console.error(`[form:${form}] ${requestId} could not store submission (${code ?? "no code"}): ${describe(error)}`);
    return fail({ status: "error", ...messages.failure }, 503);
  }

  if (outcome && "refused" in outcome) return fail(outcome.refused, 409);
  if (outcome && "answer" in outcome)
    return data<FormResult>({ status: "success", ...outcome.answer }, { status: 200 });
  const redirectTo =
    (outcome && "redirectTo" in outcome ? outcome.redirectTo : undefined) ?? submission.successRedirect;
  if (redirectTo && !enhanced) throw redirect(redirectTo, 303);
  return data<FormResult>(
    {
      status: "success",
      ...messages.success,
      ...(outcome && "redirectTo" in outcome ? { redirectTo: outcome.redirectTo } : {}),
    },
    { status: 200 },
  );
}

/** What the visitor typed, for the form rendered again; not the form kit's own hidden fields. */
function typedValues(values: Record<string, unknown>): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string" && !FORM_KIT_FIELDS.has(name)) typed[name] = value;
  }
  return typed;
}

const FORM_KIT_FIELDS = new Set([STARTED_FIELD, HONEYPOT_FIELD, ENHANCED_FIELD]);

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (cause: ${error.cause.message})` : "";
    return `${error.message.split("\n")[0]}${cause}`;
  }
  return String(error);
}

/**
 * The language a form was sent in: its page's (a plain post goes to "/de/kontakt", a script's to
 * "/forms/de/kontakt"). Its messages, its mails and the lead's language follow it.
 */
export function formLocale(request: Request): Locale {
  const { pathname } = new URL(request.url);
  return localeOfPath(pathname.startsWith("/forms/") ? pathname.slice("/forms".length) : pathname);
}
