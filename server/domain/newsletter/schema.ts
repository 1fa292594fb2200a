import { sql } from "drizzle-orm";
import { check, index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// The newsletter's table, its column names as spec section 3 names them, plus id and created_at.

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Double opt-in (docs/decisions/0801-newsletter-double-opt-in.md): pending until the link in
    // the confirmation mail is opened; rows from before it were carried over as confirmed.
    status: text("status", { enum: ["pending", "confirmed"] })
      .notNull()
      .default("pending"),
    consentText: text("consent_text"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    /** The language of the page the address was entered on ('en', 'de'): its mails and link pages follow it. */
    language: text("language").notNull().default("en"),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_lower_key").on(sql`lower(${t.email})`),
    check("newsletter_subscriptions_status", sql`${t.status} in ('pending', 'confirmed')`),
    check("newsletter_subscriptions_language_check", sql`${t.language} in ('en', 'de')`),
    index("newsletter_subscriptions_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
