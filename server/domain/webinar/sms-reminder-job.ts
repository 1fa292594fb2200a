import { eq } from "drizzle-orm";
import type { Job } from "pg-boss";
import type { Database } from "../../db/client.ts";
import { webinarSmsReminders } from "../../db/schema.ts";
import { webinarRegistrations, webinarSessions } from "./schema.ts";
import type { Env } from "../../env.ts";
import { webinarReminderSms } from "./mail.ts";
import { smsTransport } from "../../sms/transport.ts";
import { queueNames, type WebinarSmsJob } from "../../jobs/queue.ts";

// The one SMS reminder of a number, claimed by the sweep 5 minutes before its session. A number
// deleted meanwhile (the session ended) or a session cancelled or started sends nothing.
export const name = queueNames.webinarSms;

/** "+49" and "0170 1234567" -> "+491701234567". */
export function e164(countryCode: string, phoneNumber: string): string {
  return `${countryCode.trim()}${phoneNumber.replace(/\D/g, "").replace(/^0+/, "")}`;
}

export async function run(job: Job<WebinarSmsJob>, db: Database, config: Env): Promise<string> {
  const [row] = await db
    .select({ reminder: webinarSmsReminders, session: webinarSessions, locale: webinarRegistrations.locale })
    .from(webinarSmsReminders)
    .innerJoin(webinarSessions, eq(webinarSessions.slug, webinarSmsReminders.webinarId))
    // The registration that asked for it says the SMS's language (none: German, as before issue 44).
    .leftJoin(webinarRegistrations, eq(webinarRegistrations.id, webinarSmsReminders.registrationId))
    .where(eq(webinarSmsReminders.id, job.data.reminderId));
  if (!row) return "gone";
  if (row.session.status !== "scheduled" || row.session.startsAt <= new Date()) return "session not open";
  return smsTransport(db, config).send({
    to: e164(row.reminder.countryCode, row.reminder.phoneNumber),
    text: webinarReminderSms(row.session, row.locale ?? "de"),
    sessionId: row.session.id,
  });
}
