import { fullAddress, site } from "../../../server/domain/company/site";
import { art } from "~/lib/art";
import { catering, changes, payment, wordDe } from "./figures.server";
import type { HandbookIndex, HandbookNav } from "./schema";
import { sample } from "../../../server/domain/company/sample.ts";
import { capacity, capacityText, namedRooms, skylineArea, venues } from "../../../server/domain/company/venue-figures";
import { bilingual, formatNumber, type Bilingual } from "../../../server/domain/company/locale";
import { GATE_ACCESS_DAYS } from "~/content/gates";

// The event planners' handbook, index page (/event-planners). Server-only: it reaches the browser
// as loader data of an unlocked page and nowhere else.

export const handbookNav: Bilingual<HandbookNav> = bilingual<HandbookNav>({
  en: {
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
  },
  de: {
    label: "Handbuch für Eventplaner",
    links: [
      { label: "Übersicht", href: "/event-planners" },
      { label: "So unterstützen wir Sie", href: "/event-planners/how-we-support-you" },
      { label: "Unsere Pakete", href: "/event-planners/our-packages" },
      { label: "Zahlungsinformationen", href: "/event-planners/payment-information" },
      { label: "Fristen", href: "/event-planners/deadlines" },
      { label: "Veranstaltungsformate", href: "/event-planners/types-of-events" },
      { label: "Catering", href: "/event-planners/catering" },
      { label: "Digital Signage", href: "/event-planners/digital-signage" },
    ],
  },
});

const [firstRush, secondRush, thirdRush] = changes.rushCharges;

// German helpers: ranges with an en dash ("8:30–17:00"), decimal commas ("6,5 m").
const range = (value: string) => value.replace("-", "–");
const officeHoursDe = range(site.businessHours.de.display);
const [tourFrom, tourTo] = site.tourAvailability.hours.split("-");
const metresDe = (value: number) => `${formatNumber(value, "de")} m`;
const skylineLedWallsDe = venues.skyline.ledWalls
  .map((wall) => `${formatNumber(wall.widthM, "de")} × ${metresDe(wall.heightM)}`)
  .join(" und ");

// Read on each call: it names the venue's address and phone, and an owner may publish new company details.
export const handbookIndex = (): Bilingual<HandbookIndex> => ({
  en: {
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
      lead: `SPARK sits in Frankfurt's Ostend at ${fullAddress()}, between the European Central Bank and the river port.`,
      paragraphs: [
        "The event floors are 4, 5 and 6; floors 7 and 8 are co-working and stay open to their members during your event, on their own entrance and lifts. Your guests arrive in the ground-floor lobby, where our hosts welcome them and send them up to the foyer of your floor.",
        "By public transport the S-Bahn station Ostendstraße is a short walk away, with direct trains from Frankfurt Hauptbahnhof and the airport. Taxis and shuttle buses stop in front of the main entrance. Parking in the area is limited, so we recommend public transport in your invitation; your event manager reserves spaces in nearby car parks for speakers and VIPs on request.",
        "Deliveries, trucks for stage builds and caterers for your own side events use the loading bay at the back of the building, with a goods lift to every event floor.",
      ],
      bullets: [
        `Address: ${fullAddress()}`,
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
              answer: `The address is ${fullAddress()}. The S-Bahn station Ostendstraße is a short walk away; taxis stop at the main entrance. Parking nearby is limited, so please recommend public transport in your invitation.`,
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
  },
  de: {
    hero: {
      eyebrow: "Handbuch für Eventplaner",
      title: "Alles, was Sie brauchen: vom Vertrag bis zum Schlussapplaus",
      lead: "Ihre Buchung bei SPARK Frankfurt ist bestätigt. In diesem Handbuch finden Sie und Ihr Team alles für eine sichere Planung: wie wir mit Ihnen zusammenarbeiten, unsere Pakete, Zahlung und Fristen, das Catering und die Bildschirme im Haus.",
      image: art("event/handbook-welcome"),
      imageAlt: "",
    },
    video: {
      heading: "Willkommen bei SPARK",
      lead: "Ein vierminütiger Rundgang durch das Haus mit unserem Eventteam: die Ankunft, die drei Bühnen, die Foyers und die Dachterrasse, und was am Tag Ihrer Veranstaltung geschieht.",
      src: "https://player.vimeo.com/video/912640071?dnt=1",
      title: "Begrüßungsfilm für Eventplaner",
      provider: "Vimeo",
      poster: art("event/handbook-film"),
    },
    whatsNext: {
      id: "whats-next",
      heading: "So geht es weiter",
      lead: "Arbeiten Sie das Handbuch in dieser Reihenfolge durch, dann erwartet Sie am Veranstaltungstag keine Überraschung.",
      cards: [
        {
          meta: "Schritt 1",
          title: "So unterstützen wir Sie",
          text: "Ihre Ansprechperson aus dem Eventmanagement, der Kick-off-Call, die Besichtigung und wer am Veranstaltungstag für Sie da ist.",
          href: "/event-planners/how-we-support-you",
        },
        {
          meta: "Schritt 2",
          title: "Unsere Pakete",
          text: "Sechs Paketübersichten zu Eventflächen, Technik, Kulinarik, HR-Formaten, Branding und Content, jede als PDF zum Weitergeben.",
          href: "/event-planners/our-packages",
        },
        {
          meta: "Schritt 3",
          title: "Zahlungsinformationen",
          text: `Rechnungen, der Zahlungsplan mit ${payment.depositPercent}\u00a0% Anzahlung und ${payment.balancePercent}\u00a0% Restzahlung, Stornierung und Überstunden, dazu die vollständigen AGB auf Deutsch und Englisch.`,
          href: "/event-planners/payment-information",
        },
        {
          meta: "Schritt 4",
          title: "Fristen",
          text: `Die Änderungsfrist ${changes.changeDeadlineDays} Tage vor Ihrer Veranstaltung, Eilzuschläge, Gästezahlen und die Dateien für die Technik.`,
          href: "/event-planners/deadlines",
        },
        {
          meta: "Schritt 5",
          title: "Veranstaltungsformate",
          text: "Vierzehn Formate, die wir jedes Jahr ausrichten, und einige der Unternehmen, die uns dabei ihr Vertrauen geschenkt haben.",
          href: "/event-planners/types-of-events",
        },
        {
          meta: "Schritt 6",
          title: "Catering",
          text: `Frühstück, Fingerfood mit ${catering.fingerfoodPieces.join(", ").replace(/, (\d+)$/, " oder $1")} Stück pro Gast, Mittagessen, Dinner, Buffets, Barbecue, Weihnachtsdinner und drei Getränkepakete.`,
          href: "/event-planners/catering",
        },
        {
          meta: "Schritt 7",
          title: "Digital Signage",
          text: "Die Bildschirme vom Eingang bis zur Bühne, die Formate, die sie abspielen, und wann wir Ihre Dateien brauchen.",
          href: "/event-planners/digital-signage",
        },
      ],
    },
    moreTopics: {
      heading: "Außerdem in diesem Handbuch",
      links: [
        { label: "Über die Location", href: "#about-location" },
        { label: "Das Team", href: "#the-team" },
        { label: "Geschäftsbedingungen in Kürze", href: "#general-terms" },
        { label: "Bühnen und Meetingräume", href: "#venues-and-meeting-rooms" },
        { label: "Mobiliar und Bestuhlung", href: "#furniture-and-set-up" },
      ],
    },
    aboutLocation: {
      id: "about-location",
      heading: "Über die Location",
      lead: `SPARK liegt im Frankfurter Ostend, ${fullAddress()}, zwischen der Europäischen Zentralbank und dem Osthafen.`,
      paragraphs: [
        "Die Eventetagen sind die 4., 5. und 6. Etage. In der 7. und 8. Etage liegt ein Coworking-Bereich, der während Ihrer Veranstaltung für seine Mitglieder geöffnet bleibt, mit eigenem Eingang und eigenen Aufzügen. Ihre Gäste kommen in der Lobby im Erdgeschoss an. Dort begrüßt sie unser Empfangsteam und schickt sie hinauf ins Foyer Ihrer Etage.",
        "Die S-Bahn-Station Ostendstraße erreichen Sie in wenigen Gehminuten, mit direkten Verbindungen vom Frankfurter Hauptbahnhof und vom Flughafen. Taxis und Shuttlebusse halten vor dem Haupteingang. Parkplätze sind in der Umgebung knapp; empfehlen Sie Ihren Gästen deshalb in der Einladung die Anreise mit Bus und Bahn. Für Speaker und VIPs reserviert Ihre Ansprechperson auf Wunsch Stellplätze in Parkhäusern in der Nähe.",
        "Lieferungen, Lkw für den Bühnenbau und Caterer für Ihre eigenen Rahmenveranstaltungen nutzen die Ladezone auf der Rückseite des Gebäudes. Ein Lastenaufzug fährt jede Eventetage an.",
      ],
      bullets: [
        `Adresse: ${fullAddress()}`,
        `Eventbüro: ${site.phone.display}, ${officeHoursDe}`,
        "Stufenloser Zugang von der Straße bis in jede Eventetage",
      ],
    },
    team: {
      id: "the-team",
      heading: "Das Team",
      lead: "Vier Menschen betreuen Ihre Veranstaltung vom unterschriebenen Vertrag bis zur Schlussrechnung. Beim Kick-off-Call lernen Sie alle kennen.",
      people: sample("handbook-team", [
        {
          name: "Clara Neumann",
          role: "Leitung Eventmanagement",
          text: "Führt das Team der Eventmanager und springt ein, wenn eine Entscheidung schnell fallen muss. Jeden Raumplan sieht sie durch, bevor Sie ihn erhalten.",
          image: art("portrait/handbook-head-of-events"),
        },
        {
          name: "Daniel Brück",
          role: "Eventmanager",
          text: "Ihr zentraler Ansprechpartner für Budget, Raumplan, Ablaufplan, Dienstleister und jede Änderung, bis der letzte Gast gegangen ist.",
          image: art("portrait/handbook-event-manager"),
        },
        {
          name: "Aylin Şahin",
          role: "Technische Produktionsleitung",
          text: "Verantwortet LED-Wände, Ton, Licht, Kameras und Streams. Sie leitet Ihre technische Probe und sitzt während der Show am Regiepult.",
          image: art("portrait/handbook-technical-producer"),
        },
        {
          name: "Marco Ferraro",
          role: "Gastronomieleitung",
          text: "Plant mit Ihnen Menüs, Servicezeiten und Personal und brieft das Cateringteam zu Allergien und Sonderwünschen.",
          image: art("portrait/handbook-hospitality-lead"),
        },
      ]),
    },
    generalTerms: {
      id: "general-terms",
      heading: "Geschäftsbedingungen in Kürze",
      lead: "Die Kurzfassung der Regeln, denen wir beide zustimmen. Die vollständigen AGB auf Deutsch und Englisch finden Sie bei den Zahlungsinformationen.",
      paragraphs: [
        "Ihr Vertrag, die Auftragsbestätigung und unsere AGB bilden die Vereinbarung für Ihre Veranstaltung. Alles, was Sie später hinzubuchen (weitere Räume, Catering, Technik), bestätigt Ihnen Ihre Ansprechperson aus dem Eventmanagement schriftlich, bevor es verbindlich wird.",
        "Wir übergeben Ihnen die Räume zu der im Ablaufplan vereinbarten Zeit, und Sie geben sie im selben Zustand zurück. Dekoration und Bühnenbauten müssen mindestens schwer entflammbar nach DIN 4102 Klasse B1 sein; bitte bringen Sie die Nachweise mit. An Wänden, Decken und LED-Flächen befestigt nur unser Technikteam etwas.",
        "Sie haften für das Verhalten Ihrer Gäste und Dienstleister im Haus; wir empfehlen eine Veranstalterhaftpflichtversicherung. Die Musik Ihrer Veranstaltung melden Sie selbst bei der GEMA an. Beim Formular hilft Ihnen Ihre Ansprechperson.",
      ],
      bullets: [
        `Rechnungen: zahlbar innerhalb von ${payment.invoiceDueDays} Tagen nach Erhalt`,
        `Änderungen: kostenfrei bis ${changes.changeDeadlineDays} Tage vor der Veranstaltung`,
        `Spätestes Ende jeder Veranstaltung: ${payment.overtime.latestEnd} Uhr`,
      ],
      links: [
        { label: "Zahlungsinformationen und vollständige AGB", href: "/event-planners/payment-information" },
        { label: "Alle Fristen auf einen Blick", href: "/event-planners/deadlines" },
      ],
    },
    venues: {
      id: "venues-and-meeting-rooms",
      heading: "Bühnen und Meetingräume",
      lead: "Drei Bühnen in der 4., 5. und 6. Etage, kombinierbar zu Doppel- und Dreifachetagen, dazu Räume für Breakouts, Vorstandssitzungen und Speaker.",
      cards: [
        {
          meta: "Bühne",
          title: "Skyline Stage",
          text: `Unser Flaggschiff mit zwei LED-Wänden (${skylineLedWallsDe}) und einer Dachterrasse für Empfänge und Pausen unter freiem Himmel.`,
          image: art("space/handbook-skyline-stage"),
          imageAlt: "",
        },
        {
          meta: "Bühne",
          title: "Liberty Stage",
          text: `Eine Deckenhöhe von ${metresDe(venues.liberty.ceilingHeightM)}, ${venues.liberty.powerKw} kW Leistung und Platz für Bühnenbauten, Fahrzeugpräsentationen und Reihenbestuhlung.`,
          image: art("space/handbook-liberty-stage"),
          imageAlt: "",
        },
        {
          meta: "Bühne",
          title: "Horizon Stage",
          text: `Eine Deckenhöhe von ${metresDe(venues.horizon.ceilingHeightM)} und ${venues.horizon.powerKw} kW Leistung: gebaut für Broadcast, Streaming und Shows mit schwerem Rigging.`,
          image: art("space/handbook-horizon-stage"),
          imageAlt: "",
        },
        {
          meta: "Kombiniert",
          title: "Doppel- und Dreifachetagen",
          text: `Zwei Bühnen zusammen bieten Platz für ${capacity.double.min} bis ${capacity.double.max} Gäste, alle drei für bis zu ${capacityText.triple} Gäste, mit einem Programm über mehrere Etagen.`,
        },
        {
          meta: "Meetingräume",
          title: "Boardroom und Arena",
          text: `Im Boardroom (${namedRooms.boardroom.areaSqm} m²) sitzen ${namedRooms.boardroom.guests} Personen an einem Tisch; die Arena (${namedRooms.arena.areaSqm} m²) bietet ${namedRooms.arena.guests} Plätze auf ansteigenden Sitzreihen für Pitches und Fragerunden.`,
        },
        {
          meta: "Hinter der Bühne",
          title: "Speaker-Räume und Green Rooms",
          text: "Zu jeder Bühne gehört ein Speaker-Raum mit Spiegel, Wasser und einem Monitor, der das Bühnengeschehen zeigt. So verpasst niemand seinen Einsatz.",
        },
      ],
    },
    furniture: {
      id: "furniture-and-set-up",
      heading: "Mobiliar und Bestuhlung",
      lead: "Unser Inventar deckt jede gängige Bestuhlung ab. Ihre Ansprechperson zeichnet den Raumplan mit Ihnen, und unsere Crew baut alles auf, bevor Sie ankommen.",
      paragraphs: [
        "Stühle, Tische, Stehtische, Bühnenpodeste, Rednerpulte und Loungemöbel sind in der Raummiete enthalten. Sondermöbel und Möbel in Ihrem Branding mieten wir über unsere Partner an; Sie finden sie in der Paketübersicht „Eventflächen“.",
        `Der Raumplan steht ${changes.changeDeadlineDays} Tage vor Ihrer Veranstaltung fest. Spätere Änderungen sind möglich, der Mehraufwand der Crew wird dann aber mit Eilzuschlag berechnet (${firstRush.percent}\u00a0% innerhalb von ${firstRush.windowDe}, ${secondRush.percent}\u00a0% innerhalb von ${secondRush.windowDe}, ${thirdRush.percent}\u00a0% innerhalb von ${thirdRush.windowDe}).`,
        "Einen Raum im Lauf des Tages umzubauen (morgens Reihenbestuhlung, abends Bankett), dauert für unsere Crew etwa eine Stunde. Planen Sie für diese Zeit eine Pause oder einen Empfang an einem anderen Ort im Haus ein.",
      ],
      setups: [
        {
          name: "Reihenbestuhlung",
          text: "Stuhlreihen mit Blick zur Bühne: die meisten Gäste pro Quadratmeter, für Keynotes und Mitarbeiterversammlungen.",
        },
        {
          name: "Parlamentarische Bestuhlung",
          text: "Tischreihen für Arbeitssessions, in denen Ihre Gäste schreiben und mit Laptops arbeiten.",
        },
        { name: "Bankett", text: "Runde Tische für acht oder zehn Personen, für Dinner, Galas und Preisverleihungen." },
        { name: "Cabaret", text: "Runde Tische, zur Bühne hin offen: Dinner und Show in einem Raum." },
        { name: "Stehempfang", text: "Stehtische und Lounge-Inseln für Empfänge und Networking im Stehen." },
        {
          name: "Blocktafel",
          text: "Eine lange Tafel für bis zu 25 Personen, mit Bildschirm und Konferenzmikrofonen.",
        },
      ],
    },
    faq: {
      id: "faq",
      heading: "Häufige Fragen",
      lead: "Antworten auf die Fragen, die Eventplaner uns am häufigsten stellen. Ihre Frage ist nicht dabei? Ihre Ansprechperson aus dem Eventmanagement antwortet innerhalb eines Werktags.",
      groups: [
        {
          id: "general",
          title: "Allgemeines",
          items: [
            {
              question: "Wer ist bei SPARK meine Ansprechperson?",
              answer: `Die Person aus unserem Eventmanagement, die in Ihrer Buchungsbestätigung genannt ist. Sie betreut Ihre Veranstaltung vom Vertrag bis zur Schlussrechnung. Das Eventbüro erreichen Sie ${officeHoursDe}, und am Tag Ihrer Veranstaltung ist Ihre Ansprechperson im Haus.`,
            },
            {
              question: "Wie lange bleibt dieses Handbuch freigeschaltet?",
              answer: `Nachdem Sie das Passwort eingegeben haben, bleibt das Handbuch in diesem Browser ${GATE_ACCESS_DAYS} Tage lang geöffnet. Geben Sie das Passwort nur an die Personen weiter, die die Veranstaltung mit Ihnen planen; wir ändern es regelmäßig.`,
            },
            {
              question: "Welche Unterlagen erhalte ich von Ihnen?",
              answer:
                "Den Vertrag und unsere AGB, zu jeder Zusatzbuchung eine Auftragsbestätigung, den Raumplan, den Ablaufplan und die Rechnungen gemäß Zahlungsplan.",
            },
            {
              question: "Können wir die Location vor der Veranstaltung besichtigen?",
              answer: `Ja. Eine Besichtigung dauert ${range(site.tourAvailability.minutes)} Minuten und ist montags bis freitags zwischen ${tourFrom} und ${tourTo} Uhr möglich, am Wochenende nach Vereinbarung. Bringen Sie Ihre Bühnenbauer und Caterer mit, wenn sie das Haus noch nicht kennen.`,
              link: { label: "Besichtigung vereinbaren", href: "/book-tour" },
            },
            {
              question: "Wie können wir bezahlen?",
              answer: `Per Überweisung oder per Kreditkarte mit einem Aufschlag von ${payment.creditCardSurchargePercent}\u00a0%. Welcher Zahlungsplan gilt, hängt von der Rechnungssumme ab.`,
              link: { label: "Zahlungsinformationen", href: "/event-planners/payment-information" },
            },
          ],
        },
        {
          id: "my-event",
          title: "Ihre Veranstaltung",
          items: [
            {
              question: "Bis wann können wir Aufbau oder Programm ändern?",
              answer: `Kostenfrei bis ${changes.changeDeadlineDays} Tage vor der Veranstaltung. Für spätere Änderungen fällt ein Eilzuschlag an: ${firstRush.percent}\u00a0% innerhalb von ${firstRush.windowDe}, ${secondRush.percent}\u00a0% innerhalb von ${secondRush.windowDe} und ${thirdRush.percent}\u00a0% innerhalb von ${thirdRush.windowDe} vor der Veranstaltung.`,
              link: { label: "Fristen", href: "/event-planners/deadlines" },
            },
            {
              question: "Was passiert, wenn mehr oder weniger Gäste kommen?",
              answer: `Eine Abweichung um mehr als ${changes.participants.notifyAbovePercent}\u00a0% muss uns ${wordDe(changes.participants.noticeWorkingDays)} Werktage vor der Veranstaltung erreichen und braucht unsere schriftliche Zustimmung. Bei mehr als ${changes.participants.repricingAbovePercent}\u00a0% können wir den Preis anpassen und Sie in einen passenderen Raum verlegen. Kommen weniger Gäste, verringert sich die Rechnung nicht.`,
            },
            {
              question: "Wann brauchen Sie unsere Präsentationen und Videos?",
              answer: `Spätestens ${changes.techFilesDaysBefore} Tage vor der Veranstaltung. Dann kann unsere technische Produktionsleitung jede Datei auf den LED-Wänden und im Stream testen.`,
            },
            {
              question: "Wie lange darf unsere Veranstaltung dauern?",
              answer: `Bis spätestens ${payment.overtime.latestEnd} Uhr. Überstunden sind für bis zu ${payment.overtime.maxHours} Stunden möglich und werden pro Stunde als Anteil am Rechnungswert berechnet: ${payment.overtime.fullDayPercent}\u00a0% bei Ganztages-, ${payment.overtime.eveningPercent}\u00a0% bei Abend- und ${payment.overtime.halfDayPercent}\u00a0% bei Halbtagesbuchungen.`,
            },
            {
              question: "Dürfen wir eigene Dekoration und eigenes Branding mitbringen?",
              answer:
                "Ja, sofern alles schwer entflammbar nach DIN 4102 Klasse B1 ist und in der Aufbauzeit laut Ablaufplan aufgebaut wird. Alles, was hängt oder eine LED-Wand berührt, montiert unser Technikteam.",
            },
          ],
        },
        {
          id: "the-venue",
          title: "Die Location",
          items: [
            {
              question: "Wo werden Lieferungen angenommen?",
              answer:
                "In der Ladezone auf der Rückseite des Gebäudes; ein Lastenaufzug fährt in die 4., 5. und 6. Etage. Melden Sie jede Lieferung mit Datum, Zeitfenster und Inhalt bei Ihrer Ansprechperson an und beschriften Sie Pakete mit dem Namen und dem Datum Ihrer Veranstaltung.",
            },
            {
              question: "Ist die Location barrierefrei?",
              answer:
                "Ja. Stufenloser Zugang von der Straße, Aufzüge in jede Eventetage, barrierefreie Toiletten auf jeder Etage und auf Wunsch Rampen zur Bühne. Sagen Sie uns, welche Gäste besondere Anforderungen haben, dann planen wir Sitzplätze und Wege gemeinsam mit Ihnen.",
            },
            {
              question: "Welche Technik ist inklusive?",
              answer:
                "Zu jeder Bühne gehören ihre LED-Wand, die Tonanlage, Bühnenlicht, Mikrofone und die Betreuung durch das SPARK-Technikteam. Aufzeichnung, Streaming, zusätzliche Kameras und Dolmetscherkabinen sind Teil des Pakets „Technik“.",
            },
            {
              question: "Gibt es WLAN für Streaming?",
              answer:
                "Es gibt ein eigenes Eventnetz mit kabelgebundenen Anschlüssen an jeder Bühne für Streams und ein Gäste-WLAN für Ihr Publikum. Bandbreite für große Streams reservieren wir für Sie mit dem Paket „Technik“.",
            },
            {
              question: "Können wir die Dachterrasse nutzen?",
              answer: `Mit der Skyline Stage ja: Zusammen mit der Terrasse stehen Ihnen dann ${formatNumber(skylineArea.overviewWithTerraceSqm, "de")} m² zur Verfügung. Falls das Frankfurter Wetter andere Pläne hat, halten wir immer eine Alternative drinnen bereit.`,
            },
          ],
        },
        {
          id: "information-for-guests",
          title: "Informationen für Ihre Gäste",
          items: [
            {
              question: "Wie finden Gäste zu uns?",
              answer: `Die Adresse lautet ${fullAddress()}. Die S-Bahn-Station Ostendstraße ist wenige Gehminuten entfernt; Taxis halten am Haupteingang. Parkplätze in der Nähe sind knapp, empfehlen Sie deshalb bitte in Ihrer Einladung die Anreise mit öffentlichen Verkehrsmitteln.`,
            },
            {
              question: "Gibt es eine Garderobe?",
              answer:
                "Ja, eine betreute Garderobe im Foyer jeder Eventetage. Sie ist für die gesamte Veranstaltung in der Raummiete enthalten.",
            },
            {
              question: "Wie kommen Gäste ins WLAN?",
              answer:
                "Netzwerkname und Passwort für Ihre Veranstaltung stehen auf den Begrüßungsbildschirmen am Eingang und im Foyer.",
            },
            {
              question: "Werden besondere Ernährungswünsche berücksichtigt?",
              answer:
                "Jedes Menü hat eine vegetarische Variante. Vegane, glutenfreie, laktosefreie und Halal-Gerichte bereiten wir zu, wenn Sie uns die Anzahl zusammen mit Ihrer finalen Gästezahl schicken.",
            },
            {
              question: "Dürfen Gäste im Gebäude rauchen?",
              answer:
                "Nein. Im gesamten Gebäude gilt Rauchverbot; unser Empfangsteam zeigt Ihren Gästen den Raucherbereich vor dem Haupteingang.",
            },
          ],
        },
      ],
    },
  },
});
