import { art } from "~/lib/art";
import type { Testimonial } from "./testimonials.schema";
import { sample } from "../../server/domain/company/sample.ts";

// The seven testimonials of /references, shown in a carousel that rotates every 5 s.
export const testimonials: Testimonial[] = sample("testimonials", [
  {
    id: "meridian-capital",
    image: art("portrait/katharina-vogt"),
    people: [{ name: "Katharina Vogt", role: "Head of Corporate Communications" }],
    company: "Meridian Capital Partners",
    event: "Professional Testimonial",
    quote:
      "Our investor day ran on the Skyline stage with 180 guests in the room and more than 900 online. The SPARK crew rehearsed every cue with our board the evening before, and on the day nothing went wrong. Not one thing.",
  },
  {
    id: "novalink-systems",
    image: art("portrait/daniel-brenner-and-aylin-demir"),
    people: [
      { name: "Daniel Brenner", role: "VP Marketing EMEA" },
      { name: "Aylin Demir", role: "Event Lead" },
    ],
    company: "NovaLink Systems",
    event: "Professional Testimonial",
    quote:
      "We launched our new platform across all three floors: keynote upstairs, hands-on demos on Liberty, partner lounge on Horizon. Guests moved between floors as if it were one venue, which it is. We have booked next year already.",
  },
  {
    id: "helix-pharma",
    image: art("portrait/sabine-hoffmann"),
    people: [{ name: "Dr. Sabine Hoffmann", role: "Director Medical Affairs" }],
    company: "Helix Pharma Deutschland",
    event: "Professional Testimonial",
    quote:
      "Compliance rules make hybrid medical congresses hard. SPARK gave us a secure, registered stream, interpreters for four languages and a Q&A our moderators could control. Our faculty said it was the smoothest congress they had spoken at.",
  },
  {
    id: "brightwave-media",
    image: art("portrait/jonas-weber"),
    people: [{ name: "Jonas Weber", role: "Executive Producer" }],
    company: "Brightwave Media",
    event: "Professional Testimonial",
    quote:
      "As a production company we usually bring everything ourselves. At SPARK we brought our director and our graphics, and used their cameras, LED wall and control room. It saved us two days of set-up and a truck.",
  },
  {
    id: "atlas-consulting",
    image: art("portrait/claire-martin"),
    people: [{ name: "Claire Martin", role: "Partner, People & Culture" }],
    company: "Atlas Strategy Consulting",
    event: "Professional Testimonial",
    quote:
      "Three days of leadership workshops for 60 partners, with breakouts every afternoon and a dinner on the rooftop. The rooms were reset every morning before we arrived. Our partners still talk about the terrace.",
  },
  {
    id: "fintegra-bank",
    image: art("portrait/markus-lindner-and-eva-schubert"),
    people: [
      { name: "Markus Lindner", role: "Chief Operating Officer" },
      { name: "Eva Schubert", role: "Head of Internal Communications" },
    ],
    company: "Fintegra Bank",
    event: "Professional Testimonial",
    quote:
      "Our town hall reaches 4,000 employees in eleven countries. SPARK turned it into a real show with a studio audience, live questions from every office and a recording ready for the intranet before lunch the next day.",
  },
  {
    id: "lumen-retail",
    image: art("portrait/sofia-romano"),
    people: [{ name: "Sofia Romano", role: "Brand Experience Manager" }],
    company: "Lumen Retail Group",
    event: "Professional Testimonial",
    quote:
      "The creative team designed LED content for our collection launch in a week, filmed the show and delivered twenty social clips the same evening. Our campaign went live while guests were still at the after-party.",
  },
]);
