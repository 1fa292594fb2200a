import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { MailAttachment } from "../mail/layout.ts";

// Every table of the database, for Drizzle's client and drizzle-kit (drizzle.config.ts): each context
// owns its tables in server/domain/<context>/schema.ts; the infrastructure's (the form limiter's
// counters, the local mail outbox) are here.

// Fixed-window counters shared by every server process, so a limit holds across instances.
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    bucket: text("bucket").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index("rate_limit_hits_window_idx").on(t.windowStart)],
);

// Mail the site would have sent while no SMTP_URL is configured (`npm run local`): the back
// office shows it, and the retention job deletes it after retention.outboxDays.
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    template: text("template").notNull(),
    sender: text("sender").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** Files sent with the mail (a calendar file), kept as text like the bodies. */
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_created_idx").on(t.createdAt),
    index("mail_outbox_recipient_idx").on(sql`lower(${t.recipient})`),
  ],
);
export * from "../domain/booking/schema.ts";
export * from "../domain/content/schema.ts";
export * from "../domain/enquiries/schema.ts";
export * from "../domain/leads/schema.ts";
export * from "../domain/media/schema.ts";
export * from "../domain/newsletter/schema.ts";
export * from "../domain/staff/schema.ts";
export * from "../domain/webinar/schema.ts";
