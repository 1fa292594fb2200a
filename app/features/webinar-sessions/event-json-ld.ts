import type { Event, EventStatusType, WithContext } from "schema-dts";
import { site } from "../../../server/domain/company/site";
import { webinar, webinarPathsIn, webinarWords } from "../../../server/domain/webinar/webinar";
import type { Locale } from "~/lib/i18n/locale";
import { shareCardOf } from "~/lib/seo";
import { absoluteUrl } from "~/lib/site-url";
import { shareCardPath } from "~/lib/share-card";
import { viewSchedule, type SessionView } from "../../../server/domain/webinar/session-view";

// The webinar session as a schema.org Event (issue 16): the next open session, its status and
// whether seats are left. No open session, no Event. `satisfies` holds the literal to schema.org's
// Event (schema-dts) while callers keep its exact shape.

const statusOf: Record<SessionView["status"], EventStatusType> = {
  scheduled: "https://schema.org/EventScheduled",
  cancelled: "https://schema.org/EventCancelled",
  // A held session is in the past; schema.org has no status for it, it was simply scheduled.
  held: "https://schema.org/EventScheduled",
};

export function sessionEventJsonLd(session: SessionView, description: string, locale: Locale = "de") {
  const schedule = viewSchedule(session);
  const words = webinarWords[locale];
  const page = absoluteUrl(webinarPathsIn(locale).landingPath);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: words.title,
    description,
    startDate: schedule.start,
    endDate: schedule.end,
    eventStatus: statusOf[session.status],
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    isAccessibleForFree: true,
    inLanguage: locale,
    maximumAttendeeCapacity: session.capacity,
    remainingAttendeeCapacity: session.seatsLeft,
    location: { "@type": "VirtualLocation", url: page },
    image: absoluteUrl(shareCardPath(shareCardOf({ path: webinar.landingPath })!)),
    organizer: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
    performer: { "@type": "Person", name: webinar.host.name, jobTitle: words.hostRole },
    offers: {
      "@type": "Offer",
      price: "0",
      priceCurrency: "EUR",
      availability: session.seatsLeft > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      url: page,
    },
  } satisfies WithContext<Event>;
}
