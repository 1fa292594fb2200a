import type { tourBookings } from "../../db/schema.ts";
import { greeting } from "../../mail/visitor-text.ts";
import { renderMail, type MailAttachment, type RenderedMail } from "../../mail/layout.ts";
import { link, type MailSettings } from "../../mail/settings.ts";
import { fullAddress, site } from "../company/site.ts";
import { localeOr } from "../company/locale.ts";
import type { TourMailJob } from "./tour-bookings.ts";
import { tourPaths } from "./tour-paths.ts";
import { tourAvailabilityWords, tourWhen } from "./tour-words.ts";

// A held tour's mails (issue 46), in the language of the page it was booked on (issue 44): the invite, the new time, the
// cancellation and the reminder to the visitor, each with the calendar file and the manage link;
// the visitor's own changes also to the team.

type TourRow = typeof tourBookings.$inferSelect;
export const TOUR_CALENDAR_FILE = "spark-tour.ics";

export { tourWhen };

export function visitorTourChangeMail(
  kind: TourMailJob["kind"],
  tour: { booking: TourRow; startsAt: Date; previousStartsAt?: Date },
  manageUrl: string,
  calendarFile: MailAttachment,
  settings: MailSettings,
): RenderedMail {
  const { booking } = tour;
  const lang = localeOr(booking.lang);
  const when = tourWhen(tour.startsAt, lang);
  const before = tour.previousStartsAt ? tourWhen(tour.previousStartsAt, lang) : undefined;
  const hello = greeting(booking.fullName, lang);
  const bookPage = link(settings, tourPaths[lang].book);
  const content =
    lang === "de"
      ? germanContent(kind, { when, before, hello, manageUrl, bookPage })
      : englishContent(kind, { when, before, hello, manageUrl, bookPage });
  return {
    ...renderMail(
      { to: booking.email, replyTo: settings.team.tour, subject: content.subject },
      {
        lang,
        preview: content.paragraphs[0]!,
        heading: content.heading,
        paragraphs: content.paragraphs,
        ...(kind === "cancelled" ? {} : { action: { label: content.action, href: manageUrl } }),
        notes: content.notes,
      },
    ),
    attachments: [calendarFile],
  };
}

interface MailWords {
  when: string;
  before: string | undefined;
  hello: string;
  manageUrl: string;
  bookPage: string;
}

function englishContent(kind: TourMailJob["kind"], { when, before, hello, manageUrl, bookPage }: MailWords) {
  const manage = `To move or cancel your tour, use your personal link: ${manageUrl}`;
  return {
    ...{
      booked: {
        subject: `Your tour at ${site.name} Frankfurt: ${when}`,
        heading: `${hello}, your tour is booked`,
        paragraphs: [
          `We look forward to showing you ${site.name}: ${when}, ${site.tourAvailability.duration.toLowerCase()}.`,
          `Where: ${site.name}, ${fullAddress()}. The calendar invite is attached.`,
          manage,
        ],
      },
      moved: {
        subject: `New time for your tour: ${when}`,
        heading: `${hello}, your tour has a new time`,
        paragraphs: [
          `Your tour is now on ${when}${before ? ` (instead of ${before})` : ""}.`,
          "The attached calendar invite replaces the earlier one when you open it.",
          manage,
        ],
      },
      cancelled: {
        subject: `Your tour on ${when} is cancelled`,
        heading: `${hello}, your tour is cancelled`,
        paragraphs: [
          `The tour on ${when} is cancelled. Open the attached file to remove it from your calendar.`,
          `You are welcome to book a new time at any point: ${bookPage}`,
        ],
      },
      reminder: {
        subject: `Reminder: your tour at ${site.name} tomorrow, ${when}`,
        heading: `${hello}, see you tomorrow`,
        paragraphs: [`Your tour is on ${when}.`, `Where: ${site.name}, ${fullAddress()}.`, manage],
      },
    }[kind],
    action: "Move or cancel your tour",
    notes: [
      `Questions? Reply to this e-mail or call us on ${site.phone.display}.`,
      `You receive this e-mail because a tour was booked with this address on ${bookPage}.`,
    ],
  };
}

function germanContent(kind: TourMailJob["kind"], { when, before, hello, manageUrl, bookPage }: MailWords) {
  const manage = `Über Ihren persönlichen Link können Sie die Besichtigung verschieben oder absagen: ${manageUrl}`;
  return {
    ...{
      booked: {
        subject: `Ihre Besichtigung bei ${site.name} Frankfurt: ${when}`,
        heading: `${hello}, Ihre Besichtigung ist gebucht`,
        paragraphs: [
          `Wir freuen uns darauf, Ihnen ${site.name} zu zeigen: ${when}. ${tourAvailabilityWords.de.duration}.`,
          `Ort: ${site.name}, ${fullAddress()}. Die Kalendereinladung finden Sie im Anhang.`,
          manage,
        ],
      },
      moved: {
        subject: `Neuer Termin für Ihre Besichtigung: ${when}`,
        heading: `${hello}, Ihre Besichtigung hat einen neuen Termin`,
        paragraphs: [
          `Ihre Besichtigung findet jetzt am ${when} statt${before ? ` (statt am ${before})` : ""}.`,
          "Die angehängte Kalendereinladung ersetzt die bisherige, sobald Sie sie öffnen.",
          manage,
        ],
      },
      cancelled: {
        subject: `Ihre Besichtigung am ${when} ist abgesagt`,
        heading: `${hello}, Ihre Besichtigung ist abgesagt`,
        paragraphs: [
          `Die Besichtigung am ${when} ist abgesagt. Öffnen Sie die angehängte Datei, um den Termin aus Ihrem Kalender zu entfernen.`,
          `Einen neuen Termin können Sie jederzeit hier vereinbaren: ${bookPage}`,
        ],
      },
      reminder: {
        subject: `Erinnerung: Ihre Besichtigung bei ${site.name} morgen, ${when}`,
        heading: `${hello}, bis morgen`,
        paragraphs: [`Ihre Besichtigung ist am ${when}.`, `Ort: ${site.name}, ${fullAddress()}.`, manage],
      },
    }[kind],
    action: "Besichtigung verschieben oder absagen",
    notes: [
      `Fragen? Antworten Sie einfach auf diese E-Mail oder rufen Sie uns an: ${site.phone.display}.`,
      `Sie erhalten diese E-Mail, weil mit dieser Adresse auf ${bookPage} eine Besichtigung gebucht wurde.`,
    ],
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
