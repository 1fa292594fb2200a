import { art } from "~/lib/art";
import type { FeaturedVenue, Pillar } from "./overview.schema";
import { capacityText } from "../../server/domain/company/venue-figures";

// /overview: the building at a glance. Featured venues link to their product pages /venues/{id}.

export const overviewIntro =
  "Seven floors in the east of Frankfurt: three event floors with permanently installed stages and LED walls, flexible spaces for meetings and workshops, a broadcast studio, a rooftop terrace and offices for teams who want to work where things happen.";

export const featuredVenues: FeaturedVenue[] = [
  {
    id: "skyline-stage",
    name: "Skyline Stage",
    kind: "Single floor · Floor 6",
    summary: "The top event floor with two LED walls, a ceiling height of 3.5 m and the rooftop terrace next door.",
    facts: ["1000 sqm, 1400 sqm with terrace", `Up to ${capacityText.single} guests`],
    image: art("venue/skyline-stage"),
  },
  {
    id: "liberty-stage",
    name: "Liberty Stage",
    kind: "Single floor · Floor 5",
    summary:
      "Six rooms around a 6 m high atrium: arena, workshop, boardroom and hub for formats that move between plenary and groups.",
    facts: ["600-700 sqm", `Up to ${capacityText.single} guests`],
    image: art("venue/liberty-stage"),
  },
  {
    id: "horizon-stage",
    name: "Horizon Stage",
    kind: "Single floor · Floor 4",
    summary:
      "The tallest stage in the building at 6.5 m, with 500 kW of power for productions that need serious rigging.",
    facts: ["600-650 sqm", `Up to ${capacityText.single} guests`],
    image: art("venue/horizon-stage"),
  },
  {
    id: "skyline-liberty-double",
    name: "Skyline + Liberty",
    kind: "Double floor · Floors 5 and 6",
    summary:
      "Two floors connected into one event: plenary upstairs, breakouts, exhibition and catering one staircase below.",
    facts: [`${capacityText.double} guests`, "60 sqm of LED walls"],
    image: art("venue/skyline-liberty-double"),
  },
  {
    id: "skyline-liberty-horizon-triple",
    name: "Skyline + Liberty + Horizon",
    kind: "Triple floor · Floors 4 to 6",
    summary: "The whole event building for your conference, with three stages, one crew and one show control room.",
    facts: [`Up to ${capacityText.triple} guests`, "90 sqm of LED walls"],
    image: art("venue/skyline-liberty-horizon-triple"),
  },
  {
    id: "skyline-floor",
    name: "Skyline Floor",
    kind: "Floor plan · Floor 6",
    summary: "Every room of the sixth floor at a glance: stage, foyer, studio, terrace and the spaces in between.",
    facts: ["Stage, studio and terrace", "Skyline view"],
    image: art("venue/skyline-floor"),
  },
];

export const pillars: Pillar[] = [
  {
    name: "STAGE",
    title: "Stages",
    description:
      "Three event floors with theatre seating, rigging and permanently installed LED walls, run by our own show technicians.",
    facts: ["600-1400 sqm", "LED walls up to 150 sqm", "Theatre set-up"],
    href: "/venues#stages-section",
    image: art("venue/pillar-stage-horizon"),
  },
  {
    name: "SPACE",
    title: "Spaces",
    description:
      "Meeting rooms, workshop spaces, studios and rooftop terraces for the formats that do not need a full stage.",
    facts: ["40-600 sqm", "LED walls up to 30 sqm", "Rooftop terraces"],
    href: "/venues#spaces-section",
    image: art("venue/pillar-space-liberty"),
  },
  {
    name: "OFFICES",
    title: "Offices",
    description:
      "Private and team offices on floors 7 and 8 for companies that want the stages, studios and network on their doorstep.",
    facts: ["30-2500 sqm", "2-20 adjacent offices", "High-end amenities"],
    href: "/venues#spatial-section",
    image: art("venue/pillar-offices-skyline"),
  },
];
