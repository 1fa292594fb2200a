import { expect } from "@playwright/test";
import { rows } from "./database";

// The local outbox (mail_outbox): where the browser tests' server keeps mail (it has no SMTP_URL).
export interface OutboxRow {
  id: number;
  template: string;
  sender: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
}

export function outboxMails(recipient: string, template?: string): Promise<OutboxRow[]> {
  return rows<OutboxRow>(
    `select * from mail_outbox where lower(recipient) = lower($1) ${template ? "and template = $2" : ""} order by id`,
    template ? [recipient, template] : [recipient],
  );
}

/** Waits (the queue's worker runs every half second or so) until `count` such mails are in the outbox. */
export async function waitForOutbox(
  recipient: string,
  template: string,
  count = 1,
  timeout = 20_000,
): Promise<OutboxRow[]> {
  await expect.poll(async () => (await outboxMails(recipient, template)).length, { timeout }).toBe(count);
  return outboxMails(recipient, template);
}

/** The path and query of the first link to `path` in a mail's text (the mail links to PUBLIC_SITE_URL). */
export function linkIn(mail: OutboxRow, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/\//g, "\\/")}\\?token=[\\w.-]+`).exec(mail.text_body);
  if (!match) throw new Error(`no ${path} link in:\n${mail.text_body}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
