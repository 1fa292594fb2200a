import { art } from "~/lib/art";
import type { FeaturedVenue, Pillar } from "./overview.schema";
import { capacityText } from "../../server/domain/company/venue-figures";
import { text } from "../../server/domain/company/locale";

// /overview: the building at a glance. Featured venues link to their product pages /venues/{id}.
// Every text a visitor reads is a `Text` in English and German (docs/decisions/0696).

export const overviewIntro = text(
  "Seven floors in the east of Frankfurt: three event floors with permanently installed stages and LED walls, flexible spaces for meetings and workshops, a broadcast studio, a rooftop terrace and offices for teams who want to work where things happen.",
  "Sieben Etagen im Frankfurter Osten: drei Eventetagen mit fest installierten Bühnen und LED-Wänden, flexible Räume für Meetings und Workshops, ein Broadcast-Studio, eine Dachterrasse und Büros für Teams, die dort arbeiten wollen, wo etwas passiert.",
);

const upToGuests = (count: string) => text(`Up to ${count} guests`, `Bis zu ${count} Gäste`);

export const featuredVenues: FeaturedVenue[] = [
  {
    id: "skyline-stage",
    name: "Skyline Stage",
    kind: text("Single floor · Floor 6", "Einzeletage · 6. Etage"),
    summary: text(
      "The top event floor with two LED walls, a ceiling height of 3.5 m and the rooftop terrace next door.",
      "Die oberste Eventetage mit zwei LED-Wänden, 3,5 m Raumhöhe und der Dachterrasse gleich nebenan.",
    ),
    facts: [
      text("1000 sqm, 1400 sqm with terrace", "1.000 m², mit Terrasse 1.400 m²"),
      upToGuests(capacityText.single),
    ],
    image: art("venue/skyline-stage"),
  },
  {
    id: "liberty-stage",
    name: "Liberty Stage",
    kind: text("Single floor · Floor 5", "Einzeletage · 5. Etage"),
    summary: text(
      "Six rooms around a 6 m high atrium: arena, workshop, boardroom and hub for formats that move between plenary and groups.",
      "Sechs Räume rund um ein 6 m hohes Atrium: Arena, Workshop, Boardroom und Hub für Formate, die zwischen Plenum und Gruppenarbeit wechseln.",
    ),
    facts: [text("600-700 sqm", "600–700 m²"), upToGuests(capacityText.single)],
    image: art("venue/liberty-stage"),
  },
  {
    id: "horizon-stage",
    name: "Horizon Stage",
    kind: text("Single floor · Floor 4", "Einzeletage · 4. Etage"),
    summary: text(
      "The tallest stage in the building at 6.5 m, with 500 kW of power for productions that need serious rigging.",
      "Mit 6,5 m die höchste Bühne im Haus, mit 500 kW Strom für Produktionen, die ernsthaftes Rigging brauchen.",
    ),
    facts: [text("600-650 sqm", "600–650 m²"), upToGuests(capacityText.single)],
    image: art("venue/horizon-stage"),
  },
  {
    id: "skyline-liberty-double",
    name: "Skyline + Liberty",
    kind: text("Double floor · Floors 5 and 6", "Doppeletage · 5. und 6. Etage"),
    summary: text(
      "Two floors connected into one event: plenary upstairs, breakouts, exhibition and catering one staircase below.",
      "Zwei Etagen, eine Veranstaltung: oben das Plenum, eine Treppe tiefer Breakouts, Ausstellung und Catering.",
    ),
    facts: [
      text(`${capacityText.double} guests`, `${capacityText.double.replace("-", "–")} Gäste`),
      text("60 sqm of LED walls", "60 m² LED-Wände"),
    ],
    image: art("venue/skyline-liberty-double"),
  },
  {
    id: "skyline-liberty-horizon-triple",
    name: "Skyline + Liberty + Horizon",
    kind: text("Triple floor · Floors 4 to 6", "Dreifachetage · 4. bis 6. Etage"),
    summary: text(
      "The whole event building for your conference, with three stages, one crew and one show control room.",
      "Das ganze Eventhaus für Ihre Konferenz, mit drei Bühnen, einer Crew und einer Showregie.",
    ),
    facts: [upToGuests(capacityText.triple), text("90 sqm of LED walls", "90 m² LED-Wände")],
    image: art("venue/skyline-liberty-horizon-triple"),
  },
  {
    id: "skyline-floor",
    name: "Skyline Floor",
    kind: text("Floor plan · Floor 6", "Grundriss · 6. Etage"),
    summary: text(
      "Every room of the sixth floor at a glance: stage, foyer, studio, terrace and the spaces in between.",
      "Alle Räume der sechsten Etage auf einen Blick: Bühne, Foyer, Studio, Terrasse und die Flächen dazwischen.",
    ),
    facts: [
      text("Stage, studio and terrace", "Bühne, Studio und Terrasse"),
      text("Skyline view", "Blick auf die Skyline"),
    ],
    image: art("venue/skyline-floor"),
  },
];

export const pillars: Pillar[] = [
  {
    name: "STAGE",
    title: text("Stages", "Bühnen"),
    description: text(
      "Three event floors with theatre seating, rigging and permanently installed LED walls, run by our own show technicians.",
      "Drei Eventetagen mit Reihenbestuhlung, Rigging und fest installierten LED-Wänden, betreut von unseren eigenen Veranstaltungstechnikern.",
    ),
    facts: [
      text("600-1400 sqm", "600–1.400 m²"),
      text("LED walls up to 150 sqm", "LED-Wände bis 150 m²"),
      text("Theatre set-up", "Reihenbestuhlung"),
    ],
    href: "/venues#stages-section",
    image: art("venue/pillar-stage-horizon"),
  },
  {
    name: "SPACE",
    title: text("Spaces", "Eventflächen"),
    description: text(
      "Meeting rooms, workshop spaces, studios and rooftop terraces for the formats that do not need a full stage.",
      "Meetingräume, Workshopflächen, Studios und Dachterrassen für Formate, die keine ganze Bühne brauchen.",
    ),
    facts: [
      text("40-600 sqm", "40–600 m²"),
      text("LED walls up to 30 sqm", "LED-Wände bis 30 m²"),
      text("Rooftop terraces", "Dachterrassen"),
    ],
    href: "/venues#spaces-section",
    image: art("venue/pillar-space-liberty"),
  },
  {
    name: "OFFICES",
    title: text("Offices", "Büros"),
    description: text(
      "Private and team offices on floors 7 and 8 for companies that want the stages, studios and network on their doorstep.",
      "Einzel- und Teambüros in der 7. und 8. Etage für Unternehmen, die Bühnen, Studios und Netzwerk direkt vor der Tür haben wollen.",
    ),
    facts: [
      text("30-2500 sqm", "30–2.500 m²"),
      text("2-20 adjacent offices", "2 bis 20 benachbarte Büros"),
      text("High-end amenities", "Hochwertige Ausstattung"),
    ],
    href: "/venues#spatial-section",
    image: art("venue/pillar-offices-skyline"),
  },
];
