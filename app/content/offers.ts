import { art } from "~/lib/art";
import type { Offer, OfferCategory } from "./offers.schema";
import { capacityText } from "../../server/domain/company/venue-figures";
import { text, type Text } from "../../server/domain/company/locale";

// The six packages of spec section 3 at the spec's prices (all discount '0'). Exclusive offers are
// the public packages; private offers are formats for closed, in-house events (docs/decisions/0300).
// features: [0] headline, [1] schedule line, [2..6] 'Includes', [7..] 'Benefit'.

export const offerCategoryTabs: { value: OfferCategory; label: Text }[] = [
  { value: "conference-events", label: text("Conference & Events", "Konferenzen & Events") },
  { value: "meetings-workshops", label: text("Meetings & Workshops", "Meetings & Workshops") },
  { value: "broadcast-streaming", label: text("Broadcast & Streaming", "Broadcast & Streaming") },
];

const requestQuote = text("Request Quote", "Angebot anfordern");

export const offers: Offer[] = [
  {
    id: "weekend-immersion",
    page: "exclusive",
    category: "conference-events",
    title: text("Weekend Immersion", "Weekend Immersion"),
    subtitle: text("A full weekend day on a SPARK stage", "Ein ganzer Wochenendtag auf einer SPARK-Bühne"),
    schedule: text("Saturday or Sunday, 10:00-22:00", "Samstag oder Sonntag, 10:00–22:00 Uhr"),
    description: text(
      "Take over a complete event floor on a Saturday or Sunday for a summit, a community day or a product premiere, with twelve hours on stage and the technical crew already on site.",
      "Eine komplette Eventfläche an einem Samstag oder Sonntag für Ihren Gipfel, Ihren Community-Tag oder Ihre Produktpremiere: zwölf Stunden auf der Bühne, die Technikcrew ist schon vor Ort.",
    ),
    features: [
      text("Twelve hours on stage, one weekend day", "Zwölf Stunden auf der Bühne, ein Wochenendtag"),
      text(
        "Saturday or Sunday, 10:00-22:00, set-up from 8:00",
        "Samstag oder Sonntag, 10:00–22:00 Uhr, Aufbau ab 8:00 Uhr",
      ),
      text(
        `Exclusive use of a complete event floor for up to ${capacityText.single} guests`,
        `Exklusive Nutzung einer kompletten Eventfläche für bis zu ${capacityText.single} Gäste`,
      ),
      text(
        "30 sqm LED wall with playout and a dedicated show technician",
        "30 m² LED-Wand mit Zuspielung und eigenem Showtechniker",
      ),
      text(
        "Theatre, cabaret or banquet seating, set before you arrive",
        "Reihen-, Cabaret- oder Bankettbestuhlung, fertig aufgebaut, bevor Sie ankommen",
      ),
      text(
        "Stage lighting, four wireless microphones and a confidence monitor",
        "Bühnenlicht, vier Funkmikrofone und ein Confidence-Monitor",
      ),
      text(
        "Coffee station, still and sparkling water for every guest",
        "Kaffeestation, stilles und sprudelndes Wasser für alle Gäste",
      ),
      text(
        "Weekend load-in: the freight lift and loading bay are reserved for you alone",
        "Anlieferung am Wochenende: Lastenaufzug und Ladezone sind allein für Sie reserviert",
      ),
      text(
        "Free rebooking of the date up to eight weeks before the event",
        "Kostenlose Terminverschiebung bis acht Wochen vor der Veranstaltung",
      ),
    ],
    price: 2500,
    priceNote: text("per day, plus VAT", "pro Tag, zzgl. MwSt."),
    discount: "0",
    buttonText: requestQuote,
    image: art("offer/weekend-immersion-skyline"),
  },
  {
    id: "weekday-business-edge",
    page: "exclusive",
    category: "meetings-workshops",
    title: text("Weekday Business Edge", "Weekday Business Edge"),
    subtitle: text(
      "A focused business day, Monday to Thursday",
      "Ein konzentrierter Arbeitstag, Montag bis Donnerstag",
    ),
    schedule: text("Monday to Thursday, 8:30-18:00", "Montag bis Donnerstag, 8:30–18:00 Uhr"),
    description: text(
      "Everything a leadership team, sales kick-off or client workshop needs for one productive weekday: a private space, presentation technology that simply works, and breaks that keep energy high.",
      "Alles, was ein Führungsteam, ein Sales-Kick-off oder ein Kundenworkshop für einen produktiven Werktag braucht: ein Raum nur für Sie, Präsentationstechnik, die einfach funktioniert, und Pausen, die die Energie hochhalten.",
    ),
    features: [
      text("One productive day, everything in place", "Ein produktiver Tag, alles vorbereitet"),
      text("Monday to Thursday, 8:30-18:00", "Montag bis Donnerstag, 8:30–18:00 Uhr"),
      text(
        "Private meeting space for up to 40 participants with daylight",
        "Eigener Meetingraum mit Tageslicht für bis zu 40 Teilnehmende",
      ),
      text(
        "75-inch touch display, wireless screen sharing and a conference camera",
        "75-Zoll-Touchdisplay, kabelloses Screensharing und eine Konferenzkamera",
      ),
      text(
        "Moderation kit: pinboards, flipcharts, markers and cards",
        "Moderationskoffer: Pinnwände, Flipcharts, Marker und Karten",
      ),
      text(
        "Business lunch and two coffee breaks from our catering partner",
        "Business-Lunch und zwei Kaffeepausen von unserem Catering-Partner",
      ),
      text(
        "Dedicated host who looks after your group all day",
        "Eine feste Ansprechperson, die Ihre Gruppe den ganzen Tag betreut",
      ),
      text(
        "Fast Wi-Fi with a separate guest network for your participants",
        "Schnelles WLAN mit eigenem Gästenetz für Ihre Teilnehmenden",
      ),
    ],
    price: 1800,
    priceNote: text("per day for up to 40 participants, plus VAT", "pro Tag für bis zu 40 Teilnehmende, zzgl. MwSt."),
    discount: "0",
    buttonText: requestQuote,
    image: art("offer/weekday-business-edge-liberty"),
  },
  {
    id: "virtual-keynote-experience",
    page: "exclusive",
    category: "broadcast-streaming",
    title: text("Virtual Keynote Experience", "Virtual Keynote Experience"),
    subtitle: text("Broadcast your keynote to any audience, anywhere", "Ihre Keynote für jedes Publikum, an jedem Ort"),
    schedule: text("Any weekday, four production hours", "An jedem Werktag, vier Produktionsstunden"),
    description: text(
      "A studio-grade keynote for remote audiences: three cameras, an LED backdrop designed in your brand and a director who cuts the show live to your streaming platform of choice.",
      "Eine Keynote in Studioqualität für Ihr Online-Publikum: drei Kameras, ein LED-Hintergrund in Ihrem Corporate Design und eine Regie, die die Show live auf die Streaming-Plattform Ihrer Wahl schneidet.",
    ),
    features: [
      text("Your keynote, produced like a TV show", "Ihre Keynote, produziert wie eine TV-Show"),
      text(
        "Any weekday, four production hours including rehearsal",
        "An jedem Werktag, vier Produktionsstunden einschließlich Probe",
      ),
      text(
        "Broadcast studio with LED backdrop in your brand design",
        "Broadcast-Studio mit LED-Hintergrund in Ihrem Corporate Design",
      ),
      text("Three-camera set-up with a live director and vision mixer", "Drei Kameras mit Live-Regie und Bildmischer"),
      text("Teleprompter and speaker confidence monitor", "Teleprompter und Confidence-Monitor für die Vortragenden"),
      text(
        "Stream to Teams, Zoom, YouTube, Vimeo or your own platform",
        "Stream zu Teams, Zoom, YouTube, Vimeo oder auf Ihre eigene Plattform",
      ),
      text(
        "Full recording in 4K, delivered within 48 hours",
        "Vollständige Aufzeichnung in 4K, geliefert innerhalb von 48 Stunden",
      ),
      text(
        "One invoice for studio, crew and streaming: no separate production company",
        "Eine Rechnung für Studio, Crew und Streaming: keine separate Produktionsfirma",
      ),
      text(
        "Live audience chat moderated from the control room on request",
        "Auf Wunsch ein Live-Chat mit dem Publikum, moderiert aus der Regie",
      ),
    ],
    price: 2800,
    priceNote: text("per production, plus VAT", "pro Produktion, zzgl. MwSt."),
    discount: "0",
    buttonText: requestQuote,
    image: art("offer/virtual-keynote-horizon"),
  },
  {
    id: "extended-focus",
    page: "private",
    category: "conference-events",
    title: text("Extended Focus", "Extended Focus"),
    subtitle: text(
      "A private conference day that runs as long as you need",
      "Ein privater Konferenztag, der so lange dauert, wie Sie ihn brauchen",
    ),
    schedule: text("Any day, 8:00-24:00", "An jedem Tag, 8:00–24:00 Uhr"),
    description: text(
      "For closed-door conferences, partner summits and internal kick-offs: the floor is yours from early set-up to the last conversation at midnight, without overtime charges in between.",
      "Für Konferenzen hinter verschlossenen Türen, Partnergipfel und interne Kick-offs: Die Etage gehört Ihnen vom frühen Aufbau bis zum letzten Gespräch um Mitternacht, ohne Überstundenzuschläge dazwischen.",
    ),
    features: [
      text("One long day, no overtime", "Ein langer Tag, keine Überstunden"),
      text("Any day of the week, 8:00-24:00", "An jedem Wochentag, 8:00–24:00 Uhr"),
      text(
        `Closed event floor for up to ${capacityText.single} guests, no other groups on the floor`,
        `Geschlossene Eventfläche für bis zu ${capacityText.single} Gäste, keine anderen Gruppen auf der Etage`,
      ),
      text(
        "LED wall, stage lighting and sound with a technician for the full day",
        "LED-Wand, Bühnenlicht und Ton mit einem Techniker für den ganzen Tag",
      ),
      text(
        "Separate breakout room for side meetings and speaker preparation",
        "Eigener Breakout-Raum für Gespräche am Rande und die Vorbereitung der Vortragenden",
      ),
      text(
        "Evening conversion from plenary to reception included",
        "Abendlicher Umbau vom Plenum zum Empfang inklusive",
      ),
      text("Cloakroom and guest registration desk", "Garderobe und Counter für die Gästeregistrierung"),
      text(
        "Sixteen hours at a fixed price instead of a day rate plus overtime",
        "Sechzehn Stunden zum Festpreis statt Tagesmiete plus Überstunden",
      ),
      text(
        "Guest list and signage handled discreetly for confidential events",
        "Diskreter Umgang mit Gästeliste und Beschilderung bei vertraulichen Veranstaltungen",
      ),
    ],
    price: 3200,
    priceNote: text("per day, plus VAT", "pro Tag, zzgl. MwSt."),
    discount: "0",
    buttonText: requestQuote,
    image: art("offer/extended-focus-horizon"),
  },
  {
    id: "co-create-accelerate",
    page: "private",
    category: "meetings-workshops",
    title: text("Co-Create & Accelerate", "Co-Create & Accelerate"),
    subtitle: text("A facilitated innovation sprint for your team", "Ein moderierter Innovationssprint für Ihr Team"),
    schedule: text("Monday to Friday, 9:00-17:00", "Montag bis Freitag, 9:00–17:00 Uhr"),
    description: text(
      "A creative workshop room set up for design sprints, hackathons and strategy work, with writable walls, flexible furniture and everything your facilitators ask for on the material list.",
      "Ein kreativer Workshopraum für Design Sprints, Hackathons und Strategiearbeit, mit beschreibbaren Wänden, flexiblen Möbeln und allem, was Ihre Moderation auf die Materialliste schreibt.",
    ),
    features: [
      text("Ideas on the wall, decisions by the evening", "Ideen an der Wand, Entscheidungen bis zum Abend"),
      text("Monday to Friday, 9:00-17:00", "Montag bis Freitag, 9:00–17:00 Uhr"),
      text(
        "Workshop room for up to 24 participants with movable furniture",
        "Workshopraum für bis zu 24 Teilnehmende mit beweglichen Möbeln",
      ),
      text(
        "Writable walls, pinboards and a full sprint material kit",
        "Beschreibbare Wände, Pinnwände und ein komplettes Sprint-Materialset",
      ),
      text("Two breakout corners for small-group work", "Zwei Breakout-Ecken für die Arbeit in Kleingruppen"),
      text(
        "Healthy lunch buffet, snacks and drinks all day",
        "Gesundes Mittagsbuffet, Snacks und Getränke den ganzen Tag",
      ),
      text("Photo documentation of all boards at the end of the day", "Fotos aller Boards zum Tagesabschluss"),
      text(
        "A room that stays set overnight when you book consecutive days",
        "Bei mehreren Tagen am Stück bleibt der Raum über Nacht aufgebaut",
      ),
    ],
    price: 1600,
    priceNote: text("per day for up to 24 participants, plus VAT", "pro Tag für bis zu 24 Teilnehmende, zzgl. MwSt."),
    discount: "0",
    buttonText: requestQuote,
    image: art("offer/co-create-accelerate-liberty"),
  },
  {
    id: "hybrid-studio-day",
    page: "private",
    category: "broadcast-streaming",
    title: text("Hybrid Studio Day", "Hybrid Studio Day"),
    subtitle: text("A studio audience and a remote audience, one show", "Publikum im Studio und online, eine Show"),
    schedule: text("Any weekday, 9:00-18:00", "An jedem Werktag, 9:00–18:00 Uhr"),
    description: text(
      "Run an internal town hall, an investor update or a training day in front of a small studio audience while your colleagues everywhere else join live, ask questions and vote.",
      "Ihre Mitarbeiterversammlung, Ihr Investoren-Update oder Ihr Schulungstag vor einem kleinen Studiopublikum, während Ihre Kolleginnen und Kollegen an allen anderen Standorten live dabei sind, Fragen stellen und abstimmen.",
    ),
    features: [
      text("In the room and online, equally included", "Im Raum und online gleichermaßen dabei"),
      text("Any weekday, 9:00-18:00", "An jedem Werktag, 9:00–18:00 Uhr"),
      text(
        "Studio with seating for up to 60 guests and an LED backdrop",
        "Studio mit Sitzplätzen für bis zu 60 Gäste und LED-Hintergrund",
      ),
      text(
        "Two cameras, a vision mixer and a streaming technician",
        "Zwei Kameras, ein Bildmischer und ein Streaming-Techniker",
      ),
      text("Remote speakers brought on stage via video link", "Externe Vortragende per Videoschaltung auf der Bühne"),
      text("Live Q&A and polling for both audiences", "Live-Q&A und Abstimmungen für das Publikum vor Ort und online"),
      text(
        "Secure, password-protected stream for internal audiences",
        "Sicherer, passwortgeschützter Stream für interne Zuschauer",
      ),
      text(
        "Recording of the complete day, cut into chapters for your intranet",
        "Aufzeichnung des ganzen Tages, in Kapitel geschnitten für Ihr Intranet",
      ),
    ],
    price: 1900,
    priceNote: text("per day, plus VAT", "pro Tag, zzgl. MwSt."),
    discount: "0",
    buttonText: requestQuote,
    image: art("offer/hybrid-studio-day-skyline"),
  },
];

export const offersDisclaimer = text(
  "All prices are net prices in euro plus the statutory VAT of 19%. Offers are subject to availability and become binding only with our written quote and your confirmation. Catering beyond what is listed, additional technical staff, security and cleaning for exceptional set-ups are charged separately. Our general terms and conditions apply.",
  "Alle Preise sind Nettopreise in Euro zzgl. der gesetzlichen MwSt. von 19 %. Alle Angebote gelten vorbehaltlich der Verfügbarkeit und werden erst mit unserem schriftlichen Angebot und Ihrer Bestätigung verbindlich. Catering über den genannten Umfang hinaus, zusätzliches technisches Personal, Sicherheitsdienst und Reinigung bei besonderen Aufbauten berechnen wir gesondert. Es gelten unsere Allgemeinen Geschäftsbedingungen (AGB).",
);

export function offersFor(page: Offer["page"], category: OfferCategory): Offer[] {
  return offers.filter((offer) => offer.page === page && offer.category === category);
}
