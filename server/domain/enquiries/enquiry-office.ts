import { and, asc, eq, sql } from "drizzle-orm";
import { pgErrorCode, retryingDeadlocks, rowsOf, type Database } from "../../db/client.ts";
import { leadInbox } from "../../db/schema.ts";
import { queueNames, transactionWithJobs, type SendJob } from "../../jobs/queue.ts";
import { recordLeadAudit } from "../staff/audit-log.ts";
import { storedEstimate } from "./estimate.ts";
import type { EnquiryMailJob } from "./option-mail-job.ts";
import { EXTEND_DAYS } from "./option-rules.ts";
import { convertToBooking, endOptions, lockedActiveOptions } from "./options.ts";
import { eventEnquiries, eventHolds } from "./schema.ts";
import { eventSpace } from "./spaces.ts";

// An event enquiry in the back office (issue 47, decision 1136): its lead page shows the enquiry, its
// dates (each floor's hold folded into one state per date) and the estimate it was shown; staff extend
// a first option, release an option, or convert a first option into a booking. Each action decides on
// the options as they are under the floor-day locks (options.ts), so two people acting at once never
// double anything: the second finds the option gone. Each commits with its audit entry on the lead and
// the visitors' mails (transactionWithJobs), or not at all.

type Actor = { id: string; email: string };

const DAY_MS = 86_400_000;

/** A date's state: the first option (until when), the second behind another, booked, or ended. */
export type EnquiryDateState = "first" | "second" | "booked" | "released" | "expired";

interface EnquiryDate {
  day: string;
  startsAt: Date;
  endsAt: Date;
  state: EnquiryDateState;
  /** A first option: when it lapses unless extended (its earliest floor's). */
  until?: Date;
  /** Each floor's hold on the day, as stored. */
  floors: { floor: number; kind: "option" | "booking"; rank: number | null; status: string; expiresAt: Date | null }[];
}

type Hold = typeof eventHolds.$inferSelect;

/** One date's holds (one per floor, and a booking per floor once converted) as one state. */
function foldDate(holds: Hold[]): EnquiryDate {
  const first = holds[0]!;
  const activeOptions = holds.filter((hold) => hold.kind === "option" && hold.status === "active");
  const date = {
    day: first.day,
    startsAt: first.startsAt,
    endsAt: first.endsAt,
    floors: holds.map(({ floor, kind, rank, status, expiresAt }) => ({ floor, kind, rank, status, expiresAt })),
  };
  if (holds.some((hold) => hold.kind === "booking" && hold.status === "active")) return { ...date, state: "booked" };
  if (activeOptions.length) {
    // A double floor waits on its busier floor: the date is a first option only when each floor is.
    if (activeOptions.some((hold) => hold.rank !== 1)) return { ...date, state: "second" };
    const expiries = activeOptions.flatMap((hold) => (hold.expiresAt ? [hold.expiresAt.getTime()] : []));
    return { ...date, state: "first", ...(expiries.length ? { until: new Date(Math.min(...expiries)) } : {}) };
  }
  return { ...date, state: holds.some((hold) => hold.status === "expired") ? "expired" : "released" };
}

/**
 * An enquiry lead's enquiry for its page: the enquiry, its space, its dates in order and the stored
 * estimate, and which of the staff actions apply; undefined when the lead is no event enquiry.
 */
export async function enquiryOfLead(db: Database, leadId: number) {
  const [row] = await db
    .select({ enquiry: eventEnquiries })
    .from(leadInbox)
    .innerJoin(eventEnquiries, eq(eventEnquiries.id, leadInbox.sourceId))
    .where(and(eq(leadInbox.id, leadId), eq(leadInbox.kind, "enquiry")));
  return row ? withDates(db, row.enquiry) : undefined;
}

/** An enquiry by its id (the visitor's link, decision 1141), as enquiryOfLead reads it; undefined when gone. */
export async function enquiryById(db: Database, enquiryId: number) {
  const [enquiry] = await db.select().from(eventEnquiries).where(eq(eventEnquiries.id, enquiryId));
  return enquiry ? withDates(db, enquiry) : undefined;
}

/**
 * When the visitor last asked through their link to confirm this enquiry (the audit entry on its lead,
 * decision 1141), if ever: the lead page shows it while the first option stands.
 */
export async function lastConfirmRequest(db: Database, enquiryId: number): Promise<Date | undefined> {
  const [row] = rowsOf(
    await db.execute(sql`
      select max((details->>'at')::timestamptz) as at from staff_audit_log
      where action = 'enquiries.confirm-requested' and target_type = 'lead'
        and (target_id in (select id::text from lead_inbox where kind = 'enquiry' and source_id = ${enquiryId})
             or target_id = ${`enquiry-${enquiryId}`})`),
  );
  return row?.at ? new Date(String(row.at)) : undefined;
}

async function withDates(db: Database, enquiry: typeof eventEnquiries.$inferSelect) {
  const holds = await db
    .select()
    .from(eventHolds)
    .where(eq(eventHolds.enquiryId, enquiry.id))
    .orderBy(asc(eventHolds.startsAt), asc(eventHolds.floor), asc(eventHolds.id));
  const byDay = new Map<string, Hold[]>();
  for (const hold of holds) byDay.set(hold.day, [...(byDay.get(hold.day) ?? []), hold]);
  const dates = [...byDay.values()].map(foldDate);
  const activeOptions = holds.filter((hold) => hold.kind === "option" && hold.status === "active");
  const allFirst = activeOptions.length > 0 && activeOptions.every((hold) => hold.rank === 1);
  const space = eventSpace(enquiry.spaceId);
  return {
    enquiry,
    space: { id: enquiry.spaceId, name: space?.name ?? enquiry.spaceId },
    dates,
    estimate: storedEstimate(enquiry.estimate),
    can: { extend: allFirst, release: activeOptions.length > 0, convert: allFirst },
    /** The visitor's last request to confirm, while it still stands (every option a first one). */
    confirmRequestedAt: allFirst ? await lastConfirmRequest(db, enquiry.id) : undefined,
  };
}
export type EnquiryOfLead = NonNullable<Awaited<ReturnType<typeof enquiryOfLead>>>;

const daysOf = (holds: { day: string }[]) => [...new Set(holds.map((hold) => hold.day))].sort();

const mail = (send: SendJob, job: EnquiryMailJob) => send(queueNames.enquiryMail, job);

/**
 * Extends an enquiry's first option by `days`: each of its dates' holds lapses that much later (from
 * now, if it is already due and not yet swept). Refused unless every active option of it is a first one.
 */
export async function extendOption(
  db: Database,
  actor: Actor,
  extend: { enquiryId: number; days: number; now: Date },
): Promise<{ ok: true; until: Date } | { ok: false; reason: "not first" }> {
  const { days, now } = extend;
  if (!Number.isInteger(days) || days < EXTEND_DAYS.min || days > EXTEND_DAYS.max)
    throw new RangeError(`An option is extended by ${EXTEND_DAYS.min} to ${EXTEND_DAYS.max} days, not ${days}.`);
  return db.transaction(async (tx) => {
    const options = await lockedActiveOptions(tx, extend.enquiryId);
    if (!options.length || options.some((option) => option.rank !== 1)) return { ok: false, reason: "not first" };
    const before = Math.min(...options.map((option) => (option.expiresAt ?? now).getTime()));
    let until = Infinity;
    for (const option of options) {
      const from = Math.max((option.expiresAt ?? now).getTime(), now.getTime());
      const expiresAt = new Date(from + days * DAY_MS);
      until = Math.min(until, expiresAt.getTime());
      await tx.update(eventHolds).set({ expiresAt, updatedAt: now }).where(eq(eventHolds.id, option.id));
    }
    await recordLeadAudit(tx, actor, { kind: "enquiry", sourceId: extend.enquiryId }, "enquiries.extend", {
      days,
      from: new Date(before).toISOString(),
      until: new Date(until).toISOString(),
    });
    return { ok: true, until: new Date(until) };
  });
}

/**
 * The visitor acting through their link (decision 1141): named so in the audit log, not by their
 * address (an erasure of the address leaves nothing of it behind there).
 */
export const VISITOR_ACTOR = { id: null, email: "visitor" } as const;

/**
 * Releases an enquiry's options (first or second): each second option behind them moves up. The
 * visitor is mailed the release, each visitor whose option became a first one that they hold it now.
 * Done by staff or by the visitor through their link (`"visitor"`): then the team is told too.
 */
export async function releaseOption(
  db: Database,
  by: Actor | "visitor",
  release: { enquiryId: number; now: Date },
): Promise<{ ok: true; promoted: number[] } | { ok: false; reason: "no option" }> {
  const { enquiryId, now } = release;
  const visitor = by === "visitor";
  return retryingDeadlocks(() =>
    transactionWithJobs(db, async (tx, send) => {
      const options = await lockedActiveOptions(tx, enquiryId);
      if (!options.length) return { ok: false, reason: "no option" };
      const promoted = await endOptions(tx, { enquiryId, status: "released", now });
      await mail(send, { kind: "released", enquiryId, because: visitor ? "visitor" : "staff" });
      for (const id of promoted) await mail(send, { kind: "promoted", enquiryId: id, ahead: "released" });
      if (visitor) await mail(send, { kind: "visitor-request", enquiryId, request: "release" });
      await recordLeadAudit(
        tx,
        visitor ? VISITOR_ACTOR : by,
        { kind: "enquiry", sourceId: enquiryId },
        "enquiries.release",
        { days: daysOf(options), promoted },
      );
      return { ok: true, promoted };
    }),
  );
}

/**
 * Converts an enquiry's first option into a booking. The visitor is mailed the booking with a
 * calendar invite per day; the visitors whose second options behind it were released are mailed that
 * the date was booked; those who moved up on their other dates that they hold the first option now.
 */
export async function convertOption(
  db: Database,
  actor: Actor,
  convert: { enquiryId: number; now: Date },
): Promise<{ ok: true; released: number[]; promoted: number[] } | { ok: false; reason: "not first" | "taken" }> {
  const { enquiryId, now } = convert;
  try {
    return await retryingDeadlocks(() =>
      transactionWithJobs(db, async (tx, send) => {
        const outcome = await convertToBooking(tx, { enquiryId, now });
        if (!outcome.converted) return { ok: false, reason: "not first" } as const;
        const { released, promoted } = outcome;
        await mail(send, { kind: "booked", enquiryId });
        for (const id of released) await mail(send, { kind: "released", enquiryId: id, because: "booked" });
        for (const id of promoted) await mail(send, { kind: "promoted", enquiryId: id, ahead: "released" });
        const booked = await tx
          .select({ day: eventHolds.day })
          .from(eventHolds)
          .where(
            and(eq(eventHolds.enquiryId, enquiryId), eq(eventHolds.kind, "booking"), eq(eventHolds.status, "active")),
          );
        await recordLeadAudit(tx, actor, { kind: "enquiry", sourceId: enquiryId }, "enquiries.convert", {
          days: daysOf(booked),
          released,
          promoted,
        });
        return { ok: true, released, promoted } as const;
      }),
    );
  } catch (error) {
    // Another booking of a floor at that time (the exclusion constraint): nothing was converted.
    if (pgErrorCode(error) === "23P01") return { ok: false, reason: "taken" };
    throw error;
  }
}
