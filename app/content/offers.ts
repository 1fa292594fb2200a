import { art } from "~/lib/art";
import type { Offer, OfferCategory } from "./offers.schema";
import { capacityText } from "../../server/domain/company/venue-figures";

// The six packages of spec section 3 at the spec's prices (all discount '0'). Exclusive offers are
// the public packages; private offers are formats for closed, in-house events (docs/decisions/0300).
// features: [0] headline, [1] schedule line, [2..6] 'Includes', [7..] 'Benefit'.

export const offerCategoryTabs: { value: OfferCategory; label: string }[] = [
  { value: "conference-events", label: "Conference & Events" },
  { value: "meetings-workshops", label: "Meetings & Workshops" },
  { value: "broadcast-streaming", label: "Broadcast & Streaming" },
];

export const offers: Offer[] = [
  {
    id: "weekend-immersion",
    page: "exclusive",
    category: "conference-events",
    title: "Weekend Immersion",
    subtitle: "A full weekend day on a SPARK stage",
    schedule: "Saturday or Sunday, 10:00-22:00",
    description:
      "Take over a complete event floor on a Saturday or Sunday for a summit, a community day or a product premiere, with twelve hours on stage and the technical crew already on site.",
    features: [
      "Twelve hours on stage, one weekend day",
      "Saturday or Sunday, 10:00-22:00, set-up from 8:00",
      `Exclusive use of a complete event floor for up to ${capacityText.single} guests`,
      "30 sqm LED wall with playout and a dedicated show technician",
      "Theatre, cabaret or banquet seating, set before you arrive",
      "Stage lighting, four wireless microphones and a confidence monitor",
      "Coffee station, still and sparkling water for every guest",
      "Weekend load-in: the freight lift and loading bay are reserved for you alone",
      "Free rebooking of the date up to eight weeks before the event",
    ],
    price: 2500,
    priceNote: "per day, plus VAT",
    discount: "0",
    buttonText: "Request Quote",
    image: art("offer/weekend-immersion-skyline"),
  },
  {
    id: "weekday-business-edge",
    page: "exclusive",
    category: "meetings-workshops",
    title: "Weekday Business Edge",
    subtitle: "A focused business day, Monday to Thursday",
    schedule: "Monday to Thursday, 8:30-18:00",
    description:
      "Everything a leadership team, sales kick-off or client workshop needs for one productive weekday: a private space, presentation technology that simply works, and breaks that keep energy high.",
    features: [
      "One productive day, everything in place",
      "Monday to Thursday, 8:30-18:00",
      "Private meeting space for up to 40 participants with daylight",
      "75-inch touch display, wireless screen sharing and a conference camera",
      "Moderation kit: pinboards, flipcharts, markers and cards",
      "Business lunch and two coffee breaks from our catering partner",
      "Dedicated host who looks after your group all day",
      "Fast Wi-Fi with a separate guest network for your participants",
    ],
    price: 1800,
    priceNote: "per day for up to 40 participants, plus VAT",
    discount: "0",
    buttonText: "Request Quote",
    image: art("offer/weekday-business-edge-liberty"),
  },
  {
    id: "virtual-keynote-experience",
    page: "exclusive",
    category: "broadcast-streaming",
    title: "Virtual Keynote Experience",
    subtitle: "Broadcast your keynote to any audience, anywhere",
    schedule: "Any weekday, four production hours",
    description:
      "A studio-grade keynote for remote audiences: three cameras, an LED backdrop designed in your brand and a director who cuts the show live to your streaming platform of choice.",
    features: [
      "Your keynote, produced like a TV show",
      "Any weekday, four production hours including rehearsal",
      "Broadcast studio with LED backdrop in your brand design",
      "Three-camera set-up with a live director and vision mixer",
      "Teleprompter and speaker confidence monitor",
      "Stream to Teams, Zoom, YouTube, Vimeo or your own platform",
      "Full recording in 4K, delivered within 48 hours",
      "One invoice for studio, crew and streaming: no separate production company",
      "Live audience chat moderated from the control room on request",
    ],
    price: 2800,
    priceNote: "per production, plus VAT",
    discount: "0",
    buttonText: "Request Quote",
    image: art("offer/virtual-keynote-horizon"),
  },
  {
    id: "extended-focus",
    page: "private",
    category: "conference-events",
    title: "Extended Focus",
    subtitle: "A private conference day that runs as long as you need",
    schedule: "Any day, 8:00-24:00",
    description:
      "For closed-door conferences, partner summits and internal kick-offs: the floor is yours from early set-up to the last conversation at midnight, without overtime charges in between.",
    features: [
      "One long day, no overtime",
      "Any day of the week, 8:00-24:00",
      `Closed event floor for up to ${capacityText.single} guests, no other groups on the floor`,
      "LED wall, stage lighting and sound with a technician for the full day",
      "Separate breakout room for side meetings and speaker preparation",
      "Evening conversion from plenary to reception included",
      "Cloakroom and guest registration desk",
      "Sixteen hours at a fixed price instead of a day rate plus overtime",
      "Guest list and signage handled discreetly for confidential events",
    ],
    price: 3200,
    priceNote: "per day, plus VAT",
    discount: "0",
    buttonText: "Request Quote",
    image: art("offer/extended-focus-horizon"),
  },
  {
    id: "co-create-accelerate",
    page: "private",
    category: "meetings-workshops",
    title: "Co-Create & Accelerate",
    subtitle: "A facilitated innovation sprint for your team",
    schedule: "Monday to Friday, 9:00-17:00",
    description:
      "A creative workshop room set up for design sprints, hackathons and strategy work, with writable walls, flexible furniture and everything your facilitators ask for on the material list.",
    features: [
      "Ideas on the wall, decisions by the evening",
      "Monday to Friday, 9:00-17:00",
      "Workshop room for up to 24 participants with movable furniture",
      "Writable walls, pinboards and a full sprint material kit",
      "Two breakout corners for small-group work",
      "Healthy lunch buffet, snacks and drinks all day",
      "Photo documentation of all boards at the end of the day",
      "A room that stays set overnight when you book consecutive days",
    ],
    price: 1600,
    priceNote: "per day for up to 24 participants, plus VAT",
    discount: "0",
    buttonText: "Request Quote",
    image: art("offer/co-create-accelerate-liberty"),
  },
  {
    id: "hybrid-studio-day",
    page: "private",
    category: "broadcast-streaming",
    title: "Hybrid Studio Day",
    subtitle: "A studio audience and a remote audience, one show",
    schedule: "Any weekday, 9:00-18:00",
    description:
      "Run an internal town hall, an investor update or a training day in front of a small studio audience while your colleagues everywhere else join live, ask questions and vote.",
    features: [
      "In the room and online, equally included",
      "Any weekday, 9:00-18:00",
      "Studio with seating for up to 60 guests and an LED backdrop",
      "Two cameras, a vision mixer and a streaming technician",
      "Remote speakers brought on stage via video link",
      "Live Q&A and polling for both audiences",
      "Secure, password-protected stream for internal audiences",
      "Recording of the complete day, cut into chapters for your intranet",
    ],
    price: 1900,
    priceNote: "per day, plus VAT",
    discount: "0",
    buttonText: "Request Quote",
    image: art("offer/hybrid-studio-day-skyline"),
  },
];

export const offersDisclaimer =
  "All prices are net prices in euro plus the statutory VAT of 19%. Offers are subject to availability and become binding only with our written quote and your confirmation. Catering beyond what is listed, additional technical staff, security and cleaning for exceptional set-ups are charged separately. Our general terms and conditions apply.";

export function offersFor(page: Offer["page"], category: OfferCategory): Offer[] {
  return offers.filter((offer) => offer.page === page && offer.category === category);
}
