import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { webinar } from "./webinar.ts";
import type { Database } from "../../db/client.ts";
import { webinarSmsReminders } from "../../db/schema.ts";
import { smsOutbox, webinarRegistrations, webinarSessions } from "./schema.ts";
import type { Env } from "../../env.ts";
import { queueNames, sweepTime, transactionWithJobs, type WebinarSweepJob } from "../../jobs/queue.ts";

// The webinar's clock (docs/decisions/1050): every minute (WEBINAR_REMINDER_CRON, one run across all
// server processes) this sweep claims what is due with conditional UPDATEs and queues the sends in
// the same transaction, so each registrant gets one reminder mail and each number one SMS however
// many processes sweep at once:
// - the reminder mail from 24 hours before a scheduled session until its start, for registrations
//   made before those 24 hours began (later sign-ups just had their confirmation mail);
// - the SMS from 5 minutes before the start until the start;
// - a scheduled session that has ended becomes held, and its SMS numbers are deleted (privacy page).
export const name = queueNames.webinarSweep;
export const cron = (config: Env) =>
  config.WEBINAR_REMINDER_CRON === "off" ? undefined : config.WEBINAR_REMINDER_CRON;

export const REMINDER_MAIL_HOURS = 24;

export interface WebinarSweepResult {
  reminderMails: number;
  sms: number;
  held: number;
  smsNumbersDeleted: number;
}

export async function sweepWebinarReminders(db: Database, now = new Date()): Promise<WebinarSweepResult> {
  const mailFrom = new Date(now.getTime() + REMINDER_MAIL_HOURS * 3_600_000);
  const smsFrom = new Date(now.getTime() + webinar.smsReminderMinutesBefore * 60_000);
  return transactionWithJobs(db, async (tx, send) => {
    const mails = await tx
      .update(webinarRegistrations)
      .set({ reminderMailSentAt: now })
      .where(
        and(
          isNull(webinarRegistrations.reminderMailSentAt),
          sql`${webinarRegistrations.sessionId} in (select ${webinarSessions.id} from ${webinarSessions}
            where ${webinarSessions.status} = 'scheduled' and ${webinarSessions.startsAt} > ${now}
              and ${webinarSessions.startsAt} <= ${mailFrom})`,
          sql`${webinarRegistrations.createdAt} <= (select ${webinarSessions.startsAt} - interval '${sql.raw(String(REMINDER_MAIL_HOURS))} hours'
            from ${webinarSessions} where ${webinarSessions.id} = ${webinarRegistrations.sessionId})`,
        ),
      )
      .returning({ id: webinarRegistrations.id });
    for (const { id } of mails) await send(queueNames.webinarMail, { kind: "reminder", registrationId: id });

    const texts = await tx
      .update(webinarSmsReminders)
      .set({ sentAt: now })
      .where(
        and(
          isNull(webinarSmsReminders.sentAt),
          sql`${webinarSmsReminders.webinarId} in (select ${webinarSessions.slug} from ${webinarSessions}
            where ${webinarSessions.status} = 'scheduled' and ${webinarSessions.startsAt} > ${now}
              and ${webinarSessions.startsAt} <= ${smsFrom})`,
        ),
      )
      .returning({ id: webinarSmsReminders.id });
    for (const { id } of texts) await send(queueNames.webinarSms, { reminderId: id });

    const held = await tx
      .update(webinarSessions)
      .set({ status: "held", updatedAt: now })
      .where(
        and(
          eq(webinarSessions.status, "scheduled"),
          lte(sql`${webinarSessions.startsAt} + ${webinarSessions.durationMinutes} * interval '1 minute'`, now),
        ),
      )
      .returning({ id: webinarSessions.id, slug: webinarSessions.slug });
    const numbers = held.length
      ? await deleteSmsNumbers(
          tx,
          held.map((s) => s.slug),
          held.map((s) => s.id),
        )
      : 0;
    return { reminderMails: mails.length, sms: texts.length, held: held.length, smsNumbersDeleted: numbers };
  });
}

/** The SMS numbers of sessions that are over (held or cancelled): the reminders and the SMS outbox copies. */
export async function deleteSmsNumbers(db: Database, slugs: string[], sessionIds: number[]): Promise<number> {
  const removed = await db
    .delete(webinarSmsReminders)
    .where(inArray(webinarSmsReminders.webinarId, slugs))
    .returning({ id: webinarSmsReminders.id });
  await db.delete(smsOutbox).where(inArray(smsOutbox.sessionId, sessionIds));
  return removed.length;
}

export async function run(job: Job<WebinarSweepJob | null>, db: Database, config: Env): Promise<string> {
  const result = await sweepWebinarReminders(db, sweepTime(job, config));
  return Object.entries(result)
    .map(([what, count]) => `${what} ${count}`)
    .join(", ");
}
