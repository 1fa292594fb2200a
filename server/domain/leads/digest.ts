import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "../../db/client.ts";
import { frankfurtDay } from "../company/venue-time.ts";
import { leadKindLabels, leadRoles, type LeadKind } from "../../db/staff-vocabulary.ts";
import { renderMail, type RenderedMail } from "../../mail/layout.ts";
import { queueNames, transactionWithJobs } from "../../jobs/queue.ts";
import { site } from "../company/site.ts";

// The morning digest (issue 43, decision 1117): each working morning every active staff member gets
// one mail with their follow-ups due today or overdue and the new leads nobody is assigned to, each
// with its link; nothing to say, no mail. The sweep claims one digest per person and day in
// staff_digests (its primary key) and queues the mails in the same transaction, so a second sweep
// of the same morning sends nothing.

/** At most this many leads per list in the mail; the rest is "and N more" with the inbox's link. */
const DIGEST_LIST_MAX = 25;

interface DigestLead {
  id: number;
  kind: LeadKind;
  name: string | null;
  email: string | null;
  /** YYYY-MM-DD (Frankfurt), for the follow-ups. */
  followUpOn: string | null;
}

export interface Digest {
  /** The Frankfurt day the digest is for. */
  day: string;
  due: DigestLead[];
  dueTotal: number;
  unassigned: DigestLead[];
  unassignedTotal: number;
}

/** 'New' in the digest: received since the previous working morning (on Monday, since Friday's). */
export function newSince(now: Date): Date {
  const weekday = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", weekday: "short" }).format(now);
  return new Date(now.getTime() - (weekday === "Mon" ? 72 : 24) * 3_600_000);
}

const open = sql`status in ('new', 'in_progress')`;

function toLead(row: Record<string, unknown>): DigestLead {
  return {
    id: Number(row.id),
    kind: row.kind as LeadKind,
    name: (row.name as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    followUpOn: (row.follow_up_on as string | null) ?? null,
  };
}

/** What `staffId`'s digest at `now` lists. */
export async function digestFor(db: Database, staffId: string, now: Date): Promise<Digest> {
  const day = frankfurtDay(now);
  const dueWhere = sql`assignee_id = ${staffId} and ${open} and follow_up_on <= ${day}::date`;
  const newWhere = sql`assignee_id is null and ${open} and created_at >= ${newSince(now).toISOString()}::timestamptz
    and created_at <= ${now.toISOString()}::timestamptz`;
  const [due, unassigned, totals] = await Promise.all([
    db.execute(sql`select id, kind, name, email, follow_up_on::text as follow_up_on from lead_inbox
      where ${dueWhere} order by follow_up_on, id limit ${DIGEST_LIST_MAX}`),
    db.execute(sql`select id, kind, name, email, null as follow_up_on from lead_inbox
      where ${newWhere} order by created_at desc, id desc limit ${DIGEST_LIST_MAX}`),
    db.execute(sql`select (select count(*)::int from lead_inbox where ${dueWhere}) as due,
      (select count(*)::int from lead_inbox where ${newWhere}) as unassigned`),
  ]);
  const [total] = rowsOf(totals) as { due: number; unassigned: number }[];
  return {
    day,
    due: rowsOf(due).map(toLead),
    dueTotal: total?.due ?? 0,
    unassigned: rowsOf(unassigned).map(toLead),
    unassignedTotal: total?.unassigned ?? 0,
  };
}

/** An account that works leads (an editor is never mailed one, decision 1145). */
const leadWorker = sql`u.role in (${sql.join(
  leadRoles.map((role) => sql`${role}`),
  sql`, `,
)})`;

/**
 * The morning's sweep: claims today's digest for every active owner and staff member who has follow-ups due, or
 * for all of them when there are new unassigned leads, and queues their mails. Returns how many.
 */
export async function sweepDigests(db: Database, now: Date): Promise<number> {
  const day = frankfurtDay(now);
  return transactionWithJobs(db, async (tx, send) => {
    const claimed = rowsOf(
      await tx.execute(sql`insert into staff_digests (staff_id, day)
        select u.id, ${day}::date from staff_user u
        where coalesce(u.banned, false) = false and ${leadWorker} and (
          exists (select 1 from lead_inbox where assignee_id = u.id and ${open} and follow_up_on <= ${day}::date)
          or exists (select 1 from lead_inbox where assignee_id is null and ${open}
            and created_at >= ${newSince(now).toISOString()}::timestamptz and created_at <= ${now.toISOString()}::timestamptz))
        on conflict do nothing
        returning staff_id`),
    );
    for (const row of claimed) await send(queueNames.staffDigest, { staffId: row.staff_id, at: now.toISOString() });
    // A claim only has to outlive its morning.
    await tx.execute(sql`delete from staff_digests where day < ${day}::date - 7`);
    return claimed.length;
  });
}

function line(lead: DigestLead, siteUrl: string, day: string): string {
  const who = lead.name ?? lead.email ?? `Lead ${lead.id}`;
  const when = lead.followUpOn
    ? ` · follow up on ${formatDay(lead.followUpOn)}${lead.followUpOn < day ? " (overdue)" : ""}`
    : "";
  return `${who} · ${leadKindLabels[lead.kind]}${when}: ${new URL(`/staff/leads/${lead.id}`, siteUrl).toString()}`;
}

function formatDay(day: string): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The digest as a mail; undefined when it has nothing to say. */
export function digestMail(input: {
  to: string;
  staffName: string;
  digest: Digest;
  siteUrl: string;
}): RenderedMail | undefined {
  const { digest, siteUrl } = input;
  if (digest.dueTotal === 0 && digest.unassignedTotal === 0) return undefined;
  const inbox = (query: string) => new URL(`/staff${query}`, siteUrl).toString();
  const summary = [
    digest.dueTotal ? plural(digest.dueTotal, "follow-up due", "follow-ups due") : undefined,
    digest.unassignedTotal ? plural(digest.unassignedTotal, "new unassigned lead", "new unassigned leads") : undefined,
  ].filter(Boolean);
  const section = (title: string, leads: DigestLead[], total: number, more: string) =>
    total === 0
      ? []
      : [
          `${title}:`,
          ...leads.map((lead) => line(lead, siteUrl, digest.day)),
          ...(total > leads.length ? [`… and ${total - leads.length} more: ${more}`] : []),
        ];
  return renderMail(
    { to: input.to, subject: `${site.name}: ${summary.join(", ")}` },
    {
      lang: "en",
      preview: `Good morning: ${summary.join(", ")}.`,
      heading: "What waits for you today",
      paragraphs: [
        `Good morning ${input.staffName}, this is what waits for you in the ${site.name} back office today (${formatDay(digest.day)}).`,
        ...section("Your follow-ups due", digest.due, digest.dueTotal, inbox("?mine=1&due=1")),
        ...section(
          "New leads nobody is assigned to",
          digest.unassigned,
          digest.unassignedTotal,
          inbox("?open=1&unassigned=1"),
        ),
      ],
      action: { label: "Open the inbox", href: inbox("") },
      notes: ["Sent each working morning at 7:00 (Frankfurt time) when something waits for you."],
    },
  );
}
