import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import { queueNames, transactionWithJobs } from "../../jobs/queue.ts";
import { webinarSmsReminders } from "./schema.ts";
import { claimBudgetAlert, takeSms } from "./sms-budget.ts";
import type { WebinarSession } from "./sessions.ts";

// A registrant's SMS reminder number (issue 41, docs/decisions/1100): one per registration, the
// first one paid from the site-wide SMS budget. Which numbers are accepted is sms-numbers.ts.

/** The number as the form sends it: the country code chosen and the rest typed. */
export interface SmsNumber {
  country_code: string;
  phone_number: string;
}

/** A reminder request as a webinar_sms_reminders row, for the registrant's session (its slug). */
export function smsReminderRow(
  values: SmsNumber,
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
  values: SmsNumber,
  found: { registrationId: number; session: Pick<WebinarSession, "slug"> },
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
