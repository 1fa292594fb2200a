import { art } from "~/lib/art";
import { formatEuro } from "~/lib/money";
import { giftCard } from "./gift-card";
import type { ShopSection, VenueCategory } from "./shop.schema";
import { capacityText } from "../../server/domain/company/venue-figures";
import { fromPrices } from "../../server/domain/enquiries/price-list";

// The venue shop: four categories bookable by the day or the event (spec section 9 prices), each
// with its own page at href, and the shop index that leads to them, the offers and gift cards.

export const venueCategories: VenueCategory[] = [
  {
    id: "event-floors",
    title: "Event Floors",
    subtitle: "Complete stages for conferences, launches and galas",
    price: `From ${formatEuro(fromPrices.eventFloorDay)}/day`,
    image: art("shop/event-floors-skyline"),
    hoverImage: art("shop/event-floors-skyline-stage"),
    features: [
      `Up to ${capacityText.single} guests per floor, ${capacityText.triple} across three`,
      "Permanently installed LED walls",
      "Show technician included",
    ],
    description:
      "A whole floor of the SPARK building with stage, LED wall, lighting and sound, booked exclusively for your event.",
    href: "/shop/venue/event-floors",
    longDescription: `Horizon on floor 4, Liberty on floor 5 and Skyline on floor 6 are complete event floors: a stage with a permanently installed LED wall, rigging, stage lighting and sound, a foyer for registration and catering, and a green room for your speakers. Book one floor for up to ${capacityText.single} guests, combine two for ${capacityText.double} guests or take all three for up to ${capacityText.triple}.`,
    facts: [
      { label: "Floors", value: "4 Horizon, 5 Liberty, 6 Skyline" },
      {
        label: "Guests",
        value: `Up to ${capacityText.single} per floor, ${capacityText.double} on two, ${capacityText.triple} on three`,
      },
      { label: "LED walls", value: "30 sqm per floor, 90 sqm across three" },
      { label: "Booking", value: "Full day, evening or multi-day" },
    ],
    includes: [
      "Exclusive use of the floor including foyer and green room",
      "LED wall with playout, stage lighting and sound system",
      "One show technician for the booked time",
      "Theatre, cabaret, classroom or banquet set-up",
      "Wi-Fi with a separate guest network",
      "Cloakroom area and registration desk",
    ],
    idealFor: [
      "Product launches and press events",
      "Town hall meetings and kick-offs",
      "Award ceremonies and gala dinners",
      "Industry conferences with breakouts",
    ],
    priceDetails:
      "For one floor, net plus VAT. Combined floors, evening events and multi-day bookings are quoted individually.",
  },
  {
    id: "private-rooms",
    title: "Private Rooms",
    subtitle: "Boardrooms and meeting rooms for focused work",
    price: `From ${formatEuro(fromPrices.privateRoomDay)}/day`,
    image: art("shop/private-rooms-horizon"),
    hoverImage: art("shop/private-rooms-horizon-boardroom"),
    features: ["Boardroom for up to 25 guests", "Conference camera and display", "Coffee and water included"],
    description:
      "Quiet rooms for board meetings, interviews and small client meetings, with video conferencing ready to go.",
    href: "/shop/venue/private-rooms",
    longDescription:
      "Not every meeting needs a stage. Our private rooms range from a compact interview room to the boardroom with its 80 sqm and a table for 25. Every room has daylight, a large display with wireless screen sharing and a conference camera, so that colleagues who cannot travel are part of the meeting.",
    facts: [
      { label: "Sizes", value: "From 16 sqm to the 80 sqm boardroom" },
      { label: "Guests", value: "4 to 25" },
      { label: "Technology", value: "Display, wireless sharing, conference camera" },
      { label: "Booking", value: "Half day or full day" },
    ],
    includes: [
      "Private room for the booked time",
      "Display with wireless screen sharing",
      "Conference camera and speakerphone",
      "Coffee, tea and still and sparkling water",
      "Reception service for your guests",
    ],
    idealFor: [
      "Board and supervisory board meetings",
      "Job interviews and assessment centres",
      "Client meetings and negotiations",
      "Remote meetings with a distributed team",
    ],
    priceDetails: "Per room, net plus VAT. Half days, catering and multi-day bookings on request.",
  },
  {
    id: "workshop-packages",
    title: "Workshop Packages",
    subtitle: "Everything a workshop needs, at one price per event",
    price: `From ${formatEuro(fromPrices.workshopEvent)}/event`,
    image: art("shop/workshop-packages-liberty"),
    hoverImage: art("shop/workshop-packages-liberty-sprint"),
    features: ["Room, materials and catering in one price", "Writable walls and movable furniture", "Breakout corners"],
    description:
      "A workshop room with the full facilitation kit, lunch and breaks, quoted per event instead of line by line.",
    href: "/shop/venue/workshop-packages",
    longDescription:
      "Facilitators tell us what they miss in most venues: enough wall space, furniture that moves and breaks that do not eat into the agenda. Our workshop packages put all of that into one price per event: a bright room on the Liberty floor, the complete material kit, lunch and two breaks, and a host who resets the room for day two.",
    facts: [
      { label: "Participants", value: "8 to 40" },
      { label: "Duration", value: "One day, 9:00-17:00" },
      { label: "Catering", value: "Lunch and two breaks included" },
      { label: "Booking", value: "Per event, consecutive days on request" },
    ],
    includes: [
      "Workshop room with daylight and writable walls",
      "Pinboards, flipcharts, markers, cards and sticky notes",
      "Display with wireless screen sharing",
      "Lunch, two coffee breaks and drinks all day",
      "Photo documentation of all boards",
    ],
    idealFor: [
      "Leadership and strategy workshops",
      "Design sprints and hackathons",
      "Team trainings and onboarding days",
      "Client co-creation sessions",
    ],
    priceDetails:
      "For up to 12 participants, net plus VAT. Larger groups and multi-day workshops are quoted individually.",
  },
  {
    id: "rooftop-terrace",
    title: "Rooftop Terrace",
    subtitle: "Receptions and summer evenings above Frankfurt",
    price: `From ${formatEuro(fromPrices.rooftopDay)}/day`,
    image: art("shop/rooftop-terrace-skyline"),
    hoverImage: art("shop/rooftop-terrace-skyline-evening"),
    features: ["Open-air space with skyline view", "Lounge furniture and bar", "Combinable with the event floors"],
    description:
      "An open-air terrace with a view over the Frankfurt skyline, for receptions, networking and summer parties.",
    href: "/shop/venue/rooftop-terrace",
    longDescription:
      "The terrace next to the Skyline floor adds 400 sqm of open air to the building. Use it for a welcome drink before a conference, for networking between sessions or for a summer party with barbecue and DJ. Awnings and heaters extend the season from April to October.",
    facts: [
      { label: "Area", value: "400 sqm open air" },
      { label: "Guests", value: "Up to 250 standing" },
      { label: "Season", value: "April to October, heaters and awnings" },
      { label: "Booking", value: "Day or evening, alone or with an event floor" },
    ],
    includes: [
      "Exclusive use of the terrace",
      "Lounge furniture, standing tables and a bar counter",
      "Festoon lighting for the evening",
      "Sound system for background music and speeches",
      "Weather plan with an indoor space on the Skyline floor",
    ],
    idealFor: [
      "Welcome receptions and networking",
      "Summer parties and barbecues",
      "Product presentations in daylight",
      "After-show parties",
    ],
    priceDetails: "For the terrace alone, net plus VAT. Catering, drinks packages and DJ are quoted with your event.",
  },
];

export function venueCategoryById(id: string): VenueCategory | undefined {
  return venueCategories.find((category) => category.id === id);
}

export const shopSections: ShopSection[] = [
  {
    id: "venue",
    title: "Venue Bookings",
    description:
      "Event floors, private rooms, workshop packages and the rooftop terrace, bookable by the day or the event.",
    href: "/shop/venue",
    linkLabel: "Browse venue bookings",
    image: art("shop/venue-bookings-horizon"),
  },
  {
    id: "exclusive-offers",
    title: "Exclusive Offers",
    description:
      "Packages for conferences, business days and virtual keynotes, with technology and crew at a fixed price.",
    href: "/exclusive-offers",
    linkLabel: "See exclusive offers",
    image: art("shop/exclusive-offers-skyline"),
  },
  {
    id: "private-offers",
    title: "Private Offers",
    description:
      "Formats for closed, in-house events: extended conference days, innovation sprints and hybrid studio days.",
    href: "/private-offers",
    linkLabel: "See private offers",
    image: art("shop/private-offers-liberty"),
  },
  {
    id: "gift-cards",
    title: "Gift Cards",
    description: `An event at SPARK as a gift for clients, partners or your own team: from ${formatEuro(giftCard.minAmount)}, valid for ${giftCard.validYears} years.`,
    href: "/exclusive-offers#gift-card",
    linkLabel: "Give a gift card",
    image: art("shop/gift-cards"),
  },
];
