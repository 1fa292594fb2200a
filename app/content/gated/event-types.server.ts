import { art } from "~/lib/art";
import type { EventTypesPage } from "./schema";
import { bilingual, type Bilingual } from "../../../server/domain/company/locale";
import { sample } from "../../../server/domain/company/sample.ts";

// Handbook: types of events (/event-planners/types-of-events): 14 formats and 24 past clients.

/** The clients' sectors in German, by their English names. */
const sectorsDe = {
  Banking: "Banken",
  "Life sciences": "Pharma und Biotech",
  Automotive: "Automobil",
  Energy: "Energie",
  Technology: "Technologie",
  Insurance: "Versicherungen",
  Consulting: "Beratung",
  Telecommunications: "Telekommunikation",
  Logistics: "Logistik",
  Law: "Recht",
  "Consumer goods": "Konsumgüter",
  Travel: "Reisen",
  "Data and AI": "Daten und KI",
  "Real estate": "Immobilien",
  Chemicals: "Chemie",
  Media: "Medien",
  "Medical devices": "Medizintechnik",
  "Food and beverage": "Lebensmittel und Getränke",
  Aviation: "Luftfahrt",
  "Asset management": "Vermögensverwaltung",
  "Sports and apparel": "Sport und Bekleidung",
  Fintech: "Finanztechnologie",
  Education: "Bildung",
  Gaming: "Games",
} as const;

/** Past clients, named as they are in both languages. */
const referenceClients: { name: string; sector: keyof typeof sectorsDe }[] = [
  sample("reference-clients", { name: "Mainfeld Bank", sector: "Banking" }),
  { name: "Helvion Pharma", sector: "Life sciences" },
  { name: "Nordstern Mobility", sector: "Automotive" },
  { name: "Kaltwerk Energy", sector: "Energy" },
  { name: "Lumora Software", sector: "Technology" },
  { name: "Taunusblick Insurance", sector: "Insurance" },
  { name: "Brightwater Consulting", sector: "Consulting" },
  { name: "Vireo Telecom", sector: "Telecommunications" },
  { name: "Osthafen Logistics", sector: "Logistics" },
  { name: "Carrow & Lind", sector: "Law" },
  { name: "Aurelia Cosmetics", sector: "Consumer goods" },
  { name: "Fernweh Travel Group", sector: "Travel" },
  { name: "Quantis Analytics", sector: "Data and AI" },
  { name: "Rheinbogen Real Estate", sector: "Real estate" },
  { name: "Solvent Chemicals", sector: "Chemicals" },
  { name: "Hafenstern Media", sector: "Media" },
  { name: "Pellucid Medical", sector: "Medical devices" },
  { name: "Greifwald Foods", sector: "Food and beverage" },
  { name: "Arcline Aviation", sector: "Aviation" },
  { name: "Verdant Capital", sector: "Asset management" },
  { name: "Silberhorn Sports", sector: "Sports and apparel" },
  { name: "Kontor Payments", sector: "Fintech" },
  { name: "Stadtwerk Akademie", sector: "Education" },
  { name: "Opaline Games", sector: "Gaming" },
];

export const eventTypesPage: Bilingual<EventTypesPage> = bilingual<EventTypesPage>({
  en: {
    hero: {
      eyebrow: "Types of events",
      title: "Fourteen formats we know by heart",
      lead: "From a board meeting for twelve to a product launch across three floors: the formats we host every year, and what we have learned about each of them.",
      image: art("event/handbook-event-types"),
      imageAlt: "",
    },
    types: {
      id: "formats",
      heading: "Event types",
      lead: "Each format has its own rhythm. Your event manager brings the run of show of a similar event to your kick-off call.",
      cards: [
        {
          meta: "Conferences & events",
          title: "Conferences",
          text: "One or two days of keynotes, panels and breakouts, with foyers for exhibitors and networking between sessions.",
        },
        {
          meta: "Conferences & events",
          title: "Product launches",
          text: "A reveal on the LED wall, a stage built for the product and a reception on the rooftop afterwards.",
        },
        {
          meta: "Conferences & events",
          title: "Town hall meetings",
          text: "The whole company in one room and online, with live questions from both audiences.",
        },
        {
          meta: "Conferences & events",
          title: "Award ceremonies",
          text: "Banquet or cabaret seating, a show flow down to the second and a stage that photographs well.",
        },
        {
          meta: "Conferences & events",
          title: "Gala dinners",
          text: "Three or four courses, speeches, entertainment and a dance floor that opens after dessert.",
        },
        {
          meta: "Conferences & events",
          title: "Christmas parties",
          text: "The Christmas dinner package, a DJ or band, and an ending well before the last train.",
        },
        {
          meta: "Meetings & workshops",
          title: "Executive board meetings",
          text: "The boardroom for up to 25, confidential service and a dinner in a private space afterwards.",
        },
        {
          meta: "Meetings & workshops",
          title: "Leadership workshops",
          text: "Plenary sessions on stage and group work in breakout rooms, with facilitators on request.",
        },
        {
          meta: "Meetings & workshops",
          title: "Innovation sprints",
          text: "Several days of focused work: walls to write on, rooms that stay set up overnight and good coffee.",
        },
        {
          meta: "Meetings & workshops",
          title: "Onboarding and recruiting days",
          text: "Stations, team lunches and interview rooms, with hosts who welcome every newcomer by name.",
        },
        {
          meta: "Broadcast & streaming",
          title: "Virtual keynotes",
          text: "A speaker on stage in front of the LED wall and an audience of thousands online.",
        },
        {
          meta: "Broadcast & streaming",
          title: "Streaming showrooms",
          text: "Products presented live from a set on the LED wall, with questions from viewers answered on air.",
        },
        {
          meta: "Broadcast & streaming",
          title: "Hybrid conferences",
          text: "The room and the remote audience as equals: remote speakers on the wall, moderated chat, one programme.",
        },
        {
          meta: "Broadcast & streaming",
          title: "Press conferences",
          text: "A clean stage, interview corners, fast Wi-Fi for journalists and a live feed for those who cannot come.",
        },
      ],
    },
    clients: {
      id: "clients",
      heading: "Companies who have trusted us",
      lead: "A selection of clients from the last seasons, across industries. Ask your event manager for a reference contact in your sector.",
      clients: referenceClients,
    },
  },
  de: {
    hero: {
      eyebrow: "Veranstaltungsformate",
      title: "Vierzehn Formate, die wir in- und auswendig kennen",
      lead: "Von der Vorstandssitzung mit zwölf Personen bis zum Produktlaunch über drei Etagen: die Formate, die wir jedes Jahr ausrichten, und was wir bei jedem von ihnen gelernt haben.",
      image: art("event/handbook-event-types"),
      imageAlt: "",
    },
    types: {
      id: "formats",
      heading: "Formate",
      lead: "Jedes Format hat seinen eigenen Rhythmus. Ihre Ansprechperson aus dem Eventmanagement bringt zum Kick-off den Ablaufplan einer ähnlichen Veranstaltung mit.",
      cards: [
        {
          meta: "Konferenzen & Events",
          title: "Konferenzen",
          text: "Ein oder zwei Tage mit Keynotes, Panels und Breakouts, dazu Foyers für Ausstellende und Networking zwischen den Sessions.",
        },
        {
          meta: "Konferenzen & Events",
          title: "Produktlaunches",
          text: "Eine Enthüllung auf der LED-Wand, eine Bühne, die für das Produkt gebaut ist, und danach ein Empfang auf der Dachterrasse.",
        },
        {
          meta: "Konferenzen & Events",
          title: "Mitarbeiterversammlungen",
          text: "Das ganze Unternehmen in einem Saal und online, mit Live-Fragen aus beiden Welten.",
        },
        {
          meta: "Konferenzen & Events",
          title: "Preisverleihungen",
          text: "Bankett- oder Cabaret-Bestuhlung, ein sekundengenauer Showablauf und eine Bühne, die auf Fotos gut aussieht.",
        },
        {
          meta: "Konferenzen & Events",
          title: "Galadinner",
          text: "Drei oder vier Gänge, Reden, Unterhaltung und eine Tanzfläche, die nach dem Dessert öffnet.",
        },
        {
          meta: "Konferenzen & Events",
          title: "Weihnachtsfeiern",
          text: "Das Paket Weihnachtsdinner, ein DJ oder eine Band und ein Ende lange vor der letzten Bahn.",
        },
        {
          meta: "Meetings & Workshops",
          title: "Vorstandssitzungen",
          text: "Der Boardroom für bis zu 25 Personen, diskreter Service und danach ein Dinner in einem separaten Raum.",
        },
        {
          meta: "Meetings & Workshops",
          title: "Führungskräfte-Workshops",
          text: "Plenum auf der Bühne und Gruppenarbeit in Breakout-Räumen, auf Wunsch mit Moderation.",
        },
        {
          meta: "Meetings & Workshops",
          title: "Innovationssprints",
          text: "Mehrere Tage konzentrierte Arbeit: Wände zum Beschreiben, Räume, die über Nacht aufgebaut bleiben, und guter Kaffee.",
        },
        {
          meta: "Meetings & Workshops",
          title: "Onboarding- und Recruiting-Tage",
          text: "Stationen, Team-Lunches und Interviewräume, mit Hosts, die jede neue Kollegin und jeden neuen Kollegen mit Namen begrüßen.",
        },
        {
          meta: "Broadcast & Streaming",
          title: "Virtuelle Keynotes",
          text: "Eine Rednerin oder ein Redner auf der Bühne vor der LED-Wand und ein Publikum von Tausenden online.",
        },
        {
          meta: "Broadcast & Streaming",
          title: "Streaming-Showrooms",
          text: "Produkte, live präsentiert aus einem Set auf der LED-Wand. Fragen der Zuschauenden beantworten wir direkt in der Sendung.",
        },
        {
          meta: "Broadcast & Streaming",
          title: "Hybride Konferenzen",
          text: "Saal und Online-Publikum auf Augenhöhe: zugeschaltete Speaker auf der Wand, moderierter Chat, ein gemeinsames Programm.",
        },
        {
          meta: "Broadcast & Streaming",
          title: "Pressekonferenzen",
          text: "Eine aufgeräumte Bühne, Interviewecken, schnelles WLAN für die Presse und ein Livestream für alle, die nicht kommen können.",
        },
      ],
    },
    clients: {
      id: "clients",
      heading: "Unternehmen, die uns vertrauen",
      lead: "Eine Auswahl unserer Kunden aus den letzten Saisons und aus vielen Branchen. Fragen Sie Ihre Ansprechperson nach einem Referenzkontakt aus Ihrer Branche.",
      clients: referenceClients.map((client) => ({ name: client.name, sector: sectorsDe[client.sector] })),
    },
  },
});
