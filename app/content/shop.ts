import { art } from "~/lib/art";
import { formatEuro } from "~/lib/money";
import { giftCard } from "./gift-card";
import type { GiftCard } from "./offers.schema";
import type { ShopSection, VenueCategoryContent } from "./shop.schema";
import { capacityText } from "../../server/domain/company/venue-figures";
import { fromPrices } from "../../server/domain/enquiries/price-list";
import { formatEuro as formatEuroIn, text, type Text } from "../../server/domain/company/locale";

// The venue shop: four categories bookable by the day or the event (spec section 9 prices), each
// with its own page at href, and the shop index that leads to them, the offers and gift cards.
// Every text in both languages (docs/decisions/0696); hrefs stay English (links localize them).

/** "From €2,500/day" / "ab 2.500 €/Tag". */
function fromPrice(amount: number, per: "day" | "event"): Text {
  return text(
    `From ${formatEuro(amount)}/${per}`,
    `ab ${formatEuroIn(amount, "de")}/${per === "day" ? "Tag" : "Veranstaltung"}`,
  );
}

/** German ranges take an en dash: "350–400". */
const doubleDe = capacityText.double.replace("-", "–");

export const venueCategories: VenueCategoryContent[] = [
  {
    id: "event-floors",
    title: text("Event Floors", "Eventetagen"),
    subtitle: text(
      "Complete stages for conferences, launches and galas",
      "Komplette Bühnen für Konferenzen, Produktlaunches und Galas",
    ),
    price: fromPrice(fromPrices.eventFloorDay, "day"),
    image: art("shop/event-floors-skyline"),
    hoverImage: art("shop/event-floors-skyline-stage"),
    features: [
      text(
        `Up to ${capacityText.single} guests per floor, ${capacityText.triple} across three`,
        `Bis zu ${capacityText.single} Gäste pro Etage, ${capacityText.triple} auf drei Etagen`,
      ),
      text("Permanently installed LED walls", "Fest installierte LED-Wände"),
      text("Show technician included", "Showtechniker inklusive"),
    ],
    description: text(
      "A whole floor of the SPARK building with stage, LED wall, lighting and sound, booked exclusively for your event.",
      "Eine ganze Etage des SPARK-Gebäudes mit Bühne, LED-Wand, Licht und Ton, exklusiv für Ihre Veranstaltung gebucht.",
    ),
    href: "/shop/venue/event-floors",
    longDescription: text(
      `Horizon on floor 4, Liberty on floor 5 and Skyline on floor 6 are complete event floors: a stage with a permanently installed LED wall, rigging, stage lighting and sound, a foyer for registration and catering, and a green room for your speakers. Book one floor for up to ${capacityText.single} guests, combine two for ${capacityText.double} guests or take all three for up to ${capacityText.triple}.`,
      `Horizon in der 4. Etage, Liberty in der 5. und Skyline in der 6. sind komplette Eventetagen: eine Bühne mit fest installierter LED-Wand, Rigging, Bühnenlicht und Beschallung, ein Foyer für Registrierung und Catering und ein Green Room für Ihre Speaker. Buchen Sie eine Etage für bis zu ${capacityText.single} Gäste, kombinieren Sie zwei für ${doubleDe} Gäste oder nehmen Sie alle drei für bis zu ${capacityText.triple} Gäste.`,
    ),
    facts: [
      {
        label: text("Floors", "Etagen"),
        value: text("4 Horizon, 5 Liberty, 6 Skyline", "4 Horizon, 5 Liberty, 6 Skyline"),
      },
      {
        label: text("Guests", "Gäste"),
        value: text(
          `Up to ${capacityText.single} per floor, ${capacityText.double} on two, ${capacityText.triple} on three`,
          `Bis zu ${capacityText.single} pro Etage, ${doubleDe} auf zwei, ${capacityText.triple} auf drei`,
        ),
      },
      {
        label: text("LED walls", "LED-Wände"),
        value: text("30 sqm per floor, 90 sqm across three", "30 m² pro Etage, 90 m² auf drei Etagen"),
      },
      {
        label: text("Booking", "Buchung"),
        value: text("Full day, evening or multi-day", "Ganztags, abends oder mehrtägig"),
      },
    ],
    includes: [
      text(
        "Exclusive use of the floor including foyer and green room",
        "Exklusive Nutzung der Etage inklusive Foyer und Green Room",
      ),
      text(
        "LED wall with playout, stage lighting and sound system",
        "LED-Wand mit Zuspielung, Bühnenlicht und Beschallung",
      ),
      text("One show technician for the booked time", "Ein Showtechniker für die gebuchte Zeit"),
      text(
        "Theatre, cabaret, classroom or banquet set-up",
        "Reihenbestuhlung, Cabaret, parlamentarische Bestuhlung oder Bankett",
      ),
      text("Wi-Fi with a separate guest network", "WLAN mit separatem Gästenetz"),
      text("Cloakroom area and registration desk", "Garderobe und Registrierungscounter"),
    ],
    idealFor: [
      text("Product launches and press events", "Produktlaunches und Pressetermine"),
      text("Town hall meetings and kick-offs", "Townhall-Meetings und Kick-offs"),
      text("Award ceremonies and gala dinners", "Preisverleihungen und Galadinner"),
      text("Industry conferences with breakouts", "Fachkonferenzen mit Breakout-Sessions"),
    ],
    priceDetails: text(
      "For one floor, net plus VAT. Combined floors, evening events and multi-day bookings are quoted individually.",
      "Für eine Etage, netto zzgl. MwSt. Kombinierte Etagen, Abendveranstaltungen und mehrtägige Buchungen kalkulieren wir individuell.",
    ),
  },
  {
    id: "private-rooms",
    title: text("Private Rooms", "Meetingräume"),
    subtitle: text(
      "Boardrooms and meeting rooms for focused work",
      "Boardrooms und Besprechungsräume für konzentriertes Arbeiten",
    ),
    price: fromPrice(fromPrices.privateRoomDay, "day"),
    image: art("shop/private-rooms-horizon"),
    hoverImage: art("shop/private-rooms-horizon-boardroom"),
    features: [
      text("Boardroom for up to 25 guests", "Boardroom für bis zu 25 Personen"),
      text("Conference camera and display", "Konferenzkamera und Display"),
      text("Coffee and water included", "Kaffee und Wasser inklusive"),
    ],
    description: text(
      "Quiet rooms for board meetings, interviews and small client meetings, with video conferencing ready to go.",
      "Ruhige Räume für Vorstandssitzungen, Bewerbungsgespräche und kleine Kundentermine, mit einsatzbereiter Videokonferenztechnik.",
    ),
    href: "/shop/venue/private-rooms",
    longDescription: text(
      "Not every meeting needs a stage. Our private rooms range from a compact interview room to the boardroom with its 80 sqm and a table for 25. Every room has daylight, a large display with wireless screen sharing and a conference camera, so that colleagues who cannot travel are part of the meeting.",
      "Nicht jedes Meeting braucht eine Bühne. Unsere Meetingräume reichen vom kompakten Raum für Bewerbungsgespräche bis zum Boardroom mit 80 m² und einem Tisch für 25 Personen. Jeder Raum hat Tageslicht, ein großes Display mit kabelloser Bildschirmfreigabe und eine Konferenzkamera, damit auch Kolleginnen und Kollegen, die nicht anreisen können, am Meeting teilnehmen.",
    ),
    facts: [
      {
        label: text("Sizes", "Größen"),
        value: text("From 16 sqm to the 80 sqm boardroom", "Von 16 m² bis zum Boardroom mit 80 m²"),
      },
      { label: text("Guests", "Personen"), value: text("4 to 25", "4 bis 25") },
      {
        label: text("Technology", "Technik"),
        value: text(
          "Display, wireless sharing, conference camera",
          "Display, kabellose Bildschirmfreigabe, Konferenzkamera",
        ),
      },
      { label: text("Booking", "Buchung"), value: text("Half day or full day", "Halbtags oder ganztags") },
    ],
    includes: [
      text("Private room for the booked time", "Eigener Raum für die gebuchte Zeit"),
      text("Display with wireless screen sharing", "Display mit kabelloser Bildschirmfreigabe"),
      text("Conference camera and speakerphone", "Konferenzkamera und Freisprecheinrichtung"),
      text("Coffee, tea and still and sparkling water", "Kaffee, Tee, stilles und sprudelndes Wasser"),
      text("Reception service for your guests", "Empfangsservice für Ihre Gäste"),
    ],
    idealFor: [
      text("Board and supervisory board meetings", "Vorstands- und Aufsichtsratssitzungen"),
      text("Job interviews and assessment centres", "Bewerbungsgespräche und Assessment-Center"),
      text("Client meetings and negotiations", "Kundentermine und Verhandlungen"),
      text("Remote meetings with a distributed team", "Hybride Meetings mit verteilten Teams"),
    ],
    priceDetails: text(
      "Per room, net plus VAT. Half days, catering and multi-day bookings on request.",
      "Pro Raum, netto zzgl. MwSt. Halbe Tage, Catering und mehrtägige Buchungen auf Anfrage.",
    ),
  },
  {
    id: "workshop-packages",
    title: text("Workshop Packages", "Workshop-Pakete"),
    subtitle: text(
      "Everything a workshop needs, at one price per event",
      "Alles, was ein Workshop braucht, zu einem Preis pro Veranstaltung",
    ),
    price: fromPrice(fromPrices.workshopEvent, "event"),
    image: art("shop/workshop-packages-liberty"),
    hoverImage: art("shop/workshop-packages-liberty-sprint"),
    features: [
      text("Room, materials and catering in one price", "Raum, Material und Catering zu einem Preis"),
      text("Writable walls and movable furniture", "Beschreibbare Wände und bewegliche Möbel"),
      text("Breakout corners", "Breakout-Ecken"),
    ],
    description: text(
      "A workshop room with the full facilitation kit, lunch and breaks, quoted per event instead of line by line.",
      "Ein Workshopraum mit kompletter Moderationsausstattung, Mittagessen und Pausen, zum Pauschalpreis pro Veranstaltung.",
    ),
    href: "/shop/venue/workshop-packages",
    longDescription: text(
      "Facilitators tell us what they miss in most venues: enough wall space, furniture that moves and breaks that do not eat into the agenda. Our workshop packages put all of that into one price per event: a bright room on the Liberty floor, the complete material kit, lunch and two breaks, and a host who resets the room for day two.",
      "Moderatorinnen und Moderatoren erzählen uns, was ihnen in den meisten Locations fehlt: genug Wandfläche, Möbel, die sich verschieben lassen, und Pausen, die nicht von der Agenda abgehen. Unsere Workshop-Pakete fassen all das zu einem Preis pro Veranstaltung zusammen: ein heller Raum auf der Liberty-Etage, das komplette Moderationsmaterial, Mittagessen und zwei Pausen sowie ein Host, der den Raum für den zweiten Tag wieder herrichtet.",
    ),
    facts: [
      { label: text("Participants", "Teilnehmende"), value: text("8 to 40", "8 bis 40") },
      { label: text("Duration", "Dauer"), value: text("One day, 9:00-17:00", "Ein Tag, 9:00–17:00 Uhr") },
      {
        label: text("Catering", "Catering"),
        value: text("Lunch and two breaks included", "Mittagessen und zwei Pausen inklusive"),
      },
      {
        label: text("Booking", "Buchung"),
        value: text("Per event, consecutive days on request", "Pro Veranstaltung, Folgetage auf Anfrage"),
      },
    ],
    includes: [
      text("Workshop room with daylight and writable walls", "Workshopraum mit Tageslicht und beschreibbaren Wänden"),
      text(
        "Pinboards, flipcharts, markers, cards and sticky notes",
        "Pinnwände, Flipcharts, Marker, Moderationskarten und Haftnotizen",
      ),
      text("Display with wireless screen sharing", "Display mit kabelloser Bildschirmfreigabe"),
      text("Lunch, two coffee breaks and drinks all day", "Mittagessen, zwei Kaffeepausen und Getränke den ganzen Tag"),
      text("Photo documentation of all boards", "Fotoprotokoll aller Pinnwände"),
    ],
    idealFor: [
      text("Leadership and strategy workshops", "Führungs- und Strategieworkshops"),
      text("Design sprints and hackathons", "Design Sprints und Hackathons"),
      text("Team trainings and onboarding days", "Teamtrainings und Onboarding-Tage"),
      text("Client co-creation sessions", "Co-Creation-Sessions mit Kunden"),
    ],
    priceDetails: text(
      "For up to 12 participants, net plus VAT. Larger groups and multi-day workshops are quoted individually.",
      "Für bis zu 12 Teilnehmende, netto zzgl. MwSt. Größere Gruppen und mehrtägige Workshops kalkulieren wir individuell.",
    ),
  },
  {
    id: "rooftop-terrace",
    title: text("Rooftop Terrace", "Dachterrasse"),
    subtitle: text("Receptions and summer evenings above Frankfurt", "Empfänge und Sommerabende über Frankfurt"),
    price: fromPrice(fromPrices.rooftopDay, "day"),
    image: art("shop/rooftop-terrace-skyline"),
    hoverImage: art("shop/rooftop-terrace-skyline-evening"),
    features: [
      text("Open-air space with skyline view", "Open-Air-Fläche mit Skyline-Blick"),
      text("Lounge furniture and bar", "Loungemöbel und Bar"),
      text("Combinable with the event floors", "Mit den Eventetagen kombinierbar"),
    ],
    description: text(
      "An open-air terrace with a view over the Frankfurt skyline, for receptions, networking and summer parties.",
      "Eine Dachterrasse mit Blick auf die Frankfurter Skyline, für Empfänge, Networking und Sommerfeste.",
    ),
    href: "/shop/venue/rooftop-terrace",
    longDescription: text(
      "The terrace next to the Skyline floor adds 400 sqm of open air to the building. Use it for a welcome drink before a conference, for networking between sessions or for a summer party with barbecue and DJ. Awnings and heaters extend the season from April to October.",
      "Die Terrasse neben der Skyline-Etage ergänzt das Gebäude um 400 m² unter freiem Himmel. Nutzen Sie sie für einen Begrüßungsdrink vor der Konferenz, für Networking zwischen den Sessions oder für ein Sommerfest mit Grill und DJ. Markisen und Heizstrahler verlängern die Saison von April bis Oktober.",
    ),
    facts: [
      { label: text("Area", "Fläche"), value: text("400 sqm open air", "400 m² unter freiem Himmel") },
      { label: text("Guests", "Gäste"), value: text("Up to 250 standing", "Bis zu 250 stehend") },
      {
        label: text("Season", "Saison"),
        value: text("April to October, heaters and awnings", "April bis Oktober, mit Heizstrahlern und Markisen"),
      },
      {
        label: text("Booking", "Buchung"),
        value: text(
          "Day or evening, alone or with an event floor",
          "Tagsüber oder abends, allein oder mit einer Eventetage",
        ),
      },
    ],
    includes: [
      text("Exclusive use of the terrace", "Exklusive Nutzung der Terrasse"),
      text("Lounge furniture, standing tables and a bar counter", "Loungemöbel, Stehtische und Bartresen"),
      text("Festoon lighting for the evening", "Lichterketten für den Abend"),
      text("Sound system for background music and speeches", "Beschallung für Hintergrundmusik und Reden"),
      text(
        "Weather plan with an indoor space on the Skyline floor",
        "Schlechtwetter-Alternative in einem Innenraum auf der Skyline-Etage",
      ),
    ],
    idealFor: [
      text("Welcome receptions and networking", "Stehempfänge und Networking"),
      text("Summer parties and barbecues", "Sommerfeste und Grillabende"),
      text("Product presentations in daylight", "Produktpräsentationen bei Tageslicht"),
      text("After-show parties", "Aftershow-Partys"),
    ],
    priceDetails: text(
      "For the terrace alone, net plus VAT. Catering, drinks packages and DJ are quoted with your event.",
      "Für die Terrasse allein, netto zzgl. MwSt. Catering, Getränkepakete und DJ kalkulieren wir mit Ihrer Veranstaltung.",
    ),
  },
];

export function venueCategoryById(id: string): VenueCategoryContent | undefined {
  return venueCategories.find((category) => category.id === id);
}

/**
 * The shop index's sections; the gift cards' names the card's smallest amount and validity, from the
 * terms in force (the page passes the published ones, issue 45; gift-card.ts's by default).
 */
export const shopSections = (card: Pick<GiftCard, "minAmount" | "validYears"> = giftCard): ShopSection[] => [
  {
    id: "venue",
    title: text("Venue Bookings", "Location-Buchungen"),
    description: text(
      "Event floors, private rooms, workshop packages and the rooftop terrace, bookable by the day or the event.",
      "Eventetagen, Meetingräume, Workshop-Pakete und die Dachterrasse, buchbar pro Tag oder pro Veranstaltung.",
    ),
    href: "/shop/venue",
    linkLabel: text("Browse venue bookings", "Location-Buchungen ansehen"),
    image: art("shop/venue-bookings-horizon"),
  },
  {
    id: "exclusive-offers",
    title: text("Exclusive Offers", "Exklusive Angebote"),
    description: text(
      "Packages for conferences, business days and virtual keynotes, with technology and crew at a fixed price.",
      "Pakete für Konferenzen, Business Days und virtuelle Keynotes, mit Technik und Crew zum Festpreis.",
    ),
    href: "/exclusive-offers",
    linkLabel: text("See exclusive offers", "Exklusive Angebote ansehen"),
    image: art("shop/exclusive-offers-skyline"),
  },
  {
    id: "private-offers",
    title: text("Private Offers", "Private Angebote"),
    description: text(
      "Formats for closed, in-house events: extended conference days, innovation sprints and hybrid studio days.",
      "Formate für geschlossene Inhouse-Veranstaltungen: verlängerte Konferenztage, Innovationssprints und hybride Studiotage.",
    ),
    href: "/private-offers",
    linkLabel: text("See private offers", "Private Angebote ansehen"),
    image: art("shop/private-offers-liberty"),
  },
  {
    id: "gift-cards",
    title: text("Gift Cards", "Gutscheine"),
    description: text(
      `An event at SPARK as a gift for clients, partners or your own team: from ${formatEuro(card.minAmount)}, valid for ${card.validYears} years.`,
      `Eine Veranstaltung bei SPARK als Geschenk für Kunden, Partner oder Ihr eigenes Team: ab ${formatEuroIn(card.minAmount, "de")}, ${card.validYears} Jahre gültig.`,
    ),
    href: "/exclusive-offers#gift-card",
    linkLabel: text("Give a gift card", "Gutschein verschenken"),
    image: art("shop/gift-cards"),
  },
];
