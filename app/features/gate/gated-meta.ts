import { gates, type gatedPagePaths } from "~/content/gates";
import { bilingual, localeOfPath } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo";

// The titles and descriptions of the pages behind a password, in both languages (noindex all the
// same: a shared link's preview and the browser tab still read them).

type GatedPage = (typeof gatedPagePaths)[number];
type Words = Record<GatedPage, { title?: string; description: string }>;

const pages = bilingual<Words>({
  en: {
    "/event-planners": {
      description:
        "The handbook for booked SPARK Frankfurt clients: support, packages, payment, deadlines, catering and digital signage. Password protected.",
    },
    "/event-planners/how-we-support-you": {
      title: "How we support you",
      description:
        "How the SPARK Frankfurt event team works with booked clients, from the kick-off call to the debrief. Password protected.",
    },
    "/event-planners/our-packages": {
      title: "Our packages",
      description:
        "The six SPARK Frankfurt package decks for booked clients, each as a PDF to download. Password protected.",
    },
    "/event-planners/payment-information": {
      title: "Payment information",
      description:
        "Payment schedule, methods, cancellation and overtime for booked SPARK Frankfurt events, with the terms in English and German. Password protected.",
    },
    "/event-planners/deadlines": {
      title: "Deadlines",
      description:
        "Change deadline, rush charges, guest numbers and technical files for booked SPARK Frankfurt events. Password protected.",
    },
    "/event-planners/types-of-events": {
      title: "Types of events",
      description:
        "The event formats SPARK Frankfurt hosts and the companies who booked them, for booked clients. Password protected.",
    },
    "/event-planners/catering": {
      title: "Catering",
      description:
        "Meal types, catering packages and drinks tiers for booked SPARK Frankfurt events. Password protected.",
    },
    "/event-planners/digital-signage": {
      title: "Digital signage",
      description:
        "The screens at SPARK Frankfurt, their formats and when booked clients deliver their content. Password protected.",
    },
    "/development": {
      description:
        "SPARK's partnership model for landlords and investors: masterplan, phases, products and terms. Password protected.",
    },
  },
  de: {
    "/event-planners": {
      description:
        "Das Handbuch für gebuchte Kunden von SPARK Frankfurt: Betreuung, Pakete, Zahlung, Fristen, Catering und Digital Signage. Passwortgeschützt.",
    },
    "/event-planners/how-we-support-you": {
      title: "Unsere Unterstützung",
      description:
        "Wie das Eventteam von SPARK Frankfurt mit gebuchten Kunden arbeitet, vom Kick-off-Termin bis zur Nachbesprechung. Passwortgeschützt.",
    },
    "/event-planners/our-packages": {
      title: "Unsere Pakete",
      description:
        "Die sechs Paketübersichten von SPARK Frankfurt für gebuchte Kunden, jeweils als PDF zum Herunterladen. Passwortgeschützt.",
    },
    "/event-planners/payment-information": {
      title: "Zahlungsinformationen",
      description:
        "Zahlungsplan, Zahlungswege, Stornierung und Mehrstunden für Veranstaltungen bei SPARK Frankfurt, mit den AGB auf Deutsch und Englisch. Passwortgeschützt.",
    },
    "/event-planners/deadlines": {
      title: "Fristen",
      description:
        "Änderungsfrist, Eilzuschläge, Teilnehmerzahlen und technische Dateien für Veranstaltungen bei SPARK Frankfurt. Passwortgeschützt.",
    },
    "/event-planners/types-of-events": {
      title: "Veranstaltungsarten",
      description:
        "Die Formate, die SPARK Frankfurt ausrichtet, und die Unternehmen, die sie gebucht haben: für gebuchte Kunden. Passwortgeschützt.",
    },
    "/event-planners/catering": {
      title: "Catering",
      description:
        "Mahlzeiten, Cateringpakete und Getränkepauschalen für Veranstaltungen bei SPARK Frankfurt. Passwortgeschützt.",
    },
    "/event-planners/digital-signage": {
      title: "Digital Signage",
      description:
        "Die Bildschirme bei SPARK Frankfurt, ihre Formate und bis wann gebuchte Kunden ihre Inhalte liefern. Passwortgeschützt.",
    },
    "/development": {
      description:
        "Das Partnerschaftsmodell von SPARK für Eigentümer und Investoren: Masterplan, Phasen, Produkte und Konditionen. Passwortgeschützt.",
    },
  },
});

/** The meta tags of a gated page (its English address), in the language of the address it was opened at. */
export function gatedSeo(path: GatedPage, pathname: string) {
  const locale = localeOfPath(pathname);
  const page = pages[locale][path];
  const gate = gates[path === "/development" ? "development" : "event-planners"].title[locale];
  return seo({
    title: page.title ? `${page.title} | ${gate}` : gate,
    description: page.description,
    path,
    locale,
    noindex: true,
  });
}

/** The way back from a handbook page to its overview. */
export const overviewLabel = bilingual({ en: "Handbook overview", de: "Zur Übersicht des Handbuchs" });
