import { desc } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { smsOutbox } from "../domain/webinar/schema.ts";
import type { Env } from "../env.ts";

// Sends one SMS: to the HTTP provider at SMS_PROVIDER_URL (JSON POST { to, text } with
// SMS_PROVIDER_TOKEN as bearer token) when set, otherwise into the sms_outbox table that the back
// office's Mail page shows, and a log line. A failure throws: the job fails and the queue retries it.

interface Sms {
  /** E.164, e.g. "+491701234567". */
  to: string;
  text: string;
  sessionId: number | null;
}

export interface SmsTransport {
  send(sms: Sms): Promise<"provider" | "outbox">;
}

/** The number with all but its last three digits hidden, for logs. */
export const maskNumber = (number: string) => number.replace(/\d(?=\d{3})/g, "•");

export function smsTransport(db: Database, config: Pick<Env, "SMS_PROVIDER_URL" | "SMS_PROVIDER_TOKEN">): SmsTransport {
  const { SMS_PROVIDER_URL: url, SMS_PROVIDER_TOKEN: token } = config;
  if (url && token) {
    return {
      async send(sms) {
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ to: sms.to, text: sms.text }),
          signal: AbortSignal.timeout(15_000),
        });
        if (!response.ok) throw new Error(`SMS provider answered ${response.status} ${response.statusText}`.trim());
        return "provider";
      },
    };
  }
  return {
    async send(sms) {
      await db.insert(smsOutbox).values({ sessionId: sms.sessionId, recipient: sms.to, body: sms.text });
      console.log(`[sms] outbox (no SMS_PROVIDER_URL): to ${maskNumber(sms.to)}: ${sms.text}`);
      return "outbox";
    },
  };
}

/** The newest SMS in the outbox, newest first (the back office's Mail page). */
export async function listSmsOutbox(db: Database, limit = 100) {
  return db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(limit);
}
