import { and, eq, isNull, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import type { Database } from "../../../server/db/client.ts";
import { webinarSmsReminders } from "../../../server/db/schema.ts";
import { env, type Env } from "../../../server/env.ts";
import { queueNames, transactionWithJobs } from "../../../server/jobs/queue.ts";
import { claimBudgetAlert, takeSms } from "../../../server/domain/webinar/sms-budget.ts";
import { checkSmsNumber } from "../../../server/domain/webinar/sms-numbers.ts";
import { handleFormSubmission } from "../form-kit/submission.server.ts";
import {
  registrationFromRequest,
  type RegistrationWithSession,
} from "../webinar-confirmation/registration-session.server.ts";
import { sessionState, type WebinarSession } from "../../../server/domain/webinar/sessions.ts";
import { smsReminderMessages, smsReminderRefusals } from "./messages.ts";
import { smsReminderSchema, type SmsReminderRequest } from "./schema.ts";

/** A reminder request as a webinar_sms_reminders row, for the registrant's session (its slug). */
export function smsReminderRow(
  values: SmsReminderRequest,
  session: Pick<WebinarSession, "slug">,
  registrationId?: number,
): typeof webinarSmsReminders.$inferInsert {
  return {
    webinarId: session.slug,
    countryCode: values.country_code,
    phoneNumber: values.phone_number,
    registrationId,
  };
}

class BudgetSpent extends Error {
  readonly period: "hour" | "day";
  constructor(period: "hour" | "day") {
    super(`SMS budget of this ${period} spent`);
    this.period = period;
  }
}

/**
 * Stores the registration's one number (issue 41): a new number replaces the old one and costs no
 * further SMS; a first number takes one SMS from the site-wide budget, in the same transaction.
 */
export async function saveSmsNumber(
  db: Database,
  config: Env,
  values: SmsReminderRequest,
  found: RegistrationWithSession,
): Promise<"stored" | "replaced" | "hour" | "day"> {
  try {
    return await transactionWithJobs(db, async (tx) => {
      // One registration's posts queue here, so its first number takes budget once.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sms-number'), ${found.registrationId})`);
      const replaced = await tx
        .update(webinarSmsReminders)
        .set({ countryCode: values.country_code, phoneNumber: values.phone_number })
        .where(and(eq(webinarSmsReminders.registrationId, found.registrationId), isNull(webinarSmsReminders.sentAt)))
        .returning({ id: webinarSmsReminders.id });
      if (replaced.length > 0) return "replaced";
      const spent = await takeSms(tx, config);
      if (spent) throw new BudgetSpent(spent);
      await tx.insert(webinarSmsReminders).values(smsReminderRow(values, found.session, found.registrationId));
      return "stored";
    });
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    // Told once per window: whoever marks the window first queues the team's mail.
    await transactionWithJobs(db, async (tx, send) => {
      if (await claimBudgetAlert(tx, error.period)) {
        const limit = error.period === "hour" ? config.SMS_BUDGET_PER_HOUR : config.SMS_BUDGET_PER_DAY;
        await send(queueNames.webinarMail, { kind: "smsBudget", period: error.period, limit });
      }
    });
    return error.period;
  }
}

/** Why no reminder can be sent for a session, or undefined when it is still ahead (full or not). */
export function smsRefusal(session: WebinarSession | undefined, now = new Date()): string | undefined {
  if (!session) return smsReminderRefusals.invalidLink;
  const state = sessionState(session, now);
  if (state === "cancelled") return smsReminderRefusals.cancelled;
  if (state === "started" || state === "held") return smsReminderRefusals.past;
  return undefined;
}

/** Posted to /webinar/confirmation?t=<token>: the token names the registration and so the session. */
export function requestSmsReminder(request: Request, context: Readonly<RouterContextProvider>) {
  return handleFormSubmission({
    request,
    context,
    form: "webinar-sms-reminder",
    schema: smsReminderSchema,
    messages: smsReminderMessages,
    save: async (db, values) => {
      const found = await registrationFromRequest(request);
      const refusal = smsRefusal(found?.session);
      if (refusal || !found) {
        const description = refusal ?? smsReminderRefusals.invalidLink;
        return { refused: { status: "error", title: smsReminderRefusals.title, description } };
      }
      const refuse = (description: string) => ({
        refused: {
          status: "error" as const,
          title: smsReminderRefusals.title,
          description,
          fieldErrors: { phone_number: description },
          values: { country_code: values.country_code, phone_number: values.phone_number },
        },
      });
      const number = checkSmsNumber(values.country_code, values.phone_number);
      if (!number.ok) return refuse(smsReminderRefusals[number.reason]);
      const saved = await saveSmsNumber(db, env(), values, found);
      if (saved === "hour" || saved === "day") return refuse(smsReminderRefusals.budget);
    },
  });
}
