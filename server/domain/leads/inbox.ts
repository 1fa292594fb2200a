import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database } from "../../db/client.ts";
import { leadInbox, leadNotes, staffAuditLog, staffUser, type LeadKind, type LeadStatus } from "../staff/schema.ts";
import { leadRoles, type LeadLanguage } from "../../db/staff-vocabulary.ts";
import { recordAudit } from "../staff/audit-log.ts";
import { queueNames, type SendJob } from "../../jobs/queue.ts";
import { leadReads } from "../staff/schema.ts";
import { PAGE_SIZE, parseCursor, type InboxFilter } from "./inbox-filter.ts";

// The inbox's queries. Every lead of the five tables has one lead_inbox row (written by triggers);
// lists read only that table, newest first, paged by keyset (created_at, id) on its indexes, so
// page 1 and page 2,000 cost the same (BENCHMARKS.md, 'Back office inbox').

export interface InboxRow {
  id: number;
  /** Not yet opened by the person looking, and still open (new or in progress). */
  unread: boolean;
  kind: LeadKind;
  name: string | null;
  email: string | null;
  company: string | null;
  /** The language of the page the lead came from. */
  language: LeadLanguage;
  createdAt: string;
  status: LeadStatus;
  assignee: string | null;
  /** The day (YYYY-MM-DD, Frankfurt) somebody means to act again, or null. */
  followUpOn: string | null;
}

/**
 * Bidirectional controls (U+202A-U+202E, U+2066-U+2069) in what a visitor typed could turn a name or an
 * address around on the back office's screen or in a spreadsheet: every text shown to staff or exported
 * carries them as U+FFFD, visibly.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
function neutralised<T>(value: T): T {
  return (typeof value === "string" ? value.replace(BIDI_CONTROLS, "\uFFFD") : value) as T;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Open: somebody still has to act on it. */
const isOpen = sql`${leadInbox.status} in ('new', 'in_progress')`;
/** Today in Frankfurt, as the tour form stores a date ("2026-12-03"). */
const frankfurtToday = sql`to_char(now() at time zone 'Europe/Berlin', 'YYYY-MM-DD')`;
/** Open with a follow-up day of today or earlier (Frankfurt): somebody said they would act by now. */
const followUpDue = sql`(${isOpen} and ${leadInbox.followUpOn} <= (now() at time zone 'Europe/Berlin')::date)`;
/** A tour request for today or later. */
const upcomingTour = sql`(${leadInbox.kind} = 'tour' and exists (select 1 from tour_bookings t
  where t.id = ${leadInbox.sourceId} and t.preferred_date >= ${frankfurtToday}))`;

/** The person looking at the inbox: their unread leads and 'My leads' are theirs. */
export interface Viewer {
  id: string;
}

function conditions(filter: InboxFilter, withCursor: boolean, viewer: Viewer): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.mine) parts.push(eq(leadInbox.assigneeId, viewer.id));
  if (filter.open) parts.push(isOpen);
  if (filter.unassigned) parts.push(isNull(leadInbox.assigneeId));
  if (filter.upcoming) parts.push(upcomingTour);
  if (filter.due) parts.push(followUpDue);
  if (filter.kind) parts.push(eq(leadInbox.kind, filter.kind));
  if (filter.status) parts.push(eq(leadInbox.status, filter.status));
  if (filter.from)
    parts.push(gte(leadInbox.createdAt, sql`(${filter.from}::date)::timestamp at time zone 'Europe/Berlin'`));
  if (filter.to)
    parts.push(lt(leadInbox.createdAt, sql`(${filter.to}::date + 1)::timestamp at time zone 'Europe/Berlin'`));
  if (filter.q) {
    // lead_inbox.search: name, e-mail and company folded for search ('Müller' as muller and mueller), with
    // a trigram index (hand-written in migrations 0004 and 0011, so not in the Drizzle schema). The query
    // is folded the same way, by the same function.
    parts.push(sql`lead_inbox.search like '%' || lead_search_fold(${escapeLike(filter.q.toLowerCase())}) || '%'`);
  }
  const cursor = withCursor && filter.before ? parseCursor(filter.before) : undefined;
  if (cursor)
    parts.push(
      sql`(${leadInbox.createdAt}, ${leadInbox.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id})`,
    );
  return and(...parts);
}

// Exactly the order of the inbox's indexes (Drizzle's desc() indexes are NULLS LAST), so the planner
// walks an index and stops after one page instead of sorting every row.
const newestFirst = [sql`${leadInbox.createdAt} desc nulls last`, sql`${leadInbox.id} desc nulls last`];

const rowColumns = {
  id: leadInbox.id,
  kind: leadInbox.kind,
  name: leadInbox.name,
  email: leadInbox.email,
  company: leadInbox.company,
  language: leadInbox.language,
  createdAt: leadInbox.createdAt,
  status: leadInbox.status,
  followUpOn: leadInbox.followUpOn,
  // A sub-select rather than a join: the planner then walks the (created_at, id) index and stops at 51 rows.
  assignee: sql<
    string | null
  >`(select ${staffUser.name} from ${staffUser} where ${staffUser.id} = ${leadInbox.assigneeId})`,
};

/** Unread to `viewer`: still open (new or in progress) and never opened by them. */
function unreadBy(viewer: Viewer) {
  return sql<boolean>`(${isOpen} and not exists (
    select 1 from ${leadReads} where ${leadReads.staffId} = ${viewer.id} and ${leadReads.leadId} = ${leadInbox.id}))`;
}

function toRow(row: {
  id: number;
  unread?: boolean;
  kind: string;
  name: string | null;
  email: string | null;
  company: string | null;
  language: string;
  createdAt: Date;
  status: string;
  assignee: string | null;
  followUpOn: string | null;
}): InboxRow {
  return {
    ...row,
    name: neutralised(row.name),
    email: neutralised(row.email),
    company: neutralised(row.company),
    unread: row.unread ?? false,
    kind: row.kind as LeadKind,
    language: row.language as LeadLanguage,
    status: row.status as LeadStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of the inbox and whether there is an older page. */
export async function listInbox(
  db: Database,
  filter: InboxFilter,
  viewer: Viewer,
): Promise<{ rows: InboxRow[]; hasMore: boolean }> {
  const found = await db
    .select({ ...rowColumns, unread: unreadBy(viewer) })
    .from(leadInbox)
    .where(conditions(filter, true, viewer))
    .orderBy(...newestFirst)
    .limit(PAGE_SIZE + 1);
  return { rows: found.slice(0, PAGE_SIZE).map(toRow), hasMore: found.length > PAGE_SIZE };
}

/**
 * The leads beside lead `leadId` in the list it was opened from (the same filter, any page): `newer` is the one
 * above it, `older` the one below, for the lead page's 'Previous lead' and 'Next lead'.
 */
export async function leadNeighbours(
  db: Database,
  filter: InboxFilter,
  viewer: Viewer,
  leadId: number,
): Promise<{ newer?: number; older?: number }> {
  const where = conditions({ ...filter, before: undefined }, false, viewer);
  const position = sql`(${leadInbox.createdAt}, ${leadInbox.id})`;
  const here = sql`((select l.created_at from lead_inbox l where l.id = ${leadId}), ${leadId}::bigint)`;
  const [newer, older] = await Promise.all([
    db
      .select({ id: leadInbox.id })
      .from(leadInbox)
      .where(and(where, sql`${position} > ${here}`))
      // The index's order walked backwards, so the planner stops at the first row.
      .orderBy(sql`${leadInbox.createdAt} asc nulls first`, sql`${leadInbox.id} asc nulls first`)
      .limit(1),
    db
      .select({ id: leadInbox.id })
      .from(leadInbox)
      .where(and(where, sql`${position} < ${here}`))
      .orderBy(...newestFirst)
      .limit(1),
  ]);
  return { newer: newer[0]?.id, older: older[0]?.id };
}

/** Counts are exact up to this many; above, the inbox says "10,000+" (an exact count of 100,000 rows costs more than the page). */
const COUNT_CAP = 10_000;

/** How many leads match the filter, and how many of them are unread to `viewer` (each capped at COUNT_CAP + 1). */
export async function countInbox(
  db: Database,
  filter: InboxFilter,
  viewer: Viewer,
): Promise<{ total: number; unread: number }> {
  const where = conditions(filter, false, viewer) ?? sql`true`;
  const result = await db.execute(sql`
    select (select count(*)::int from (select 1 from lead_inbox where ${where} limit ${COUNT_CAP + 1}) a) as total,
           (select count(*)::int from (select 1 from lead_inbox where ${where} and ${unreadBy(viewer)} limit ${COUNT_CAP + 1}) b) as unread`);
  const [row] = rowsOf(result) as { total: number; unread: number }[];
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** What needs the person looking now (issue 43): the counts on top of the inbox, each a filter of it. */
export interface InboxSummary {
  newToday: number;
  unassigned: number;
  myOpen: number;
  upcomingTours: number;
  followUpsDue: number;
}

export async function inboxSummary(db: Database, viewer: Viewer): Promise<InboxSummary> {
  // Each count walks an index and stops at COUNT_CAP + 1 rows, so the start page costs the same at
  // 100,000 leads as at 100 (BENCHMARKS.md, 'Back office inbox'); above the cap it says "10,000+".
  const capped = (rows: SQL) => sql`(select count(*)::int from (${rows} limit ${COUNT_CAP + 1}) c)`;
  const result = await db.execute(sql`select
    ${capped(sql`select 1 from lead_inbox where lead_inbox.created_at >= (now() at time zone 'Europe/Berlin')::date::timestamp at time zone 'Europe/Berlin'`)} as "newToday",
    ${capped(sql`select 1 from lead_inbox where ${isOpen} and lead_inbox.assignee_id is null`)} as "unassigned",
    ${capped(sql`select 1 from lead_inbox where ${isOpen} and lead_inbox.assignee_id = ${viewer.id}`)} as "myOpen",
    ${capped(sql`select 1 from lead_inbox where ${isOpen} and ${upcomingTour}`)} as "upcomingTours",
    ${capped(sql`select 1 from lead_inbox where ${followUpDue}`)} as "followUpsDue"`);
  const [row] = rowsOf(result) as unknown as InboxSummary[];
  return row ?? { newToday: 0, unassigned: 0, myOpen: 0, upcomingTours: 0, followUpsDue: 0 };
}

const sourceTables: Record<LeadKind, string> = {
  contact: "contact_submissions",
  tour: "tour_bookings",
  webinar: "tour_bookings",
  sms: "webinar_sms_reminders",
  newsletter: "newsletter_subscriptions",
  enquiry: "event_enquiries",
};

export interface LeadDetail {
  lead: InboxRow & { assigneeId: string | null };
  /** The whole submission as stored in the spec's table: column name and value. */
  submission: [string, string | null][];
  notes: { id: number; author: string; body: string; createdAt: string }[];
  history: { id: number; at: string; actor: string; action: string; details: Record<string, unknown> }[];
}

export async function leadDetail(db: Database, id: number): Promise<LeadDetail | undefined> {
  const [found] = await db
    .select({ ...rowColumns, assigneeId: leadInbox.assigneeId, sourceId: leadInbox.sourceId })
    .from(leadInbox)
    .where(eq(leadInbox.id, id));
  if (!found) return undefined;
  const { sourceId, ...lead } = found;
  const table = sourceTables[lead.kind as LeadKind];
  const [source] = rowsOf(await db.execute(sql`select * from ${sql.identifier(table)} where id = ${sourceId}`));
  const submission = Object.entries(source ?? {}).map(([column, value]): [string, string | null] => [
    column,
    value === null || value === undefined
      ? null
      : value instanceof Date
        ? value.toISOString()
        : typeof value === "object"
          ? neutralised(JSON.stringify(value))
          : neutralised(String(value)),
  ]);
  const notes = await db
    .select()
    .from(leadNotes)
    .where(eq(leadNotes.leadId, id))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  const history = await db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.targetType, "lead"), eq(staffAuditLog.targetId, String(id))))
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id));
  return {
    lead: { ...toRow(lead), assigneeId: lead.assigneeId },
    submission,
    notes: notes.map((n) => ({ id: n.id, author: n.authorEmail, body: n.body, createdAt: n.createdAt.toISOString() })),
    history: history.map((h) => ({
      id: h.id,
      at: h.at.toISOString(),
      actor: h.actorEmail,
      action: h.action,
      details: h.details as Record<string, unknown>,
    })),
  };
}

type Actor = { id: string; email: string };

/** `viewer` has opened the lead: it is no longer unread to them (to the others it still is). */
export async function markLeadRead(db: Database, leadId: number, viewer: Viewer): Promise<void> {
  await db.insert(leadReads).values({ staffId: viewer.id, leadId }).onConflictDoNothing();
}

/** Sets a lead's status and records it; false when the lead does not exist. */
export async function setLeadStatus(db: Database, actor: Actor, id: number, status: LeadStatus): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: leadInbox.status })
      .from(leadInbox)
      .where(eq(leadInbox.id, id))
      .for("update");
    if (!before) return false;
    if (before.status === status) return true;
    await tx.update(leadInbox).set({ status, updatedAt: new Date() }).where(eq(leadInbox.id, id));
    await recordAudit(tx as unknown as Database, actor, {
      action: "lead.status",
      targetType: "lead",
      targetId: id,
      details: { from: before.status, to: status },
    });
    return true;
  });
}

/**
 * Assigns a lead (or nobody) and records it. With `send` (transactionWithJobs), a person assigned by
 * somebody else is mailed a link to the lead, in the same transaction (decision 1117).
 */
export async function setLeadAssignee(
  db: Database,
  actor: Actor,
  id: number,
  assigneeId: string | null,
  send?: SendJob,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ assigneeId: leadInbox.assigneeId })
      .from(leadInbox)
      .where(eq(leadInbox.id, id))
      .for("update");
    if (!before) return false;
    let assigneeEmail: string | null = null;
    if (assigneeId) {
      // Only an account that works leads takes one: never an editor (decision 1145).
      const [user] = await tx
        .select({ email: staffUser.email })
        .from(staffUser)
        .where(and(eq(staffUser.id, assigneeId), inArray(staffUser.role, [...leadRoles])));
      if (!user) return false;
      assigneeEmail = user.email;
    }
    if (before.assigneeId === assigneeId) return true;
    await tx.update(leadInbox).set({ assigneeId, updatedAt: new Date() }).where(eq(leadInbox.id, id));
    await recordAudit(tx as unknown as Database, actor, {
      action: "lead.assignee",
      targetType: "lead",
      targetId: id,
      details: { to: assigneeEmail },
    });
    if (send && assigneeId && assigneeId !== actor.id)
      await send(queueNames.leadAssigned, { leadId: id, assigneeId, byEmail: actor.email });
    return true;
  });
}

export async function addLeadNote(db: Database, actor: Actor, id: number, body: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leadInbox.id }).from(leadInbox).where(eq(leadInbox.id, id));
    if (!lead) return false;
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId: id, authorId: actor.id, authorEmail: actor.email, body })
      .returning({ id: leadNotes.id });
    await recordAudit(tx as unknown as Database, actor, {
      action: "lead.note",
      targetType: "lead",
      targetId: id,
      details: { noteId: note!.id, text: body },
    });
    return true;
  });
}

/** What the lead page's one form sets (issue 43): status, assignee and follow-up day together. */
export interface LeadWork {
  status: LeadStatus;
  assigneeId: string | null;
  /** YYYY-MM-DD, a Frankfurt day; null: no follow-up planned. */
  followUpOn: string | null;
}

export type LeadWorkResult = "saved" | "missing" | "follow-up-in-past";

class Missing extends Error {}

/**
 * Saves 'Work this lead' in one transaction, each change recorded: of status, assignee and follow-up
 * only what this person changed from what their page showed (`seen`), so a save never undoes a
 * colleague's change made in between (decision 1116); the note when one is written. All or nothing.
 */
export async function saveLeadWork(
  db: Database,
  actor: Actor,
  id: number,
  seen: LeadWork,
  wanted: LeadWork & { note?: string },
  send?: SendJob,
): Promise<LeadWorkResult> {
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const ok = (done: boolean) => {
        if (!done) throw new Missing();
      };
      if (wanted.followUpOn !== seen.followUpOn) {
        const result = await setLeadFollowUp(t, actor, id, wanted.followUpOn);
        if (result !== "saved") {
          if (result === "missing") throw new Missing();
          return result;
        }
      }
      if (wanted.status !== seen.status) ok(await setLeadStatus(t, actor, id, wanted.status));
      if (wanted.assigneeId !== seen.assigneeId) ok(await setLeadAssignee(t, actor, id, wanted.assigneeId, send));
      if (wanted.note) ok(await addLeadNote(t, actor, id, wanted.note));
      return "saved";
    });
  } catch (error) {
    if (error instanceof Missing) return "missing";
    throw error;
  }
}

/** At most this many leads change in one bulk action: one page of the inbox. */
export const BULK_MAX = PAGE_SIZE;

/**
 * The inbox's bulk action on the selected rows (issue 43): a status (spam included) and/or an assignee
 * (null: nobody) for each, recorded per lead as one change would be, all in one transaction. With
 * `send`, assignees are mailed as from the lead page. Leads deleted meanwhile are skipped; the count
 * is of the leads changed or already as asked.
 */
export async function bulkUpdateLeads(
  db: Database,
  actor: Actor,
  ids: number[],
  change: { status?: LeadStatus; assigneeId?: string | null },
  send?: SendJob,
): Promise<{ ok: true; count: number } | { ok: false; reason: "no-such-person" | "too-many" }> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length > BULK_MAX) return { ok: false, reason: "too-many" };
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    if (change.assigneeId) {
      const [person] = await t
        .select({ banned: staffUser.banned })
        .from(staffUser)
        .where(and(eq(staffUser.id, change.assigneeId), inArray(staffUser.role, [...leadRoles])));
      if (!person || person.banned) return { ok: false, reason: "no-such-person" } as const;
    }
    let count = 0;
    for (const id of unique) {
      let exists = true;
      if (change.status) exists = await setLeadStatus(t, actor, id, change.status);
      if (exists && change.assigneeId !== undefined)
        exists = await setLeadAssignee(t, actor, id, change.assigneeId, send);
      if (exists) count++;
    }
    return { ok: true, count } as const;
  });
}

/** Sets or clears the day to follow a lead up; a day before today (Frankfurt) is refused. */
async function setLeadFollowUp(db: Database, actor: Actor, id: number, day: string | null): Promise<LeadWorkResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        followUpOn: leadInbox.followUpOn,
        past: sql<boolean>`${day}::date < (now() at time zone 'Europe/Berlin')::date`,
      })
      .from(leadInbox)
      .where(eq(leadInbox.id, id))
      .for("update");
    if (!before) return "missing";
    if (before.followUpOn === day) return "saved";
    if (day !== null && before.past) return "follow-up-in-past";
    await tx.update(leadInbox).set({ followUpOn: day, updatedAt: new Date() }).where(eq(leadInbox.id, id));
    await recordAudit(tx as unknown as Database, actor, {
      action: "lead.follow_up",
      targetType: "lead",
      targetId: id,
      details: { from: before.followUpOn, to: day },
    });
    return "saved";
  });
}

/** The rows of the CSV export: every lead matching the filter (no paging) with its main details. */
export async function exportInbox(
  db: Database,
  filter: InboxFilter,
  viewer: Viewer,
): Promise<{ header: string[]; rows: unknown[][] }> {
  // The filter's conditions name lead_inbox's columns in full, so the table keeps its name here.
  const result = await db.execute(sql`
    select lead_inbox.id, lead_inbox.kind, lead_inbox.status, lead_inbox.language, lead_inbox.created_at,
           lead_inbox.name, lead_inbox.email, lead_inbox.company,
           coalesce(t.phone_number, s.country_code || ' ' || s.phone_number) as phone,
           coalesce(c.message, e.message) as message, t.preferred_date, t.preferred_time,
           coalesce(t.number_of_guests, e.guests) as guests, t.additional_information,
           u.name as assignee, lead_inbox.follow_up_on::text as follow_up_on,
           (select string_agg(n.body, E'\n---\n' order by n.created_at, n.id) from lead_notes n
             where n.lead_id = lead_inbox.id) as notes
    from lead_inbox
    left join contact_submissions c on lead_inbox.kind = 'contact' and c.id = lead_inbox.source_id
    left join tour_bookings t on lead_inbox.kind in ('tour', 'webinar') and t.id = lead_inbox.source_id
    left join webinar_sms_reminders s on lead_inbox.kind = 'sms' and s.id = lead_inbox.source_id
    left join event_enquiries e on lead_inbox.kind = 'enquiry' and e.id = lead_inbox.source_id
    left join staff_user u on u.id = lead_inbox.assignee_id
    where ${conditions(filter, false, viewer) ?? sql`true`}
    order by ${sql.join(newestFirst, sql`, `)}`);
  const header = [
    "id",
    "kind",
    "status",
    "language",
    "received",
    "name",
    "email",
    "company",
    "phone",
    "message",
    "preferred_date",
    "preferred_time",
    "guests",
    "additional_information",
    "assignee",
    "follow_up_on",
    "notes",
  ];
  const rows = rowsOf(result).map((r) =>
    [
      r.id,
      r.kind,
      r.status,
      r.language,
      r.created_at instanceof Date ? r.created_at.toISOString() : r.created_at,
      r.name,
      r.email,
      r.company,
      r.phone,
      r.message,
      r.preferred_date,
      r.preferred_time,
      r.guests,
      r.additional_information,
      r.assignee,
      r.follow_up_on,
      r.notes,
    ].map(neutralised),
  );
  return { header, rows };
}

export async function staffDirectory(db: Database) {
  return db
    .select({
      id: staffUser.id,
      name: staffUser.name,
      email: staffUser.email,
      role: staffUser.role,
      banned: staffUser.banned,
      twoFactorEnabled: staffUser.twoFactorEnabled,
      createdAt: staffUser.createdAt,
    })
    .from(staffUser)
    .orderBy(asc(staffUser.name));
}
