import { site } from "../../server/domain/company/site";
import { eventTypesPage } from "./gated/event-types.server";
import { handbookIndex } from "./gated/handbook.server";
import { home } from "./home";
import { testimonials } from "./testimonials";
import { webinarLanding } from "./webinar-landing";
import { webinar } from "../../server/domain/webinar/webinar";

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
  // Stages, floors, rooms and offices (app/content/venues.ts, products.ts).
  "Nova Stage",
  "Vista Stage",
  "Skyline Floor",
  "Liberty Floor",
  "Horizon Floor",
  "Skyline Studio",
  "Liberty Studio",
  "Horizon Studio",
  "Liberty Atrium",
  "Atrium",
  "Arena",
  "Straight-up",
  "Boardroom",
  "Horizon Hub",
  "Directors Circle",
  "Private Office",
  "Team Office",
  "Corporate Office",
  "Enterprise Office",
  "Green Room",
  // Offers and formats by their names (app/content/offers.ts, venues.ts).
  "Weekend Immersion",
  "Weekday Business Edge",
  "Virtual Keynote Experience",
  "Extended Focus",
  "Co-Create & Accelerate",
  "Hybrid Studio Day",
  "Leadership Summit",
  "Gala & Awards",
  "Location as a Service",
  "Skyline Stage & Terrace",
  "Nova Stage & Terrace",
  "Vista Stage & Terrace",
  "Skyline",
  "Liberty",
  "Horizon",
  "Nova",
  "Vista",
  "Hub",
  "Cabaret",
  "Lobby",
  "Studios",
  // Words German uses as they are.
  "Meeting",
  "Agenda",
  "Budget",
  "April",
  "August",
  "September",
  "November",
  "Videos",
  "Podcast",
  "Gala",
  "Dinner",
  "Marketing",
  "Webinar",
  // Laws and places the legal pages cite.
  "TDDDG",
  "DSGVO",
  "Art.",
  "USA",
  // The company's values (app/content/culture.ts).
  "Centerstage",
  "Bold",
  "Astute",
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
  // The handbook's catering and signage words (app/content/gated): as German menus and planners say them.
  "Fingerfood",
  "Buffet",
  "BBQ",
  "Standard",
  "Premium",
  "Signature",
  "Digital Signage",
];

/** The names of the glossary and those the content gives (clients are named as they are). */
export const sameInBothLanguages: readonly string[] = [
  ...names,
  ...home.industries.tabs.flatMap((tab) => tab.clients),
  // The people quoted and their companies; a job title only where the German page keeps the English one.
  ...testimonials.flatMap((quote) => [
    quote.company,
    ...quote.people.flatMap((person) => [
      person.name,
      // "Dr. Sabine Hoffmann" is read as two sentences.
      person.name.replace(/^(Dr|Prof)\. /, ""),
      ...(person.role.en === person.role.de ? [person.role.en] : []),
    ]),
  ]),
  ...webinarLanding.testimonials.map((quote) => quote.name),
  // The handbook's team and the past clients it names (behind the password; read here by the tests only).
  ...handbookIndex.en.team.people.map((person) => person.name),
  ...eventTypesPage.en.clients.clients.map((client) => client.name),
  webinar.host.name,
  // The company's register entry and its managing directors (the imprint).
  site.register.court,
  site.register.number,
  ...site.register.managingDirectors,
  site.address.street,
];

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
  "Event Planners' Handbook": "Handbuch für Eventplaner",
  "Development Partnerships": "Entwicklungspartnerschaften",
};
