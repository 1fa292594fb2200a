import { fullAddress, site } from "../../../server/domain/company/site";
import { art } from "~/lib/art";
import { catering, changes, payment } from "./figures.server";
import type { HandbookIndex, HandbookNav } from "./schema";
import { sample } from "../../../server/domain/company/sample.ts";
import { capacity, capacityText } from "../../../server/domain/company/venue-figures";

// The event planners' handbook, index page (/event-planners). Server-only: it reaches the browser
// as loader data of an unlocked page and nowhere else.

export const handbookNav: HandbookNav = {
  label: "Handbook",
  links: [
    { label: "Overview", href: "/event-planners" },
    { label: "How we support you", href: "/event-planners/how-we-support-you" },
    { label: "Our packages", href: "/event-planners/our-packages" },
    { label: "Payment information", href: "/event-planners/payment-information" },
    { label: "Deadlines", href: "/event-planners/deadlines" },
    { label: "Types of events", href: "/event-planners/types-of-events" },
    { label: "Catering", href: "/event-planners/catering" },
    { label: "Digital signage", href: "/event-planners/digital-signage" },
  ],
};

const [firstRush, secondRush, thirdRush] = changes.rushCharges;

export const handbookIndex: HandbookIndex = {
  hero: {
    eyebrow: "Event Planners' Handbook",
    title: "Everything you need from contract to curtain call",
    lead: "Your booking at SPARK Frankfurt is confirmed. This handbook collects what you and your team need to plan with confidence: how we work with you, our packages, payment and deadlines, catering and the screens in the building.",
    image: art("event/handbook-welcome"),
    imageAlt: "",
  },
  video: {
    heading: "Welcome to SPARK",
    lead: "A four-minute walk through the building with our event team: arrival, the three stages, the foyers and the rooftop, and what happens on the day of your event.",
    src: "https://player.vimeo.com/video/912640071?dnt=1",
    title: "the welcome film for event planners",
    provider: "Vimeo",
    poster: art("event/handbook-film"),
  },
  whatsNext: {
    id: "whats-next",
    heading: "What's next",
    lead: "Work through the handbook in this order and nothing will surprise you on the day.",
    cards: [
      {
        meta: "Step 1",
        title: "How we support you",
        text: "Your event manager, the kick-off call, the site visit and who is with you on the day.",
        href: "/event-planners/how-we-support-you",
      },
      {
        meta: "Step 2",
        title: "Our packages",
        text: "Six package decks for spaces, technology, catering, HR formats, branding and content, each as a PDF to share.",
        href: "/event-planners/our-packages",
      },
      {
        meta: "Step 3",
        title: "Payment information",
        text: `Invoices, the ${payment.depositPercent}/${payment.balancePercent} payment schedule, cancellation and overtime, with the full terms in English and German.`,
        href: "/event-planners/payment-information",
      },
      {
        meta: "Step 4",
        title: "Deadlines",
        text: `The change deadline ${changes.changeDeadlineDays} days before your event, rush charges, guest numbers and technical files.`,
        href: "/event-planners/deadlines",
      },
      {
        meta: "Step 5",
        title: "Types of events",
        text: "Fourteen formats we host every year, and some of the companies who have trusted us with them.",
        href: "/event-planners/types-of-events",
      },
      {
        meta: "Step 6",
        title: "Catering",
        text: `Breakfast, fingerfood in ${catering.fingerfoodPieces.join(", ").replace(/, (\d+)$/, " or $1")} pieces, lunch, dinner, buffets, BBQ, Christmas dinner and three drinks tiers.`,
        href: "/event-planners/catering",
      },
      {
        meta: "Step 7",
        title: "Digital signage",
        text: "The screens from the entrance to the stage, the formats they take and when we need your files.",
        href: "/event-planners/digital-signage",
      },
    ],
  },
  moreTopics: {
    heading: "Also in this handbook",
    links: [
      { label: "About the location", href: "#about-location" },
      { label: "The team", href: "#the-team" },
      { label: "General terms", href: "#general-terms" },
      { label: "Venues and meeting rooms", href: "#venues-and-meeting-rooms" },
      { label: "Furniture and set-up", href: "#furniture-and-set-up" },
    ],
  },
  aboutLocation: {
    id: "about-location",
    heading: "About the location",
    lead: `SPARK sits in Frankfurt's Ostend at ${fullAddress}, between the European Central Bank and the river port.`,
    paragraphs: [
      "The event floors are 4, 5 and 6; floors 7 and 8 are co-working and stay open to their members during your event, on their own entrance and lifts. Your guests arrive in the ground-floor lobby, where our hosts welcome them and send them up to the foyer of your floor.",
      "By public transport the S-Bahn station Ostendstraße is a short walk away, with direct trains from Frankfurt Hauptbahnhof and the airport. Taxis and shuttle buses stop in front of the main entrance. Parking in the area is limited, so we recommend public transport in your invitation; your event manager reserves spaces in nearby car parks for speakers and VIPs on request.",
      "Deliveries, trucks for stage builds and caterers for your own side events use the loading bay at the back of the building, with a goods lift to every event floor.",
    ],
    bullets: [
      `Address: ${fullAddress}`,
      `Event office: ${site.phone.display}, ${site.businessHours.display}`,
      "Step-free access from the street to every event floor",
    ],
  },
  team: {
    id: "the-team",
    heading: "The team",
    lead: "Four people look after your event from the signed contract to the final invoice. You meet all of them at the kick-off call.",
    people: sample("handbook-team", [
      {
        name: "Clara Neumann",
        role: "Head of Event Management",
        text: "Leads the event managers and steps in when a decision is needed fast. She reviews every floor plan before it goes to the client.",
        image: art("portrait/handbook-head-of-events"),
      },
      {
        name: "Daniel Brück",
        role: "Event Manager",
        text: "Your single point of contact: budget, floor plan, run of show, suppliers and every change until the last guest leaves.",
        image: art("portrait/handbook-event-manager"),
      },
      {
        name: "Aylin Şahin",
        role: "Technical Producer",
        text: "Owns the LED walls, sound, light, cameras and streams. She runs your technical rehearsal and sits at the desk during the show.",
        image: art("portrait/handbook-technical-producer"),
      },
      {
        name: "Marco Ferraro",
        role: "Hospitality Lead",
        text: "Plans menus, service times and staffing with you, and briefs the catering team on allergies and special requests.",
        image: art("portrait/handbook-hospitality-lead"),
      },
    ]),
  },
  generalTerms: {
    id: "general-terms",
    heading: "General terms",
    lead: "The short version of the rules we both sign up to. The full terms are on the payment information page, in English and German.",
    paragraphs: [
      "Your contract, the order confirmation and our terms form the agreement for your event. Everything you add later (extra rooms, catering, technology) is confirmed in writing by your event manager before it becomes binding.",
      "The rooms are handed over at the time agreed in the run of show and returned in the same condition. Decoration and stage builds must be flame-retardant to DIN 4102 class B1 or better; please bring the certificates. Nothing may be fixed to walls, ceilings or LED surfaces without our technicians.",
      "You are responsible for the behaviour of your guests and suppliers in the building, and we recommend event liability insurance. Music at your event is registered with GEMA by you; your event manager helps with the form.",
    ],
    bullets: [
      `Invoices: payable within ${payment.invoiceDueDays} days of receipt`,
      `Changes: free of charge until ${changes.changeDeadlineDays} days before the event`,
      `Latest end of any event: ${payment.overtime.latestEnd}`,
    ],
    links: [
      { label: "Payment information and full terms", href: "/event-planners/payment-information" },
      { label: "All deadlines at a glance", href: "/event-planners/deadlines" },
    ],
  },
  venues: {
    id: "venues-and-meeting-rooms",
    heading: "Venues and meeting rooms",
    lead: "Three stages on floors 4, 5 and 6, combinable into double and triple floors, plus rooms for breakouts, board meetings and speakers.",
    cards: [
      {
        meta: "Stage",
        title: "Skyline Stage",
        text: "Our flagship with two LED walls (10 × 3 m and 5 × 3 m) and a rooftop terrace for receptions and breaks in the open air.",
        image: art("space/handbook-skyline-stage"),
        imageAlt: "",
      },
      {
        meta: "Stage",
        title: "Liberty Stage",
        text: "A 6-metre ceiling, 400 kW of power and room for stage builds, car reveals and theatre seating.",
        image: art("space/handbook-liberty-stage"),
        imageAlt: "",
      },
      {
        meta: "Stage",
        title: "Horizon Stage",
        text: "6.5 metres of height and 500 kW of power: built for broadcast, streaming and shows with heavy rigging.",
        image: art("space/handbook-horizon-stage"),
        imageAlt: "",
      },
      {
        meta: "Combined",
        title: "Double and triple floors",
        text: `Two stages together seat ${capacity.double.min} to ${capacity.double.max} guests, all three up to ${capacityText.triple}, with one programme running across floors.`,
      },
      {
        meta: "Meeting rooms",
        title: "Boardroom and arena",
        text: "The boardroom (80 sqm) seats 25 around one table; the arena (34 sqm) holds 40 in tiered seating for pitches and Q&As.",
      },
      {
        meta: "Backstage",
        title: "Speaker and green rooms",
        text: "Every stage has a speaker room with mirror, water and a monitor showing the stage, so nobody misses their cue.",
      },
    ],
  },
  furniture: {
    id: "furniture-and-set-up",
    heading: "Furniture and set-up",
    lead: "Our inventory covers every standard set-up; your event manager draws the floor plan with you and our crew builds it before you arrive.",
    paragraphs: [
      "Chairs, tables, bar tables, stage risers, lecterns and lounge furniture are included in the room hire. Special furniture and branded pieces are rented through our partners and listed in the Spaces deck.",
      `The floor plan is final ${changes.changeDeadlineDays} days before your event. Changes after that are possible, but the crew's extra work is charged as a rush change (${firstRush.percent}% within ${firstRush.window}, ${secondRush.percent}% within ${secondRush.window}, ${thirdRush.percent}% within ${thirdRush.window}).`,
      "Switching a room between two set-ups during the day (theatre in the morning, banquet in the evening) takes our crew about an hour; plan a break or a reception elsewhere in the building for that time.",
    ],
    setups: [
      {
        name: "Theatre",
        text: "Rows facing the stage: the most guests per square metre, for keynotes and town halls.",
      },
      { name: "Classroom", text: "Rows of tables for working sessions where guests write and use laptops." },
      { name: "Banquet", text: "Round tables of eight or ten for dinners, galas and award ceremonies." },
      { name: "Cabaret", text: "Round tables with the stage side left open: dinner and show in one room." },
      { name: "Reception", text: "Bar tables and lounge islands for standing receptions and networking." },
      { name: "Boardroom", text: "One long table for up to 25, with a screen and conference microphones." },
    ],
  },
  faq: {
    id: "faq",
    heading: "Frequently asked questions",
    lead: "Answers to what event planners ask us most. Anything missing? Your event manager answers within one working day.",
    groups: [
      {
        id: "general",
        title: "General",
        items: [
          {
            question: "Who is my contact person at SPARK?",
            answer: `Your event manager, named in your booking confirmation, looks after your event from the contract to the final invoice. You can reach the event office ${site.businessHours.display}, and your event manager is in the building on the day of your event.`,
          },
          {
            question: "How long does this handbook stay unlocked?",
            answer:
              "After you enter the password, this browser keeps the handbook open for 30 days. Share the password only with the people planning the event with you; we change it regularly.",
          },
          {
            question: "Which documents will I receive from you?",
            answer:
              "The contract and our terms, an order confirmation for every addition, the floor plan, the run of show, and the invoices according to the payment schedule.",
          },
          {
            question: "Can we visit the venue before the event?",
            answer: `Yes. Site visits take ${site.tourAvailability.minutes} minutes and are possible ${site.tourAvailability.weekdays}; weekends by arrangement. Bring your stage builder and caterer if they are new to the building.`,
            link: { label: "Book a site visit", href: "/book-tour" },
          },
          {
            question: "How can we pay?",
            answer: `By bank transfer, or by credit card with a surcharge of ${payment.creditCardSurchargePercent}%. The payment schedule depends on the invoice total.`,
            link: { label: "Payment information", href: "/event-planners/payment-information" },
          },
        ],
      },
      {
        id: "my-event",
        title: "My Event",
        items: [
          {
            question: "Until when can we change the set-up or the programme?",
            answer: `Free of charge until ${changes.changeDeadlineDays} days before the event. Later changes carry a rush charge of ${firstRush.percent}% within ${firstRush.window}, ${secondRush.percent}% within ${secondRush.window} and ${thirdRush.percent}% within ${thirdRush.window} of the event.`,
            link: { label: "Deadlines", href: "/event-planners/deadlines" },
          },
          {
            question: "What happens if more or fewer guests come?",
            answer: `A change of more than ${changes.participants.notifyAbovePercent}% must reach us ten working days before the event and needs our written consent. Above ${changes.participants.repricingAbovePercent}% we may adjust the price and move you to a better-suited room. Fewer guests do not reduce the invoice.`,
          },
          {
            question: "When do you need our presentations and videos?",
            answer: `At least ${changes.techFilesDaysBefore} days before the event, so that our technical producer can test every file on the LED walls and in the stream.`,
          },
          {
            question: "How long can our event run?",
            answer: `Until ${payment.overtime.latestEnd} at the latest. Overtime is possible for up to ${payment.overtime.maxHours} hours and is charged per hour as a share of the invoice value: ${payment.overtime.fullDayPercent}% for full-day, ${payment.overtime.eveningPercent}% for evening and ${payment.overtime.halfDayPercent}% for half-day bookings.`,
          },
          {
            question: "Can we bring our own decoration and branding?",
            answer:
              "Yes, as long as it is flame-retardant to DIN 4102 class B1 and set up in the build-up time of your run of show. Our technicians mount anything that hangs or touches an LED wall.",
          },
        ],
      },
      {
        id: "the-venue",
        title: "The Venue",
        items: [
          {
            question: "Where do deliveries go?",
            answer:
              "To the loading bay at the back of the building, with a goods lift to floors 4, 5 and 6. Announce every delivery to your event manager with date, time window and contents, and label parcels with your event name and date.",
          },
          {
            question: "Is the venue accessible?",
            answer:
              "Yes. Step-free access from the street, lifts to every event floor, accessible toilets on each floor and stage ramps on request. Tell us about guests with particular needs and we plan seats and routes with you.",
          },
          {
            question: "Which technology is included?",
            answer:
              "Every stage comes with its LED wall, the sound system, stage lighting, microphones and a SPARK technician. Recording, streaming, extra cameras and interpreting booths are part of the Technology package.",
          },
          {
            question: "Is there Wi-Fi for streaming?",
            answer:
              "There is a separate event network with wired connections at every stage for streams and a guest Wi-Fi for your audience. Bandwidth for large streams is reserved for you with the Technology package.",
          },
          {
            question: "Can we use the rooftop terrace?",
            answer:
              "With the Skyline Stage, yes: it is part of the 1400 sqm terrace configuration. We always keep an indoor alternative ready in case the Frankfurt weather has other plans.",
          },
        ],
      },
      {
        id: "information-for-guests",
        title: "Information for guests",
        items: [
          {
            question: "How do guests find us?",
            answer: `The address is ${fullAddress}. The S-Bahn station Ostendstraße is a short walk away; taxis stop at the main entrance. Parking nearby is limited, so please recommend public transport in your invitation.`,
          },
          {
            question: "Is there a cloakroom?",
            answer:
              "Yes, a staffed cloakroom in the foyer of every event floor, included in the room hire for the whole event.",
          },
          {
            question: "How do guests get onto the Wi-Fi?",
            answer:
              "The network name and password for your event appear on the welcome screens at the entrance and in the foyer.",
          },
          {
            question: "Are dietary requirements catered for?",
            answer:
              "Every menu has a vegetarian option. Vegan, gluten-free, lactose-free and halal dishes are prepared when you send us the numbers together with your final guest count.",
          },
          {
            question: "Can guests smoke in the building?",
            answer:
              "No. The whole building is non-smoking; our hosts show guests the smoking area outside the main entrance.",
          },
        ],
      },
    ],
  },
};
