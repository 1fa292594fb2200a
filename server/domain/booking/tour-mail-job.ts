import type { Job } from "pg-boss";
import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import { queueNames } from "../../jobs/queue.ts";
import { link } from "../../mail/settings.ts";
import { deliver, mailSettings } from "../../mail/transport.ts";
import { localeOr } from "../company/locale.ts";
import { tourCalendarFile } from "./calendar.ts";
import { teamTourChangeMail, visitorTourChangeMail } from "./mail.ts";
import { manageTourUrl } from "./manage-link.ts";
import { tourOfBooking, type TourMailJob } from "./tour-bookings.ts";

// A tour's mails, rendered from the rows when the job runs: the tour as it is then (a job queued
// before a later move sends the later time, with the later SEQUENCE). A request deleted meanwhile
// (retention, a data-subject request) sends nothing.
export const name = queueNames.tourMail;

export async function run(job: Job<TourMailJob>, db: Database, config: Env): Promise<string> {
  const { kind, tourBookingId } = job.data;
  const tour = await tourOfBooking(db, tourBookingId);
  if (!tour?.slot) return "gone";
  const { booking, slot } = tour;
  // A reminder or invite for a tour cancelled since sends nothing; the cancellation is its own job.
  if (kind !== "cancelled" && slot.status === "cancelled") return "cancelled since";
  const settings = mailSettings(config);
  const manageUrl = manageTourUrl(tourBookingId, config.PUBLIC_SITE_URL, config.COOKIE_SECRET, localeOr(booking.lang));
  const calendarFile = tourCalendarFile(
    {
      tourBookingId,
      fullName: booking.fullName,
      email: booking.email,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      sequence: slot.calendarSequence,
      cancelled: slot.status === "cancelled",
      lang: localeOr(booking.lang),
    },
    settings.team.tour,
    manageUrl,
  );
  const previousStartsAt = job.data.previousStartsAt ? new Date(job.data.previousStartsAt) : undefined;
  const about = { booking, startsAt: slot.startsAt, previousStartsAt };
  const outcome = await deliver(
    db,
    config,
    `tour-${kind}`,
    visitorTourChangeMail(kind, about, manageUrl, calendarFile, settings),
  );
  if (job.data.by === "visitor" && (kind === "moved" || kind === "cancelled")) {
    const leadUrl = tour.leadId ? link(settings, `/staff/leads/${tour.leadId}`) : undefined;
    await deliver(db, config, `team-tour-${kind}`, teamTourChangeMail(kind, about, leadUrl, settings));
  }
  return outcome;
}
