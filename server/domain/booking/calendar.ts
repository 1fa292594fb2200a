import { buildIcs } from "../../mail/ics.ts";
import type { MailAttachment } from "../../mail/layout.ts";
import type { Locale } from "../company/locale.ts";
import { fullAddress, site } from "../company/site.ts";
import { TOUR_CALENDAR_FILE } from "./mail.ts";

// A tour as a calendar invite (issue 46): one UID per tour request, so the moved time or the
// cancellation replaces the entry the visitor already has; SEQUENCE is the slot's calendar_sequence.

export function tourCalendarFile(
  tour: {
    tourBookingId: number;
    fullName: string;
    email: string;
    startsAt: Date;
    endsAt: Date;
    sequence: number;
    cancelled: boolean;
    /** The tour's language (issue 44): the entry's title and text. */
    lang?: Locale;
  },
  organizerEmail: string,
  manageUrl: string,
  now = new Date(),
): MailAttachment {
  const domain = new URL(site.defaultOrigin).hostname.replace(/^www\./, "");
  const method = tour.cancelled ? "CANCEL" : "REQUEST";
  const content = buildIcs(
    {
      uid: `tour-${tour.tourBookingId}@${domain}`,
      sequence: tour.sequence,
      ...(tour.lang === "de"
        ? {
            title: `Besichtigung bei ${site.name} Frankfurt`,
            description: `Ihre persönliche Besichtigung bei ${site.name}. Termin verschieben oder absagen: ${manageUrl}`,
          }
        : {
            title: `Venue tour at ${site.name} Frankfurt`,
            description: `Your personal tour of ${site.name}. To move or cancel it: ${manageUrl}`,
          }),
      location: `${site.name}, ${fullAddress()}`,
      start: tour.startsAt,
      end: tour.endsAt,
      invitation: {
        method,
        organizer: { name: `${site.name} Frankfurt`, email: organizerEmail },
        attendee: { name: tour.fullName, email: tour.email },
      },
    },
    now,
  );
  return { filename: TOUR_CALENDAR_FILE, contentType: `text/calendar; charset=utf-8; method=${method}`, content };
}
