import { and, eq, ne, sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { rowsOf, type Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import { queueNames } from "../../jobs/queue.ts";
import { link } from "../../mail/settings.ts";
import { deliver, mailSettings } from "../../mail/transport.ts";
import { manageEnquiryUrl } from "./manage-link.ts";
import { languageOf } from "./mail-words.ts";
import {
  bookingCalendarFiles,
  bookingConfirmedMail,
  optionLapsedMail,
  optionPromotedMail,
  optionReleasedMail,
  teamOptionExpiryMail,
  type HeldDate,
} from "./option-mail.ts";
import { bookingOffer, offerAttachment } from "./offer-pdf.ts";
import { eventEnquiries, eventHolds } from "./schema.ts";
import { teamConfirmRequestMail, teamVisitorReleaseMail } from "./visitor-request-mail.ts";

// An option lapse's mails (decision 1132), queued by the sweep in the lapse's transaction and
// rendered from the rows when the job runs: the dates that lapsed, and a promoted option as it is
// then (extended since: the later date; ended since: no mail). An enquiry deleted meanwhile sends nothing.
// The team's changes (decision 1136) queue theirs the same way: a released option, a booking; and so
// do the visitor's through their link (decision 1141), which the team is told of as well.
export const name = queueNames.enquiryMail;

export type EnquiryMailJob =
  | { kind: "lapsed"; enquiryId: number }
  // `ahead`: what ended the option in front (none: it expired).
  | { kind: "promoted"; enquiryId: number; ahead?: "released" }
  // To the team: the lapsed enquiry and the enquiries that moved up behind it.
  | { kind: "team"; enquiryId: number; promoted: number[] }
  // Released by the team, by the visitor through their link, or because another enquiry booked a date it waited on.
  | { kind: "released"; enquiryId: number; because: "staff" | "visitor" | "booked" }
  // To the team: the visitor asked through their link to confirm, or released (decision 1141).
  | { kind: "visitor-request"; enquiryId: number; request: "confirm" | "release" }
  // The option became a booking: the booked dates with the offer's PDF and their calendar files.
  | { kind: "booked"; enquiryId: number };

async function enquiryOf(db: Database, enquiryId: number) {
  const [row] = await db.select().from(eventEnquiries).where(eq(eventEnquiries.id, enquiryId));
  return row;
}

/** The enquiry's expired options: their dates and when they lapsed. */
async function lapsedDates(db: Database, enquiryId: number): Promise<{ dates: HeldDate[]; at: Date } | undefined> {
  const rows = await db
    .select()
    .from(eventHolds)
    .where(and(eq(eventHolds.enquiryId, enquiryId), eq(eventHolds.kind, "option"), eq(eventHolds.status, "expired")));
  if (!rows.length) return undefined;
  return { dates: rows, at: new Date(Math.max(...rows.map((row) => row.updatedAt.getTime()))) };
}

/** The enquiry's first options now, and until when it holds them (its earliest expiry); none unless all are first. */
async function heldFirst(db: Database, enquiryId: number): Promise<{ dates: HeldDate[]; until: Date } | undefined> {
  const rows = await db
    .select()
    .from(eventHolds)
    .where(and(eq(eventHolds.enquiryId, enquiryId), eq(eventHolds.kind, "option"), eq(eventHolds.status, "active")));
  if (!rows.length || rows.some((row) => row.rank !== 1 || !row.expiresAt)) return undefined;
  return { dates: rows, until: new Date(Math.min(...rows.map((row) => row.expiresAt!.getTime()))) };
}

/** The enquiry's released options, and those of their dates that another enquiry has booked since. */
async function releasedDates(db: Database, enquiryId: number): Promise<{ dates: HeldDate[]; booked: HeldDate[] }> {
  const dates = await db
    .select()
    .from(eventHolds)
    .where(and(eq(eventHolds.enquiryId, enquiryId), eq(eventHolds.kind, "option"), eq(eventHolds.status, "released")));
  const booked = await db
    .select({ floor: eventHolds.floor, day: eventHolds.day })
    .from(eventHolds)
    .where(
      and(
        eq(eventHolds.kind, "booking"),
        eq(eventHolds.status, "active"),
        ne(eventHolds.enquiryId, enquiryId),
        dates.length
          ? sql`(${eventHolds.floor}, ${eventHolds.day}) in (${sql.join(
              dates.map((date) => sql`(${date.floor}, ${date.day}::date)`),
              sql`, `,
            )})`
          : sql`false`,
      ),
    );
  return {
    dates,
    booked: dates.filter((date) => booked.some((other) => other.floor === date.floor && other.day === date.day)),
  };
}

/** The enquiry's booked dates (active bookings), with when each was booked. */
async function bookedDates(db: Database, enquiryId: number): Promise<(HeldDate & { createdAt: Date })[]> {
  return db
    .select()
    .from(eventHolds)
    .where(and(eq(eventHolds.enquiryId, enquiryId), eq(eventHolds.kind, "booking"), eq(eventHolds.status, "active")));
}

/** The team's mail of a visitor's request through their link, with the lead's address; nothing once it no longer applies. */
async function visitorRequest(
  db: Database,
  config: Env,
  enquiry: typeof eventEnquiries.$inferSelect,
  request: "confirm" | "release",
): Promise<string> {
  const settings = mailSettings(config);
  const [lead] = rowsOf(
    await db.execute(sql`select id from lead_inbox where kind = 'enquiry' and source_id = ${enquiry.id}`),
  );
  const leadUrl = lead ? link(settings, `/staff/leads/${String(lead.id)}`) : undefined;
  if (request === "confirm") {
    const held = await heldFirst(db, enquiry.id);
    if (!held) return "changed since";
    return deliver(db, config, "team-enquiry-confirm", teamConfirmRequestMail(enquiry, held, leadUrl, settings));
  }
  const released = await releasedDates(db, enquiry.id);
  if (!released.dates.length) return "changed since";
  return deliver(
    db,
    config,
    "team-enquiry-released",
    teamVisitorReleaseMail(enquiry, released.dates, leadUrl, settings),
  );
}

export async function run(job: Job<EnquiryMailJob>, db: Database, config: Env): Promise<string> {
  const data = job.data;
  const settings = mailSettings(config);
  const enquiry = await enquiryOf(db, data.enquiryId);
  if (!enquiry) return "gone";
  if (data.kind === "promoted") {
    const held = await heldFirst(db, data.enquiryId);
    if (!held) return "changed since";
    return deliver(
      db,
      config,
      "enquiry-promoted",
      optionPromotedMail(
        enquiry,
        held.dates,
        held.until,
        settings,
        data.ahead ?? "expired",
        manageEnquiryUrl(enquiry.id, config.PUBLIC_SITE_URL, config.COOKIE_SECRET, languageOf(enquiry)),
      ),
    );
  }
  if (data.kind === "released") {
    const released = await releasedDates(db, data.enquiryId);
    if (!released.dates.length) return "changed since";
    const because =
      data.because === "booked" ? { by: "booked" as const, booked: released.booked } : { by: data.because };
    return deliver(db, config, "enquiry-released", optionReleasedMail(enquiry, released.dates, because, settings));
  }
  if (data.kind === "visitor-request") return visitorRequest(db, config, enquiry, data.request);
  if (data.kind === "booked") {
    const dates = await bookedDates(db, data.enquiryId);
    if (!dates.length) return "changed since";
    const files = bookingCalendarFiles({ enquiryId: enquiry.id, enquiry, dates }, settings.team.enquiry);
    // The offer is dated when the option became a booking (decision 1142).
    const offer = bookingOffer(enquiry, dates, settings.team.enquiry);
    const offerFile = offer && {
      number: offer.number,
      validUntil: offer.validUntil,
      file: await offerAttachment(offer),
    };
    return deliver(db, config, "enquiry-booked", bookingConfirmedMail(enquiry, dates, files, settings, offerFile));
  }
  const lapsed = await lapsedDates(db, data.enquiryId);
  if (!lapsed) return "gone";
  if (data.kind === "lapsed")
    return deliver(db, config, "enquiry-lapsed", optionLapsedMail(enquiry, lapsed.dates, settings));
  const promoted = [];
  for (const id of data.promoted) {
    const next = await enquiryOf(db, id);
    if (!next) continue;
    const held = await heldFirst(db, id);
    promoted.push({ enquiry: next, dates: held?.dates ?? [], until: held?.until });
  }
  return deliver(
    db,
    config,
    "team-enquiry-lapsed",
    teamOptionExpiryMail({ enquiry, dates: lapsed.dates, at: lapsed.at }, promoted, settings),
  );
}
