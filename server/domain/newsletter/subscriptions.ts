import { eq, sql } from "drizzle-orm";
import { localeOr, type Locale } from "../company/locale.ts";
import { newsletterConsentText } from "./messages.ts";
import type { Database } from "../../db/client.ts";
import { newsletterSubscriptions } from "../../db/schema.ts";
import { queueNames, transactionWithJobs } from "../../jobs/queue.ts";
import { claimConfirmation } from "../../mail/visitor-text.ts";
import { tokenId, verifyLink, type LinkPurpose } from "./links.ts";

// Newsletter double opt-in (docs/decisions/0801-newsletter-double-opt-in.md).

/** What a sign-up did: a confirmed address is "already subscribed"; anything else is the success message. */
export type SignUpOutcome = "pending-sent" | "pending-resent" | "pending-recently-sent" | "already-confirmed";

const byAddress = (email: string) => sql`lower(${newsletterSubscriptions.email}) = lower(${email})`;

export async function signUp(
  db: Database,
  email: string,
  options: { resendMinutes: number; now?: Date; locale?: Locale },
): Promise<SignUpOutcome> {
  const now = options.now ?? new Date();
  // The language of the page the address was entered on: the confirmation mail and the link pages speak it.
  const language = options.locale ?? "en";
  return transactionWithJobs(db, async (tx, send) => {
    const [existing] = await tx.select().from(newsletterSubscriptions).where(byAddress(email)).for("update");
    if (existing?.status === "confirmed") return "already-confirmed";
    if (existing) {
      const last = existing.confirmationSentAt ?? existing.createdAt;
      if (now.getTime() - last.getTime() < options.resendMinutes * 60_000) return "pending-recently-sent";
      if (!(await claimConfirmation(tx, email, "newsletter", now))) return "pending-recently-sent";
      await tx
        .update(newsletterSubscriptions)
        .set({ confirmationSentAt: now, language })
        .where(eq(newsletterSubscriptions.id, existing.id));
      await send(queueNames.newsletterConfirmation, { subscriptionId: existing.id });
      return "pending-resent";
    }
    // A concurrent first sign-up of the same address hits the unique index (23505): "Already subscribed".
    // One confirmation mail per mailbox and day (decision 1106): a +tag variant is stored, not mailed.
    const mailed = await claimConfirmation(tx, email, "newsletter", now);
    const [row] = await tx
      .insert(newsletterSubscriptions)
      .values({
        email,
        status: "pending",
        consentText: newsletterConsentText[language],
        confirmationSentAt: mailed ? now : null,
        language,
      })
      .returning({ id: newsletterSubscriptions.id });
    if (!mailed) return "pending-recently-sent";
    await send(queueNames.newsletterConfirmation, { subscriptionId: row!.id });
    return "pending-sent";
  });
}

async function subscriptionFor(db: Database, secret: string, purpose: LinkPurpose, token: string, now: Date) {
  const id = tokenId(token);
  if (id === undefined) return undefined;
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
  return row && verifyLink(secret, purpose, token, row.email, now) ? row : undefined;
}

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "invalid";

/** What a link did, and the subscriber's language when the link named a subscription (its pages speak it). */
export interface LinkAnswer<Outcome> {
  outcome: Outcome;
  locale?: Locale;
}

export async function confirmSubscription(
  db: Database,
  secret: string,
  token: string,
  now = new Date(),
): Promise<LinkAnswer<ConfirmOutcome>> {
  const row = await subscriptionFor(db, secret, "confirm", token, now);
  if (!row) return { outcome: "invalid" };
  const locale = localeOr(row.language);
  if (row.status === "confirmed") return { outcome: "already-confirmed", locale };
  await db
    .update(newsletterSubscriptions)
    .set({ status: "confirmed", confirmedAt: now })
    .where(eq(newsletterSubscriptions.id, row.id));
  return { outcome: "confirmed", locale };
}

export type UnsubscribeOutcome = "unsubscribed" | "invalid";

/** The unsubscribe link (page button or one-click POST): the subscription is deleted. */
export async function unsubscribeByToken(
  db: Database,
  secret: string,
  token: string,
  now = new Date(),
): Promise<LinkAnswer<UnsubscribeOutcome>> {
  const row = await subscriptionFor(db, secret, "unsubscribe", token, now);
  if (!row) return { outcome: "invalid" };
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, row.id));
  return { outcome: "unsubscribed", locale: localeOr(row.language) };
}

/**
 * Whether an unsubscribe token is valid for a stored subscription (the page before the button), and
 * that subscriber's language.
 */
export async function unsubscribeTokenIsValid(
  db: Database,
  secret: string,
  token: string,
): Promise<{ valid: boolean; locale?: Locale }> {
  const row = await subscriptionFor(db, secret, "unsubscribe", token, new Date());
  return row ? { valid: true, locale: localeOr(row.language) } : { valid: false };
}

/** The back office's unsubscribe: deletes the address's subscription; false when there was none. */
export async function unsubscribeAddress(db: Database, email: string): Promise<boolean> {
  const deleted = await db
    .delete(newsletterSubscriptions)
    .where(byAddress(email.trim()))
    .returning({ id: newsletterSubscriptions.id });
  return deleted.length > 0;
}
