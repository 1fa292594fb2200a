import { eq, sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import type { Database } from "../../db/client.ts";
import type { LeadKind } from "../../db/staff-vocabulary.ts";
import type { Env } from "../../env.ts";
import { deliver, mailSettings } from "../../mail/transport.ts";
import { queueNames } from "../../jobs/queue.ts";
import { leadInbox, leadReplies } from "../staff/schema.ts";
import { replyMail } from "./reply.ts";

// A staff member's reply to a lead, sent (decision 1119): read when it runs, quoting what the visitor
// wrote; marked sent once delivered, so the lead page shows its delivery state.
export const name = queueNames.leadReply;

/** What the visitor wrote, to quote: a contact message's text, a tour request's notes. */
async function visitorText(db: Database, kind: LeadKind, sourceId: number): Promise<string | null> {
  const query =
    kind === "contact"
      ? sql`select message as text from contact_submissions where id = ${sourceId}`
      : kind === "tour"
        ? sql`select additional_information as text from tour_bookings where id = ${sourceId}`
        : undefined;
  if (!query) return null;
  const result = (await db.execute(query)) as unknown as { rows: { text: string | null }[] };
  const text = result.rows[0]?.text?.trim();
  return text ? text : null;
}

export async function run(job: Job<{ replyId: number }>, db: Database, config: Env): Promise<string> {
  const [found] = await db
    .select({
      reply: leadReplies,
      kind: leadInbox.kind,
      email: leadInbox.email,
      sourceId: leadInbox.sourceId,
      receivedAt: leadInbox.createdAt,
    })
    .from(leadReplies)
    .innerJoin(leadInbox, eq(leadInbox.id, leadReplies.leadId))
    .where(eq(leadReplies.id, job.data.replyId));
  if (!found || !found.email) return "gone";
  if (found.reply.sentAt) return "already sent";
  const kind = found.kind as LeadKind;
  const text = await visitorText(db, kind, found.sourceId);
  const outcome = await deliver(
    db,
    config,
    "lead-reply",
    replyMail({
      to: found.email,
      kind,
      language: found.reply.language as "en" | "de",
      body: found.reply.body,
      quoted: text ? { text, at: found.receivedAt } : null,
      settings: mailSettings(config),
    }),
  );
  await db.update(leadReplies).set({ sentAt: new Date() }).where(eq(leadReplies.id, found.reply.id));
  return outcome;
}
