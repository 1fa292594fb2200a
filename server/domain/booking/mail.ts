import type { tourBookings } from "../../db/schema.ts";
import { greeting } from "../../mail/visitor-text.ts";
import { renderMail, type MailAttachment, type RenderedMail } from "../../mail/layout.ts";
import { link, type MailSettings } from "../../mail/settings.ts";
import { fullAddress, site } from "../company/site.ts";
import type { TourMailJob } from "./tour-bookings.ts";

// A held tour's mails (issue 46), in English like the tour page: the invite, the new time, the
// cancellation and the reminder to the visitor, each with the calendar file and the manage link;
// the visitor's own changes also to the team.

type TourRow = typeof tourBookings.$inferSelect;
export const TOUR_CALENDAR_FILE = "spark-tour.ics";

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Berlin",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit" });

/** "Monday, 7 December 2026 at 10:00" (Frankfurt time). */
export function tourWhen(at: Date): string {
  return `${dayFormat.format(at)} at ${timeFormat.format(at)}`;
}

export function visitorTourChangeMail(
  kind: TourMailJob["kind"],
  tour: { booking: TourRow; startsAt: Date; previousStartsAt?: Date },
  manageUrl: string,
  calendarFile: MailAttachment,
  settings: MailSettings,
): RenderedMail {
  const { booking } = tour;
  const when = tourWhen(tour.startsAt);
  const hello = greeting(booking.fullName, "en");
  const manage = `To move or cancel your tour, use your personal link: ${manageUrl}`;
  const content = {
    booked: {
      subject: `Your tour at ${site.name} Frankfurt: ${when}`,
      heading: `${hello}, your tour is booked`,
      paragraphs: [
        `We look forward to showing you ${site.name}: ${when}, ${site.tourAvailability.duration.toLowerCase()}.`,
        `Where: ${site.name}, ${fullAddress}. The calendar invite is attached.`,
        manage,
      ],
    },
    moved: {
      subject: `New time for your tour: ${when}`,
      heading: `${hello}, your tour has a new time`,
      paragraphs: [
        `Your tour is now on ${when}${tour.previousStartsAt ? ` (instead of ${tourWhen(tour.previousStartsAt)})` : ""}.`,
        "The attached calendar invite replaces the earlier one when you open it.",
        manage,
      ],
    },
    cancelled: {
      subject: `Your tour on ${when} is cancelled`,
      heading: `${hello}, your tour is cancelled`,
      paragraphs: [
        `The tour on ${when} is cancelled. Open the attached file to remove it from your calendar.`,
        `You are welcome to book a new time at any point: ${link(settings, "/book-tour")}`,
      ],
    },
    reminder: {
      subject: `Reminder: your tour at ${site.name} tomorrow, ${when}`,
      heading: `${hello}, see you tomorrow`,
      paragraphs: [`Your tour is on ${when}.`, `Where: ${site.name}, ${fullAddress}.`, manage],
    },
  }[kind];
  return {
    ...renderMail(
      { to: booking.email, replyTo: settings.team.tour, subject: content.subject },
      {
        lang: "en",
        preview: content.paragraphs[0]!,
        heading: content.heading,
        paragraphs: content.paragraphs,
        ...(kind === "cancelled" ? {} : { action: { label: "Move or cancel your tour", href: manageUrl } }),
        notes: [
          `Questions? Reply to this e-mail or call us on ${site.phone.display}.`,
          `You receive this e-mail because a tour was booked with this address on ${link(settings, "/book-tour")}.`,
        ],
      },
    ),
    attachments: [calendarFile],
  };
}

/** To the team: the visitor moved or cancelled their tour through their link. */
export function teamTourChangeMail(
  kind: "moved" | "cancelled",
  tour: { booking: TourRow; startsAt: Date; previousStartsAt?: Date },
  leadUrl: string | undefined,
  settings: MailSettings,
): RenderedMail {
  const { booking } = tour;
  const what =
    kind === "moved"
      ? `moved their tour to ${tourWhen(tour.startsAt)}${tour.previousStartsAt ? ` (was ${tourWhen(tour.previousStartsAt)})` : ""}`
      : `cancelled their tour on ${tourWhen(tour.startsAt)}`;
  return renderMail(
    {
      to: settings.team.tour,
      replyTo: booking.email,
      subject: `Tour ${kind}: ${booking.fullName}, ${tourWhen(tour.startsAt)}`,
    },
    {
      lang: "en",
      preview: `${booking.fullName} ${what}.`,
      heading: kind === "moved" ? "A tour was moved" : "A tour was cancelled",
      paragraphs: [`${booking.fullName}${booking.company ? ` (${booking.company})` : ""} ${what} with their link.`],
      ...(leadUrl ? { action: { label: "Open the lead", href: leadUrl } } : {}),
    },
  );
}
