import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { LeadKind } from "../../db/staff-vocabulary.ts";
import { renderMail, type RenderedMail } from "../../mail/layout.ts";
import { berlin, type MailSettings } from "../../mail/settings.ts";
import { queueNames, type SendJob } from "../../jobs/queue.ts";
import { recordAudit } from "../staff/audit-log.ts";
import { leadInbox, leadReplies } from "../staff/schema.ts";
import { quoteIntro, replySubject } from "./reply-text.ts";
import { setLeadStatus } from "./inbox.ts";

// Answering a lead from the back office (issue 43, decision 1119): the reply is stored with the lead,
// queued as a mail to the visitor from the site's address with Reply-To the team's mailbox for its
// kind, in the language of the page the lead came from, quoting what the visitor wrote; a new lead
// moves to 'in progress'.
type Actor = { id: string; email: string };

export type ReplyResult = { ok: true; replyId: number } | { ok: false; reason: "missing" | "no-address" };

/** Stores the reply and queues its mail, in the caller's transaction (transactionWithJobs). */
export async function sendReply(
  db: Database,
  send: SendJob,
  actor: Actor,
  leadId: number,
  body: string,
): Promise<ReplyResult> {
  const [lead] = await db
    .select({ kind: leadInbox.kind, email: leadInbox.email, status: leadInbox.status, language: leadInbox.language })
    .from(leadInbox)
    .where(eq(leadInbox.id, leadId))
    .for("update");
  if (!lead) return { ok: false, reason: "missing" };
  if (!lead.email) return { ok: false, reason: "no-address" };
  const [reply] = await db
    .insert(leadReplies)
    .values({
      leadId,
      authorId: actor.id,
      authorEmail: actor.email,
      language: lead.language,
      body,
    })
    .returning({ id: leadReplies.id });
  await recordAudit(db, actor, {
    action: "lead.reply",
    targetType: "lead",
    targetId: leadId,
    details: { replyId: reply!.id },
  });
  if (lead.status === "new") await setLeadStatus(db, actor, leadId, "in_progress");
  await send(queueNames.leadReply, { replyId: reply!.id });
  return { ok: true, replyId: reply!.id };
}

/** A lead's replies, oldest first, with their delivery state. */
export async function leadRepliesOf(db: Database, leadId: number) {
  const found = await db
    .select()
    .from(leadReplies)
    .where(eq(leadReplies.leadId, leadId))
    .orderBy(leadReplies.createdAt, leadReplies.id);
  return found.map((reply) => ({
    id: reply.id,
    author: reply.authorEmail,
    body: reply.body,
    language: reply.language as "en" | "de",
    createdAt: reply.createdAt.toISOString(),
    sentAt: reply.sentAt?.toISOString() ?? null,
  }));
}

export function replyMail(input: {
  to: string;
  kind: LeadKind;
  language: "en" | "de";
  body: string;
  quoted: { text: string; at: Date } | null;
  settings: MailSettings;
}): RenderedMail {
  const team =
    input.kind === "enquiry"
      ? input.settings.team.enquiry
      : input.kind === "contact"
        ? input.settings.team.contact
        : input.kind === "webinar"
          ? input.settings.team.webinar
          : input.settings.team.tour;
  const paragraphs = input.body
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean);
  const quote = input.quoted
    ? [
        quoteIntro(input.language, berlin(input.quoted.at, input.language)),
        input.quoted.text
          .split("\n")
          .map((line) => `> ${line}`)
          .join("\n"),
      ]
    : [];
  const heading = replySubject(input.kind, input.language);
  const subject = `Re: ${heading}`;
  return renderMail(
    { to: input.to, replyTo: team, subject },
    {
      lang: input.language,
      preview: paragraphs[0]?.slice(0, 120) ?? subject,
      heading,
      paragraphs: [...paragraphs, ...quote],
    },
  );
}
