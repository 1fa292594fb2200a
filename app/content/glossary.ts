import { site } from "../../server/domain/company/site";
import { home } from "./home";

// The glossary of the two languages (issue 44, /work/shared/guide/GERMAN.md is where it started): how the
// German pages say the venue's things, and what stays the same in both languages. The translation
// check (tests/e2e/page-scans.spec.ts) accepts a German sentence equal to its English twin only when
// nothing is left of it but these names, figures and addresses.

/** Names that are the same in both languages: the brand, its stages and rooms, places, networks. */
const names: readonly string[] = [
  site.legalName,
  "SPARK",
  "Sky Lounge",
  "Sky Terrace",
  "Skyline Stage",
  "Liberty Stage",
  "Horizon Stage",
  "Frankfurt am Main",
  "Frankfurt",
  "Hanauer Landstraße",
  "Hessen",
  "GmbH",
  "WhatsApp",
  "LinkedIn",
  "Instagram",
  "TikTok",
  "YouTube",
  "Vimeo",
  "Google Maps",
  "Matterport",
  // The industry's own English terms, as German planners use them (GERMAN.md).
  "Meetings & Workshops",
  "Broadcast & Streaming",
  "Catering",
  "Livestream",
  "Keynote",
  "Workshop",
  "Location",
  "Event",
  "Events",
  "LED",
  "Shop",
  "Support",
  "Newsletter",
  "E-Mail",
  "English",
  "Deutsch",
];

/** The names of the glossary and those the content gives (clients are named as they are). */
export const sameInBothLanguages: readonly string[] = [...names, ...home.industries.tabs.flatMap((tab) => tab.clients)];

/** How the German pages say the venue's words (GERMAN.md, 'Terms'): one term per thing, everywhere. */
export const germanTerms: Readonly<Record<string, string>> = {
  venue: "Location (Veranstaltungsort in running text)",
  stage: "Bühne (the stage names stay: Skyline Stage)",
  space: "Eventfläche / Fläche",
  room: "Raum, Tagungsraum, Meetingraum",
  office: "Büro",
  "tour (of the venue)": "Besichtigung",
  "book a tour": "Besichtigung vereinbaren",
  enquiry: "Anfrage, Veranstaltungsanfrage",
  "quote, offer": "Angebot",
  estimate: "unverbindliche Preisindikation",
  option: "Option",
  booking: "Buchung",
  availability: "Verfügbarkeit",
  guests: "Gäste / Personen",
  "theatre setup": "Reihenbestuhlung",
  "banquet setup": "Bankett",
  "reception setup": "Stehempfang",
  "classroom setup": "parlamentarische Bestuhlung",
  "LED wall": "LED-Wand",
  "hybrid event": "hybride Veranstaltung",
  "rooftop terrace": "Dachterrasse",
  "use cases": "Formate",
  services: "Leistungen",
  "floor types": "Etagen",
  "newsletter sign-up": "Newsletter-Anmeldung",
  "privacy policy": "Datenschutzerklärung",
  imprint: "Impressum",
  "terms of use": "Nutzungsbedingungen",
  terms: "Allgemeine Geschäftsbedingungen (AGB)",
  VAT: "MwSt.",
};
