import { site } from "../../../server/domain/company/site";
import { art } from "~/lib/art";
import { changes, payment } from "./figures.server";
import type { SupportPage } from "./schema";

// Handbook: how we support you (/event-planners/how-we-support-you). Server-only.

export const supportPage: SupportPage = {
  hero: {
    eyebrow: "How we support you",
    title: "One team from the first call to the last guest",
    lead: "Every event at SPARK has a named event manager, a technical producer and a hospitality lead. Here is what they do for you, and when.",
    image: art("event/handbook-support"),
    imageAlt: "",
  },
  journey: {
    id: "journey",
    heading: "Your event, step by step",
    lead: "The rhythm we follow for every booking, whether it is a board meeting for twelve or a product launch across three floors.",
    steps: [
      {
        when: "Contract signed",
        title: "Welcome and handbook",
        text: "You receive the contract, this handbook's password and the name of your event manager. The first invoice follows with the payment schedule.",
      },
      {
        when: "Within one week",
        title: "Kick-off call",
        text: "Forty-five minutes with your event manager, technical producer and hospitality lead: goals, audience, programme, budget and open questions.",
      },
      {
        when: "Planning phase",
        title: "Site visit and floor plan",
        text: "We walk the rooms with you and your suppliers, then draw the floor plan and the first run of show. Every version is shared as a PDF with a change log.",
      },
      {
        when: `${changes.changeDeadlineDays} days before`,
        title: "Final details",
        text: "Floor plan, menus, technology and staffing are final. Later changes are still possible with a rush charge.",
      },
      {
        when: `${changes.techFilesDaysBefore} days before`,
        title: "Technical files",
        text: "Presentations, videos and LED content arrive; our technical producer tests them and sends you a preview of the stage.",
      },
      {
        when: "Event day",
        title: "Rehearsal and show",
        text: "Technical rehearsal in the morning, doors at the agreed time, your event manager and producer in the room until the end.",
      },
      {
        when: "After the event",
        title: "Debrief and invoice",
        text: "A short debrief call, the recordings and photos you booked, and the final invoice with any same-day additions.",
      },
    ],
  },
  services: {
    id: "services",
    heading: "What we take off your desk",
    lead: "Book what you need; everything is coordinated by your event manager and appears on one invoice.",
    cards: [
      {
        meta: "Included",
        title: "Event management",
        text: "Planning, supplier coordination, run of show and on-site management by your own event manager.",
      },
      {
        meta: "Included",
        title: "Technical basics",
        text: "LED wall, sound, stage light, microphones and a technician on every booked stage.",
      },
      {
        meta: "Package",
        title: "Production and streaming",
        text: "Camera crews, live direction, hybrid and streaming set-ups, recordings and interpreting booths.",
      },
      {
        meta: "Package",
        title: "Culinary services",
        text: "Breakfast to gala dinner from our own kitchen, with drinks in three tiers and service staff.",
      },
      {
        meta: "Package",
        title: "Branding and signage",
        text: "Welcome screens, wayfinding, stage design, photo walls and branded furniture.",
      },
      {
        meta: "Package",
        title: "Guest services",
        text: "Registration desk, badges, hosts, cloakroom and security, briefed by us on your guest list.",
      },
    ],
  },
  eventDay: {
    id: "event-day",
    heading: "On the day of your event",
    paragraphs: [
      "The building opens for your team at the build-up time in the run of show. Your event manager meets you in the lobby, walks the floor with you and stays in radio contact with the crew, the kitchen and the hosts all day.",
      "Our technical producer runs the rehearsal with your speakers and operates sound, light, LED walls and stream from the desk. Changes on the day are noted in writing and invoiced afterwards.",
    ],
    bullets: [
      "Radio contact between event manager, crew, kitchen and hosts",
      "A speaker room with stage monitor on every floor",
      `Same-day changes confirmed in writing and payable within ${changes.sameDayChangesPayableDays} days`,
      `Overtime possible until ${payment.overtime.latestEnd} at the latest`,
    ],
  },
  contact: {
    id: "contact",
    heading: "Reach us",
    paragraphs: [
      `Your event manager is your first contact. For anything that cannot wait, call the event office on ${site.phone.display} (${site.businessHours.display}) or write to ${site.email.sales}.`,
      "On the day of your event, your event manager's mobile number is on the first page of the run of show.",
    ],
    links: [{ label: "Back to the handbook overview", href: "/event-planners" }],
  },
};
