import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import type { Env } from "../env.ts";
import type { RenderedMail } from "./layout.ts";
import type { MailSettings } from "./settings.ts";

// Sends a rendered mail: through SMTP_URL when set, otherwise into the mail_outbox table that the
// back office shows (so `npm run local` keeps every mail the site would send). A failure throws:
// the job fails and the queue retries it with backoff.

const store = globalThis as typeof globalThis & { __sparkMailer?: { url: string; transporter: Transporter } };

function transporter(url: string): Transporter {
  if (store.__sparkMailer?.url !== url) {
    store.__sparkMailer = {
      url,
      // A mail server that does not answer fails the attempt within seconds; the queue retries it.
      // Pooled: a burst of mails reuses a few connections instead of one handshake per mail.
      transporter: nodemailer.createTransport({
        url,
        pool: true,
        maxConnections: 4,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    };
  }
  return store.__sparkMailer.transporter;
}

export function mailSettings(config: Env): MailSettings {
  return {
    siteUrl: config.PUBLIC_SITE_URL,
    team: {
      contact: config.MAIL_TEAM_CONTACT,
      tour: config.MAIL_TEAM_TOUR,
      webinar: config.MAIL_TEAM_WEBINAR,
      enquiry: config.MAIL_TEAM_ENQUIRY,
    },
  };
}

export async function deliver(
  db: Database,
  config: Env,
  template: string,
  mail: RenderedMail,
): Promise<"smtp" | "outbox"> {
  if (config.SMTP_URL) {
    await transporter(config.SMTP_URL).sendMail({
      from: config.MAIL_FROM,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      attachments: mail.attachments,
    });
    return "smtp";
  }
  await db.insert(mailOutbox).values({
    template,
    sender: config.MAIL_FROM,
    recipient: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    headers: { ...(mail.replyTo ? { "Reply-To": mail.replyTo } : {}), ...mail.headers },
    attachments: mail.attachments ?? [],
  });
  return "outbox";
}

export function closeMailer(): void {
  store.__sparkMailer?.transporter.close();
  store.__sparkMailer = undefined;
}
