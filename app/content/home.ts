// The home page (spec section 2, 'Home'), block by block in the page's order, each text in English
// and German (docs/decisions/0696). The schema that checks it lives in home.schema.ts (used by
// home.test.ts) so Zod stays out of the page's bundle.
import { art } from "~/lib/art";
import type { HomeContent } from "./home.schema";
import { site } from "../../server/domain/company/site";
import { sample } from "../../server/domain/company/sample.ts";
import { capacityText } from "../../server/domain/company/venue-figures";
import { inLocale, text, type InLocale, type Locale } from "../../server/domain/company/locale";

/** German writes ranges with an en dash: "60–90", "9:00–18:00 Uhr" (GERMAN.md). */
const range = (value: string) => value.replace("-", "–");

export const home: HomeContent = {
  hero: {
    eyebrow: text("Frankfurt · Stages · Spaces · Studios", "Frankfurt · Bühnen · Eventflächen · Studios"),
    title: text("Where Frankfurt's big moments take the stage", "Wo Frankfurts große Momente auf die Bühne kommen"),
    lead: text(
      `Three LED stages on floors 4, 5 and 6, with spaces, studios and offices under one roof. From a board meeting for twelve to a product launch for ${capacityText.triple} guests, streamed to thousands more.`,
      `Drei LED-Bühnen auf der 4., 5. und 6. Etage, dazu Eventflächen, Studios und Büros unter einem Dach. Von der Vorstandssitzung mit zwölf Personen bis zum Produktlaunch für ${capacityText.triple} Gäste, den Tausende weitere im Livestream verfolgen.`,
    ),
    still: art("hero/home-stage"),
    stillAlt: text(
      "A SPARK stage at showtime: moving-head beams sweep over a glowing LED wall and a full audience",
      "Eine SPARK-Bühne während der Show: Lichtkegel von Moving Heads gleiten über eine leuchtende LED-Wand und ein voll besetztes Publikum",
    ),
    video: {
      webm: "/media/hero-loop.webm",
      mp4: "/media/hero-loop.mp4",
      portrait: { webm: "/media/hero-loop-portrait.webm", mp4: "/media/hero-loop-portrait.mp4" },
    },
    stats: [
      { value: text("3", "3"), label: text("stages on floors 4, 5 and 6", "Bühnen auf der 4., 5. und 6. Etage") },
      {
        value: text(capacityText.triple, capacityText.triple),
        label: text("guests on a triple floor", "Gäste auf einer Dreifachetage"),
      },
      { value: text("150 sqm", "150 m²"), label: text("of LED wall at full scale", "LED-Wand in voller Ausbaustufe") },
    ],
  },

  film: {
    title: text("SPARK Frankfurt: the film", "SPARK Frankfurt: der Film"),
    description: text(
      "Two minutes inside the building: a product launch on Skyline Stage, a hybrid town hall on Horizon Stage and a leadership workshop on Liberty Stage, from load-in to the last encore.",
      "Zwei Minuten im Haus: ein Produktlaunch auf der Skyline Stage, eine hybride Mitarbeiterversammlung auf der Horizon Stage und ein Führungskräfte-Workshop auf der Liberty Stage, vom Aufbau bis zur letzten Zugabe.",
    ),
    provider: "Vimeo",
    src: sample("home-film", "https://player.vimeo.com/video/871204356?dnt=1&autoplay=1"),
    poster: art("hero/film-poster"),
    duration: "2:14",
  },

  useCases: {
    eyebrow: text("Use cases", "Formate"),
    title: text("One building, every format", "Ein Haus für jedes Format"),
    lead: text(
      "Whether you launch, align or broadcast: our producers have run the format before, on the stage that fits it.",
      "Ob Produktlaunch, Strategietag oder Übertragung: Unsere Producer haben Ihr Format schon umgesetzt, auf der Bühne, die dazu passt.",
    ),
    slides: [
      {
        id: "conferences-events",
        name: text("Conferences & Events", "Konferenzen & Events"),
        title: text(
          "Launches, town halls and award nights people talk about",
          "Launches, Mitarbeiterversammlungen und Preisverleihungen, von denen man noch lange spricht",
        ),
        description: text(
          `Theatre seating for up to ${capacityText.single} guests per stage, or ${capacityText.triple} when three floors open into one. LED walls, show lighting and a stage manager come with the room.`,
          `Reihenbestuhlung für bis zu ${capacityText.single} Gäste pro Bühne oder ${capacityText.triple}, wenn sich drei Etagen zu einer öffnen. LED-Wände, Showlicht und ein Stage Manager gehören zum Raum dazu.`,
        ),
        features: [
          text("Product launch", "Produktlaunch"),
          text("Town hall meeting", "Mitarbeiterversammlung"),
          text("Award ceremony", "Preisverleihung"),
        ],
        image: art("usecase/home-conferences-events"),
      },
      {
        id: "meetings-workshops",
        name: text("Meetings & Workshops", "Meetings & Workshops"),
        title: text(
          "Rooms that make hard decisions easier",
          "Räume, in denen schwierige Entscheidungen leichter fallen",
        ),
        description: text(
          "Boardrooms for 25, workshop spaces with writable walls and daylight, and breakout rooms a few steps away. Catering arrives when your agenda says so.",
          "Sitzungsräume für 25 Personen, Workshopflächen mit beschreibbaren Wänden und Tageslicht, Breakout-Räume wenige Schritte entfernt. Das Catering kommt, wann Ihre Agenda es vorsieht.",
        ),
        features: [
          text("Executive board meeting", "Vorstandssitzung"),
          text("Leadership workshop", "Führungskräfte-Workshop"),
          text("Innovation sprint", "Innovationssprint"),
        ],
        image: art("usecase/home-meetings-workshops"),
      },
      {
        id: "broadcast-streaming",
        name: text("Broadcast & Streaming", "Broadcast & Streaming"),
        title: text(
          "A studio for your keynote, an audience of thousands",
          "Ein Studio für Ihre Keynote, ein Publikum von Tausenden",
        ),
        description: text(
          "Multi-camera production, LED backdrops and a control room on site. Your message goes live in broadcast quality, to the room and to every screen.",
          "Mehrkamera-Produktion, LED-Hintergründe und eine eigene Regie im Haus. Ihre Botschaft geht in Broadcast-Qualität live: in den Saal und auf jeden Bildschirm.",
        ),
        features: [
          text("Virtual keynote", "Virtuelle Keynote"),
          text("Streaming showroom", "Streaming-Showroom"),
          text("Hybrid conference", "Hybride Konferenz"),
        ],
        image: art("usecase/home-broadcast-streaming"),
      },
    ],
  },

  venues: {
    eyebrow: text("Venues", "Locations"),
    title: text("Stages with a view of the skyline", "Bühnen mit Blick auf die Skyline"),
    lead: text(
      "Each floor has its own character, its own LED wall and its own light. Take a look, then come and stand on them.",
      "Jede Etage hat ihren eigenen Charakter, ihre eigene LED-Wand und ihr eigenes Licht. Sehen Sie sich um und stehen Sie dann selbst auf der Bühne.",
    ),
    slides: [
      {
        id: "horizon-stage",
        name: "Horizon Stage",
        tagline: text("Floor 4 · Broadcast-ready", "4. Etage · Bereit für Broadcast"),
        description: text(
          "Our tallest room: 6.5 m of ceiling over 600-650 sqm, 500 kW of power for the most demanding productions, and Directors Circle next door for your VIP guests.",
          "Unser höchster Raum: 6,5 m Deckenhöhe auf 600–650 m², 500 kW Strom für die anspruchsvollsten Produktionen und nebenan der Directors Circle für Ihre VIP-Gäste.",
        ),
        facts: [
          { label: text("Area", "Fläche"), value: text("600-650 sqm", "600–650 m²") },
          { label: text("Ceiling", "Deckenhöhe"), value: text("6.5 m", "6,5 m") },
          { label: text("Power", "Strom"), value: text("500 kW", "500 kW") },
        ],
        href: "/venues/horizon-stage",
        image: art("venue/home-horizon-stage"),
      },
      {
        id: "liberty-stage",
        name: "Liberty Stage",
        tagline: text("Floor 5 · Six spaces in one", "5. Etage · Sechs Räume in einem"),
        description: text(
          "Atrium, Workshop, Arena, Straight-up, Boardroom and Hub: six spaces that open into one 600-700 sqm stage under a 6 m ceiling, with 400 kW on tap.",
          "Atrium, Workshop, Arena, Straight-up, Boardroom und Hub: sechs Räume, die sich zu einer Bühne mit 600–700 m² unter 6 m Deckenhöhe verbinden lassen, mit 400 kW Strom.",
        ),
        facts: [
          { label: text("Area", "Fläche"), value: text("600-700 sqm", "600–700 m²") },
          { label: text("Ceiling", "Deckenhöhe"), value: text("6.0 m", "6,0 m") },
          { label: text("Power", "Strom"), value: text("400 kW", "400 kW") },
        ],
        href: "/venues/liberty-stage",
        image: art("venue/home-liberty-stage"),
      },
      {
        id: "sky-lounge",
        name: "Sky Lounge",
        tagline: text("Floor 6 · Skyline Stage", "6. Etage · Skyline Stage"),
        description: text(
          "The lounge of Skyline Stage: 1,000 sqm with two LED walls of 10 x 3 m and 5 x 3 m, warm light and the city behind the glass. Made for receptions and after-show dinners.",
          "Die Lounge der Skyline Stage: 1.000 m² mit zwei LED-Wänden von 10 × 3 m und 5 × 3 m, warmem Licht und der Stadt hinter Glas. Wie gemacht für Empfänge und After-Show-Dinner.",
        ),
        facts: [
          { label: text("Area", "Fläche"), value: text("1,000 sqm", "1.000 m²") },
          { label: text("LED walls", "LED-Wände"), value: text("10 x 3 m, 5 x 3 m", "10 × 3 m, 5 × 3 m") },
          { label: text("Ceiling", "Deckenhöhe"), value: text("3.5 m", "3,5 m") },
        ],
        href: "/venues/skyline-stage",
        image: art("venue/home-skyline-sky-lounge"),
      },
      {
        id: "sky-terrace",
        name: "Sky Terrace",
        tagline: text("Floor 6 · Open air", "6. Etage · Open Air"),
        description: text(
          "Skyline Stage opens onto its terrace: together 1,400 sqm, with the towers of Frankfurt as your backdrop for the summer party, the toast or the sunset keynote.",
          "Die Skyline Stage öffnet sich zu ihrer Dachterrasse: zusammen 1.400 m², mit den Frankfurter Hochhäusern als Kulisse für das Sommerfest, den Empfang mit Sekt oder die Keynote bei Sonnenuntergang.",
        ),
        facts: [
          { label: text("Area", "Fläche"), value: text("1,400 sqm with terrace", "1.400 m² mit Terrasse") },
          { label: text("Setting", "Lage"), value: text("Rooftop, open air", "Dachterrasse, Open Air") },
          {
            label: text("Guests", "Gäste"),
            value: text(`up to ${capacityText.single}`, `bis zu ${capacityText.single}`),
          },
        ],
        href: "/venues/skyline-stage-terrace",
        image: art("venue/home-skyline-sky-terrace"),
      },
    ],
  },

  experience: {
    eyebrow: text("Experience SPARK", "SPARK erleben"),
    title: text("See it before you book it", "Erst sehen, dann buchen"),
    lead: text(
      "Short films from real productions in our building: what the rooms look like with the lights on and the guests in.",
      "Kurzfilme von echten Produktionen in unserem Haus: So sehen die Räume aus, wenn das Licht an ist und die Gäste da sind.",
    ),
    videos: [
      {
        id: "launch-night",
        title: text("Launch night on Skyline Stage", "Launch-Abend auf der Skyline Stage"),
        description: text(
          "A mobility brand reveals its new model to 180 guests and 4,000 viewers online.",
          "Eine Mobilitätsmarke enthüllt ihr neues Modell vor 180 Gästen und 4.000 Zuschauenden online.",
        ),
        thumbnail: art("event/video-launch-night-skyline"),
        duration: "1:48",
        category: text("Product launch", "Produktlaunch"),
        linkedinUrl: sample(
          "social-video-links",
          "https://www.linkedin.com/posts/spark-frankfurt_launch-night-skyline-stage",
        ),
        vimeoUrl: sample("social-video-links", "https://vimeo.com/sparkfrankfurt/launch-night"),
      },
      {
        id: "hybrid-town-hall",
        title: text("A hybrid town hall for 12 countries", "Eine hybride Mitarbeiterversammlung für 12 Länder"),
        description: text(
          "One stage, eight cameras, twelve country offices asking questions live.",
          "Eine Bühne, acht Kameras und zwölf Landesgesellschaften, die live ihre Fragen stellen.",
        ),
        thumbnail: art("event/video-hybrid-town-hall-horizon"),
        duration: "2:05",
        category: text("Town hall meeting", "Mitarbeiterversammlung"),
        linkedinUrl: sample(
          "social-video-links",
          "https://www.linkedin.com/posts/spark-frankfurt_hybrid-town-hall-horizon-stage",
        ),
        vimeoUrl: sample("social-video-links", "https://vimeo.com/sparkfrankfurt/hybrid-town-hall"),
      },
      {
        id: "leadership-sprint",
        title: text("Two days of leadership sprint", "Zwei Tage Leadership-Sprint"),
        description: text(
          "Forty leaders, six spaces on Liberty Stage and one decision at the end.",
          "Vierzig Führungskräfte, sechs Räume auf der Liberty Stage und am Ende eine Entscheidung.",
        ),
        thumbnail: art("event/video-leadership-sprint-liberty"),
        duration: "1:12",
        category: text("Leadership workshop", "Führungskräfte-Workshop"),
        linkedinUrl: sample(
          "social-video-links",
          "https://www.linkedin.com/posts/spark-frankfurt_leadership-sprint-liberty-stage",
        ),
      },
      {
        id: "awards-gala",
        title: text("An awards gala under the stars", "Eine Award-Gala unter freiem Himmel"),
        description: text(
          "The Sky Terrace turned into a red carpet for 150 guests of a media group.",
          "Die Sky Terrace wird zum roten Teppich für 150 Gäste einer Mediengruppe.",
        ),
        thumbnail: art("event/video-awards-gala-skyline-terrace"),
        duration: "0:58",
        category: text("Award ceremony", "Preisverleihung"),
        linkedinUrl: sample(
          "social-video-links",
          "https://www.linkedin.com/posts/spark-frankfurt_awards-gala-sky-terrace",
        ),
        vimeoUrl: sample("social-video-links", "https://vimeo.com/sparkfrankfurt/awards-gala"),
      },
    ],
  },

  services: {
    eyebrow: text("Services", "Leistungen"),
    title: text("Everything your event needs, from one team", "Alles für Ihre Veranstaltung, aus einer Hand"),
    lead: text(
      "Book the room alone, or let us produce the whole show: technology, catering, content and crew.",
      "Buchen Sie nur den Raum oder lassen Sie uns die ganze Show produzieren: Technik, Catering, Content und Crew.",
    ),
    slides: [
      {
        id: "venue-as-a-service",
        title: text("Venue as a Service", "Location as a Service"),
        description: text(
          "The room, the furniture, the LED wall and a technician, at a day rate you know in advance. You bring the agenda; we make sure the building runs around it.",
          "Raum, Möblierung, LED-Wand und technische Betreuung zu einem Tagessatz, den Sie vorher kennen. Sie bringen die Agenda mit, wir sorgen dafür, dass sich das ganze Haus danach richtet.",
        ),
        highlights: [
          text("Fixed day rates", "Feste Tagessätze"),
          text("Furniture and set-up included", "Möblierung und Aufbau inklusive"),
          text("On-site host all day", "Ansprechperson vor Ort, den ganzen Tag"),
        ],
        image: art("service/home-venue-as-a-service"),
      },
      {
        id: "full-service-experience",
        title: text("Full-Service Experience", "Rundum-Service"),
        description: text(
          "One producer plans everything with you: run of show, catering, guest management, branding and crew. On the day you host; we handle the rest.",
          "Ein Producer plant alles mit Ihnen: Ablaufplan, Catering, Gästemanagement, Branding und Crew. Am Tag selbst empfangen Sie Ihre Gäste, um alles andere kümmern wir uns.",
        ),
        highlights: [
          text("One producer from brief to wrap", "Ein Producer vom Briefing bis zum Abbau"),
          text("Catering by our own kitchen", "Catering aus unserer eigenen Küche"),
          text("Guest management and check-in", "Gästemanagement und Check-in"),
        ],
        image: art("service/home-full-service-experience"),
      },
      {
        id: "technology-solutions",
        title: text("Technology Solutions", "Technische Lösungen"),
        description: text(
          "LED walls up to 150 sqm, line-array sound, show lighting, multi-camera streaming and interpretation booths, operated by the engineers who installed them.",
          "LED-Wände bis 150 m², Line-Array-Beschallung, Showlicht, Mehrkamera-Streaming und Dolmetschkabinen, bedient vom Technikteam, das sie installiert hat.",
        ),
        highlights: [
          text("LED walls up to 150 sqm", "LED-Wände bis 150 m²"),
          text("Broadcast-grade streaming", "Streaming in Broadcast-Qualität"),
          text("Technicians on every show", "Technikteam bei jeder Show"),
        ],
        image: art("service/home-technology-solutions"),
      },
      {
        id: "creative-content",
        title: text("Creative Content", "Kreative Inhalte"),
        description: text(
          "Our studio designs what runs on the walls: openers, stage visuals, event films and social clips, edited overnight so you can share them the next morning.",
          "Unser Studio gestaltet, was auf den LED-Wänden läuft: Opener, Bühnenvisuals, Eventfilme und Social-Media-Clips, über Nacht geschnitten, damit Sie sie am nächsten Morgen teilen können.",
        ),
        highlights: [
          text("Stage visuals and openers", "Bühnenvisuals und Opener"),
          text("Event films and aftermovies", "Eventfilme und Aftermovies"),
          text("Social clips by next morning", "Social-Media-Clips bis zum nächsten Morgen"),
        ],
        image: art("service/home-creative-content"),
      },
    ],
  },

  industries: {
    eyebrow: text("Industries", "Branchen"),
    title: text(
      "Trusted by teams who cannot afford a bad day",
      "Für Teams, die sich keinen schlechten Tag leisten können",
    ),
    lead: text(
      "From quarterly results to congress satellites: we know the rules, the rhythms and the guests of your industry.",
      "Von Quartalszahlen bis zum Satellitensymposium: Wir kennen die Regeln, die Abläufe und die Gäste Ihrer Branche.",
    ),
    tabs: [
      {
        id: "financial-services",
        name: text("Financial Services", "Finanzdienstleistungen"),
        headline: text(
          "Results days, investor summits and client evenings",
          "Ergebnispräsentationen, Investorenkonferenzen und Kundenabende",
        ),
        description: text(
          "Discreet access, a secure network for live figures and rooms close to the banking district. Our team is used to embargo times and last-minute slide changes.",
          "Diskrete Zugänge, ein sicheres Netzwerk für Live-Zahlen und Räume nahe dem Bankenviertel. Sperrfristen und Folienänderungen in letzter Minute sind für unser Team Alltag.",
        ),
        formats: [
          text("Capital markets days", "Kapitalmarkttage"),
          text("Investor summits", "Investorenkonferenzen"),
          text("Client receptions", "Kundenempfänge"),
        ],
        clients: ["Mainkai Capital", "Nordwall Bank", "Taunus Asset Partners"],
      },
      {
        id: "technology-it",
        name: text("Technology & IT", "Technologie & IT"),
        headline: text("Developer days, launches and hackathons", "Developer Days, Launches und Hackathons"),
        description: text(
          "Gigabit fibre, power on every table and LED walls big enough for code. Streams run in broadcast quality, so remote developers see every demo as clearly as the room.",
          "Glasfaser mit Gigabit, Strom an jedem Tisch und LED-Wände, auf denen auch Code lesbar ist. Streams laufen in Broadcast-Qualität, damit Entwicklerinnen und Entwickler aus der Ferne jede Demo so klar sehen wie der Saal.",
        ),
        formats: [
          text("Product launches", "Produktlaunches"),
          text("Developer conferences", "Entwicklerkonferenzen"),
          text("Hackathons", "Hackathons"),
        ],
        clients: ["Cloudhaven", "Quantis Systems", "Bytebridge"],
      },
      {
        id: "healthcare-pharma",
        name: text("Healthcare & Pharma", "Gesundheit & Pharma"),
        headline: text(
          "Advisory boards, symposia and compliant congress formats",
          "Advisory Boards, Symposien und regelkonforme Kongressformate",
        ),
        description: text(
          "We plan to the industry's codes: documented attendance, separate hospitality and hybrid set-ups for medical audiences across Europe.",
          "Wir planen nach den Kodizes der Branche: dokumentierte Teilnahme, getrennte Bewirtung und hybride Formate für medizinisches Fachpublikum in ganz Europa.",
        ),
        formats: [
          text("Advisory boards", "Advisory Boards"),
          text("Medical symposia", "Medizinische Symposien"),
          text("Hybrid training", "Hybride Schulungen"),
        ],
        clients: ["Helix Pharma", "Rheinmed", "Vitalis Labs"],
      },
      {
        id: "consulting-advisory",
        name: text("Consulting & Advisory", "Beratung & Consulting"),
        headline: text(
          "Partner meetings, workshops and client academies",
          "Partnertreffen, Workshops und Kundenakademien",
        ),
        description: text(
          "Workshop rooms with writable walls, breakouts close by and a plenary for everyone: the flow of a consulting week, on one floor.",
          "Workshopräume mit beschreibbaren Wänden, Breakout-Räume gleich nebenan und ein Plenum für alle: der Ablauf einer Beratungswoche, auf einer Etage.",
        ),
        formats: [
          text("Partner meetings", "Partnertreffen"),
          text("Client academies", "Kundenakademien"),
          text("Strategy workshops", "Strategie-Workshops"),
        ],
        clients: ["Kestrel & Partner", "Lindholm Advisory", "Ostend Strategy Group"],
      },
      {
        id: "consumer-media-brands",
        name: text("Consumer & Media Brands", "Konsum- & Medienmarken"),
        headline: text("Showrooms, press days and brand experiences", "Showrooms, Pressetage und Markenerlebnisse"),
        description: text(
          "Stages that become a set: branded LED content, photo points and a content team that turns your press day into social clips before the guests get home.",
          "Bühnen, die zum Set werden: LED-Inhalte im Look Ihrer Marke, Fotopoints und ein Content-Team, das aus Ihrem Pressetag Social-Media-Clips macht, bevor die Gäste zu Hause sind.",
        ),
        formats: [
          text("Press days", "Pressetage"),
          text("Streaming showrooms", "Streaming-Showrooms"),
          text("Brand experiences", "Markenerlebnisse"),
        ],
        clients: ["Atelier Nord", "Linea Media", "Fjord & Fable"],
      },
    ],
  },

  closing: {
    title: text("Ready to Experience SPARK?", "Bereit, SPARK zu erleben?"),
    lead: text(
      `Walk the stages, test the LED walls and meet the team that will run your event. Tours take ${site.tourAvailability.minutes} minutes, ${site.tourAvailability.weekdays}.`,
      `Gehen Sie über die Bühnen, testen Sie die LED-Wände und lernen Sie das Team kennen, das Ihre Veranstaltung betreuen wird. Eine Besichtigung dauert ${range(site.tourAvailability.minutes)} Minuten, montags bis freitags, ${range(site.tourAvailability.hours)} Uhr.`,
    ),
    image: art("event/home-closing-skyline"),
  },
};

/** The home page in one language: what its sections and islands receive. */
export type HomeInLocale = InLocale<HomeContent>;

export const homeIn = (locale: Locale): HomeInLocale => inLocale(home, locale);
