import { art } from "~/lib/art";
import type { Service } from "./services.schema";
import { capacityText } from "../../server/domain/company/venue-figures";
import { site } from "../../server/domain/company/site";
import { text } from "../../server/domain/company/locale";

// The four services of /services, in English and German; each id is the anchor of its section (the
// footer links to them, under the names content/navigation.ts gives them).
export const services: Service[] = [
  {
    id: "venue-as-a-service",
    title: text("Venue as a Service", "Location as a Service"),
    description: text(
      "Stages, studios and meeting spaces with the infrastructure already built in, booked by the day, the week or the season.",
      "Bühnen, Studios und Tagungsräume mit fest eingebauter Infrastruktur, gebucht für einen Tag, eine Woche oder eine ganze Saison.",
    ),
    image: art("service/venue-as-a-service-skyline"),
    icon: "venue",
    features: [
      {
        title: text("Flexible terms", "Flexible Laufzeiten"),
        description: text(
          "From a half-day meeting to a season of recurring events, with one contract and one contact.",
          "Vom halbtägigen Meeting bis zur Veranstaltungsreihe über eine ganze Saison: ein Vertrag, eine Ansprechperson.",
        ),
      },
      {
        title: text("Infrastructure included", "Infrastruktur inklusive"),
        description: text(
          "LED walls, stage lighting, sound, Wi-Fi and power are part of the space, not an extra line on the invoice.",
          "LED-Wände, Bühnenlicht, Ton, WLAN und Strom gehören zum Raum und stehen nicht als Extraposten auf der Rechnung.",
        ),
      },
      {
        title: text("Ready on arrival", "Bei Ankunft startklar"),
        description: text(
          "Your set-up is built before you arrive and changed over between sessions by our floor team.",
          "Ihr Aufbau steht, bevor Sie ankommen, und unser Etagenteam baut zwischen den Programmpunkten um.",
        ),
      },
      {
        title: text("Three floors, one address", "Drei Etagen, eine Adresse"),
        description: text(
          `Horizon, Liberty and Skyline can be booked separately or combined for up to ${capacityText.triple} guests.`,
          `Horizon, Liberty und Skyline lassen sich einzeln buchen oder für bis zu ${capacityText.triple} Gäste kombinieren.`,
        ),
      },
    ],
    longDescription: text(
      "Most venues rent you an empty room and a list of suppliers. SPARK works the other way round: every floor comes with permanently installed LED walls, rigging, lighting and sound, maintained by our own technicians. You book the space the way you book a service, scale it up or down as your programme changes, and pay for the time you actually use.",
      "Die meisten Locations vermieten einen leeren Raum und eine Liste mit Dienstleistern. Bei SPARK ist es umgekehrt: Jede Etage ist mit fest installierten LED-Wänden, Rigging, Licht und Ton ausgestattet, gewartet von unseren eigenen Technikern. Sie buchen den Raum wie einen Service, passen ihn an, wenn sich Ihr Programm ändert, und bezahlen nur die Zeit, die Sie tatsächlich nutzen.",
    ),
    cta: {
      title: text("Find the right space", "Den passenden Raum finden"),
      description: text(
        `Tell us the date, the number of guests and the format: we reply within ${site.responseWindow} with availability and a first proposal.`,
        `Nennen Sie uns Termin, Gästezahl und Format: Innerhalb von ${site.de.responseWindow} erhalten Sie die Verfügbarkeit und einen ersten Vorschlag.`,
      ),
      buttonText: text("Request a Venue", "Location anfragen"),
    },
  },
  {
    id: "full-service-experience",
    title: text("Full-Service Experience", "Rundum-Service"),
    description: text(
      "One team that plans, produces and hosts your event with you, from the first brief to the last guest leaving.",
      "Ein Team, das Ihre Veranstaltung mit Ihnen plant, produziert und betreut: vom ersten Briefing, bis der letzte Gast gegangen ist.",
    ),
    image: art("service/full-service-liberty"),
    icon: "concierge",
    features: [
      {
        title: text("Dedicated event manager", "Feste Ansprechperson im Eventmanagement"),
        description: text(
          "One person who knows every detail of your event, from the first call until the invoice.",
          "Eine Person, die jedes Detail Ihrer Veranstaltung kennt, vom ersten Telefonat bis zur Rechnung.",
        ),
      },
      {
        title: text("Catering and hospitality", "Catering und Bewirtung"),
        description: text(
          "Menus from trusted Frankfurt caterers, from breakfast fingerfood to a seated gala dinner.",
          "Menüs von bewährten Frankfurter Caterern, vom Fingerfood zum Frühstück bis zum gesetzten Galadinner.",
        ),
      },
      {
        title: text("Guest management", "Gästemanagement"),
        description: text(
          "Invitations, registration, badges and a staffed welcome desk on the day.",
          "Einladungen, Registrierung, Namensschilder und ein besetzter Empfangscounter am Veranstaltungstag.",
        ),
      },
      {
        title: text("Hotels and travel", "Hotels und Anreise"),
        description: text(
          "Room contingents in nearby hotels and shuttle transfers for speakers and VIP guests.",
          "Zimmerkontingente in Hotels in der Nähe und Shuttle-Transfers für Speaker und VIP-Gäste.",
        ),
      },
    ],
    longDescription: text(
      "When your team has no time to run an event alongside its day job, we take it off your desk. Our event managers write the run of show, book the caterer, coordinate speakers and suppliers and host your guests on the day, so that you can focus on your audience and your message instead of the logistics behind them.",
      "Wenn Ihr Team neben dem Tagesgeschäft keine Zeit für eine Veranstaltung hat, nehmen wir sie Ihnen ab. Unser Eventmanagement schreibt den Ablaufplan, bucht das Catering, koordiniert Speaker und Dienstleister und betreut Ihre Gäste vor Ort. So konzentrieren Sie sich auf Ihr Publikum und Ihre Botschaft statt auf die Logistik dahinter.",
    ),
    cta: {
      title: text("Hand over the details", "Details abgeben"),
      description: text(
        "Share your brief and your budget range, and your event manager will come back with a concept and a cost estimate.",
        "Schicken Sie uns Ihr Briefing und Ihren Budgetrahmen: Ihre Ansprechperson meldet sich mit einem Konzept und einer Kostenschätzung.",
      ),
      buttonText: text("Plan My Event", "Veranstaltung planen"),
    },
  },
  {
    id: "technology-solutions",
    title: text("Technology Solutions", "Technische Lösungen"),
    description: text(
      "LED walls, broadcast studios, streaming and hybrid formats, run by technicians who know every cable in the building.",
      "LED-Wände, Broadcast-Studios, Streaming und hybride Formate, betreut von Technikern, die jedes Kabel im Haus kennen.",
    ),
    image: art("service/technology-solutions-horizon"),
    icon: "technology",
    features: [
      {
        title: text("LED walls up to 150 sqm", "LED-Wände bis 150 m²"),
        description: text(
          "Permanently installed LED surfaces from 30 sqm on a single stage to 90 sqm across three floors.",
          "Fest installierte LED-Flächen: von 30 m² auf einer einzelnen Bühne bis zu 90 m² über drei Etagen.",
        ),
      },
      {
        title: text("Broadcast and streaming", "Broadcast und Streaming"),
        description: text(
          "Multi-camera production, live direction and streaming to any platform or a secure company portal.",
          "Mehrkameraproduktion, Live-Regie und Streaming auf jede Plattform oder in ein geschütztes Unternehmensportal.",
        ),
      },
      {
        title: text("Hybrid interaction", "Hybride Interaktion"),
        description: text(
          "Joint Q&A, polling and remote speakers, so that online guests are part of the event rather than spectators.",
          "Gemeinsame Fragerunden, Umfragen und zugeschaltete Speaker: So sind Online-Gäste Teil der Veranstaltung statt nur Zuschauende.",
        ),
      },
      {
        title: text("Show control", "Showsteuerung"),
        description: text(
          "Playout, lighting and sound cues run from one control room by a crew that rehearses with your speakers.",
          "Zuspielungen, Licht- und Toneinsätze laufen aus einer Regie, gefahren von einer Crew, die vorher mit Ihren Speakern probt.",
        ),
      },
    ],
    longDescription: text(
      "Technology is where events go wrong, so we keep it in-house. The LED walls, cameras, control rooms and fibre connections at SPARK are our own and are looked after by our own technicians. That means no third-party rental risk, rehearsals on the real equipment and a crew that has run the same stage hundreds of times before your event.",
      "An der Technik scheitern Veranstaltungen am häufigsten, deshalb behalten wir sie im Haus. LED-Wände, Kameras, Regieräume und Glasfaseranschlüsse bei SPARK gehören uns und werden von unseren eigenen Technikern betreut. Für Sie heißt das: kein Risiko durch Mietequipment, Proben an der echten Technik und eine Crew, die dieselbe Bühne schon Hunderte Male gefahren hat.",
    ),
    cta: {
      title: text("Talk to a technician", "Mit der Technik sprechen"),
      description: text(
        "Send us your technical rider or just your idea: a show technician answers with a set-up proposal.",
        "Schicken Sie uns Ihren Technical Rider oder einfach Ihre Idee: Ein Showtechniker antwortet mit einem Vorschlag für den Aufbau.",
      ),
      buttonText: text("Discuss Technology", "Technik besprechen"),
    },
  },
  {
    id: "creative-content",
    title: text("Creative Content", "Kreative Inhalte"),
    description: text(
      "Stage designs, LED content, video and social clips that make your event look as good as it feels in the room.",
      "Bühnendesign, LED-Inhalte, Videos und Social-Media-Clips, mit denen Ihre Veranstaltung so gut aussieht, wie sie sich im Saal anfühlt.",
    ),
    image: art("service/creative-content-skyline"),
    icon: "creative",
    features: [
      {
        title: text("Stage and LED design", "Bühnen- und LED-Design"),
        description: text(
          "Motion backgrounds, openers and transitions made to the exact resolution of our LED walls.",
          "Bewegte Hintergründe, Opener und Übergänge, passgenau für die Auflösung unserer LED-Wände gestaltet.",
        ),
      },
      {
        title: text("Event film and photography", "Eventfilm und Fotografie"),
        description: text(
          "Aftermovies, speaker recordings and photo galleries delivered within days of the event.",
          "Aftermovies, Aufzeichnungen der Vorträge und Fotogalerien, wenige Tage nach der Veranstaltung geliefert.",
        ),
      },
      {
        title: text("Social media clips", "Social-Media-Clips"),
        description: text(
          "Short vertical clips cut during the event, ready to post while your audience is still in the room.",
          "Kurze Hochformat-Clips, noch während der Veranstaltung geschnitten und bereit zum Posten, solange Ihr Publikum noch im Saal ist.",
        ),
      },
      {
        title: text("Brand experiences", "Markenerlebnisse"),
        description: text(
          "Photo walls, interactive installations and signage that carry your brand through the whole venue.",
          "Fotowände, interaktive Installationen und Beschilderung, die Ihre Marke durch die ganze Location tragen.",
        ),
      },
    ],
    longDescription: text(
      "An LED wall is only as impressive as what runs on it. Our creative team designs stage visuals, openers and speaker graphics for the exact pixel dimensions of each wall, films the event as it happens and turns the best moments into content your marketing team can use for months afterwards.",
      "Eine LED-Wand beeindruckt nur so sehr wie das, was auf ihr läuft. Unser Kreativteam gestaltet Bühnenvisuals, Opener und Grafiken für die Vorträge pixelgenau für jede Wand, filmt die Veranstaltung, während sie stattfindet, und macht aus den besten Momenten Inhalte, die Ihr Marketing noch monatelang nutzen kann.",
    ),
    cta: {
      title: text("Brief our creative team", "Unser Kreativteam briefen"),
      description: text(
        "Tell us about your brand and your event, and we will suggest a content package that fits the budget.",
        "Erzählen Sie uns von Ihrer Marke und Ihrer Veranstaltung: Wir schlagen Ihnen ein Content-Paket vor, das zum Budget passt.",
      ),
      buttonText: text("Start a Creative Brief", "Kreativbriefing starten"),
    },
  },
];
