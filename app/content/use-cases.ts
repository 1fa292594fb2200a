import { art } from "~/lib/art";
import type { UseCaseContent, UseCaseGroupContent } from "./use-cases.schema";
import { capacityText } from "../../server/domain/company/venue-figures";
import { text } from "../../server/domain/company/locale";

// The three use-case groups of /use-cases, six cards each, in English and German. A card's id is
// its anchor on the page (/use-cases#product-launch); the overview and the header menu link to these
// anchors. The group and card names are the header menu's (content/navigation.ts).

export const useCaseGroups: UseCaseGroupContent[] = [
  {
    sectionId: "conferences-events-section",
    title: text("Conferences & Events", "Konferenzen & Events"),
    icon: "stage",
    lead: text(
      "Stages with LED walls, theatre seating and a crew that has run hundreds of shows: for the moments your audience will talk about afterwards.",
      "Bühnen mit LED-Wänden, Reihenbestuhlung und eine Crew, die schon Hunderte Shows gefahren hat: für die Momente, über die Ihr Publikum noch lange spricht.",
    ),
    cases: [
      {
        id: "product-launch",
        name: text("Product Launch", "Produktlaunch"),
        description: text(
          "Reveal a product on a stage built for it: a 30 sqm LED wall for the big moment, a hands-on demo area beside the seating and a reception on the same floor.",
          "Enthüllen Sie Ihr Produkt auf einer Bühne, die genau dafür gebaut ist: eine 30 m² große LED-Wand für den großen Moment, eine Demofläche zum Ausprobieren direkt neben den Sitzreihen und der Empfang auf derselben Etage.",
        ),
        features: [
          text("LED reveal with synchronised light and sound", "LED-Enthüllung mit abgestimmtem Licht und Ton"),
          text("Demo and press area on the same floor", "Demo- und Pressebereich auf derselben Etage"),
          text(
            "Live stream for remote press and partners",
            "Livestream für Presse und Partner, die nicht vor Ort sind",
          ),
        ],
        image: art("usecase/product-launch-skyline"),
      },
      {
        id: "town-hall-meeting",
        name: text("Town Hall Meeting", "Mitarbeiterversammlung"),
        description: text(
          "Bring the whole company together in one room and everyone else on screen: clear sound, readable slides and an open microphone for questions from the floor.",
          "Holen Sie das ganze Unternehmen in einen Saal und alle anderen auf den Bildschirm: klarer Ton, gut lesbare Folien und ein offenes Mikrofon für Fragen aus dem Publikum.",
        ),
        features: [
          text(
            `Theatre seating for up to ${capacityText.triple} guests`,
            `Reihenbestuhlung für bis zu ${capacityText.triple} Gäste`,
          ),
          text("Hybrid Q&A from the room and online", "Hybride Fragerunde aus dem Saal und online"),
          text(
            "Recording for colleagues in other time zones",
            "Aufzeichnung für Kolleginnen und Kollegen in anderen Zeitzonen",
          ),
        ],
        image: art("usecase/town-hall-liberty"),
      },
      {
        id: "award-ceremony",
        name: text("Award Ceremony", "Preisverleihung"),
        description: text(
          "A gala evening with a stage show, winners walking up under the spotlight and dinner at round tables, changed over from plenary seating during the reception.",
          "Ein Galaabend mit Bühnenshow, Preisträgerinnen und Preisträgern im Scheinwerferlicht und Dinner an runden Tischen: Aus der Plenumsbestuhlung bauen wir während des Empfangs um.",
        ),
        features: [
          text("Banquet seating at round tables", "Bankettbestuhlung an runden Tischen"),
          text("Winner animations on the LED wall", "Animationen für die Ausgezeichneten auf der LED-Wand"),
          text("Red carpet and photo wall at the entrance", "Roter Teppich und Fotowand am Eingang"),
        ],
        image: art("usecase/award-ceremony-horizon"),
      },
      {
        id: "industry-conference",
        name: text("Industry Conference", "Branchenkonferenz"),
        description: text(
          "Two days of keynotes, panels and breakouts on several floors: one plenary stage, workshop rooms for the tracks and an exhibition area for your sponsors.",
          "Zwei Tage mit Keynotes, Panels und Breakout-Sessions auf mehreren Etagen: eine Plenumsbühne, Workshopräume für die einzelnen Tracks und eine Ausstellungsfläche für Ihre Sponsoren.",
        ),
        features: [
          text("Plenary and breakout rooms in one building", "Plenum und Breakout-Räume in einem Haus"),
          text("Registration and badge printing on site", "Registrierung und Namensschilddruck vor Ort"),
          text("Sponsor booths with power and network", "Sponsorenstände mit Strom- und Netzwerkanschluss"),
        ],
        image: art("usecase/industry-conference-skyline"),
      },
      {
        id: "gala-dinner",
        name: text("Gala Dinner", "Galadinner"),
        description: text(
          "An evening for clients and partners with a menu from our catering partners, live music and a view across the Frankfurt skyline from the terrace.",
          "Ein Abend für Kunden und Partner mit einem Menü unserer Catering-Partner, Livemusik und dem Blick von der Terrasse über die Frankfurter Skyline.",
        ),
        features: [
          text("Seated dinner for up to 300 guests", "Gesetztes Dinner für bis zu 300 Gäste"),
          text("Stage for live music and speeches", "Bühne für Livemusik und Reden"),
          text("Terrace reception at sunset", "Empfang auf der Terrasse bei Sonnenuntergang"),
        ],
        image: art("usecase/gala-dinner-skyline"),
      },
      {
        id: "press-conference",
        name: text("Press Conference", "Pressekonferenz"),
        description: text(
          "Announce news to journalists in the room and online: a podium with a branded backdrop, clean audio feeds for camera teams and interview corners after the briefing.",
          "Verkünden Sie Neuigkeiten vor der Presse im Saal und online: ein Podium vor einer Rückwand in Ihrem Design, saubere Tonsignale für die Kamerateams und Interviewecken im Anschluss.",
        ),
        features: [
          text("Audio split box for camera teams", "Audio-Splitbox für Kamerateams"),
          text("Branded podium and LED backdrop", "Podium in Ihrem Design und LED-Rückwand"),
          text("Quiet rooms for one-to-one interviews", "Ruhige Räume für Einzelinterviews"),
        ],
        image: art("usecase/press-conference-liberty"),
      },
    ],
  },
  {
    sectionId: "meetings-workshops-section",
    title: text("Meetings & Workshops", "Meetings & Workshops"),
    icon: "workshop",
    lead: text(
      "Rooms with daylight, furniture that moves and technology that works the first time: for meetings where decisions get made.",
      "Räume mit Tageslicht, Möbel, die sich umstellen lassen, und Technik, die auf Anhieb funktioniert: für Meetings, in denen Entscheidungen fallen.",
    ),
    cases: [
      {
        id: "executive-board-meeting",
        name: text("Executive Board Meeting", "Vorstandssitzung"),
        description: text(
          "A discreet boardroom for the decisions that matter: one large table, a conference system for remote members and a host who keeps everything else away from the door.",
          "Ein diskreter Sitzungsraum für die Entscheidungen, auf die es ankommt: ein großer Tisch, ein Konferenzsystem für zugeschaltete Mitglieder und ein Gastgeber, der alles andere von der Tür fernhält.",
        ),
        features: [
          text("Boardroom for up to 25 guests", "Sitzungsraum für bis zu 25 Personen"),
          text("Conference camera and ceiling microphones", "Konferenzkamera und Deckenmikrofone"),
          text("Private catering served in the room", "Catering direkt im Raum serviert"),
        ],
        image: art("usecase/board-meeting-horizon"),
      },
      {
        id: "leadership-workshop",
        name: text("Leadership Workshop", "Führungskräfte-Workshop"),
        description: text(
          "A day away from the office for your leadership team: a bright workshop room, a facilitator-friendly set-up and breakout corners for the conversations in between.",
          "Ein Tag außerhalb des Büros für Ihr Führungsteam: ein heller Workshopraum, ein Aufbau ganz nach den Wünschen der Moderation und Rückzugsecken für die Gespräche zwischendurch.",
        ),
        features: [
          text("Flexible furniture and writable walls", "Flexible Möbel und beschreibbare Wände"),
          text("Breakout corners for small groups", "Breakout-Ecken für Kleingruppen"),
          text("Lunch and breaks without leaving the floor", "Mittagessen und Pausen auf derselben Etage"),
        ],
        image: art("usecase/leadership-workshop-liberty"),
      },
      {
        id: "innovation-sprint",
        name: text("Innovation Sprint", "Innovationssprint"),
        description: text(
          "Five days from problem to tested prototype: a room that stays set overnight, the sprint kit on the wall and a maker corner for quick mock-ups.",
          "In fünf Tagen vom Problem zum getesteten Prototyp: ein Raum, der über Nacht aufgebaut bleibt, das Sprint-Material an der Wand und eine Maker-Ecke für schnelle Mock-ups.",
        ),
        features: [
          text("Room reserved for the whole sprint", "Raum für den gesamten Sprint reserviert"),
          text("Full design sprint material kit", "Komplettes Materialset für den Design Sprint"),
          text(
            "Test sessions with a one-way video link",
            "Testsessions mit Videoübertragung in einen Beobachtungsraum",
          ),
        ],
        image: art("usecase/innovation-sprint-skyline"),
      },
      {
        id: "strategy-offsite",
        name: text("Strategy Offsite", "Strategieklausur"),
        description: text(
          "Plan the next year in a space that feels different from your office, with a plenary for the big picture and quiet rooms for the working groups.",
          "Planen Sie das nächste Jahr in Räumen, die sich anders anfühlen als Ihr Büro: mit einem Plenum für das große Ganze und ruhigen Räumen für die Arbeitsgruppen.",
        ),
        features: [
          text("Plenary plus three breakout rooms", "Plenum und drei Breakout-Räume"),
          text("Dinner on the rooftop terrace", "Abendessen auf der Dachterrasse"),
          text("Hotels within walking distance", "Hotels in Gehweite"),
        ],
        image: art("usecase/strategy-offsite-horizon"),
      },
      {
        id: "team-training",
        name: text("Team Training", "Teamtraining"),
        description: text(
          "Trainings and certifications for groups of ten to eighty people, with a screen visible from every seat, reliable Wi-Fi for laptops and power at every table.",
          "Schulungen und Zertifizierungen für Gruppen von zehn bis achtzig Personen: mit einer Leinwand, die von jedem Platz aus gut zu sehen ist, stabilem WLAN für die Laptops und Strom an jedem Tisch.",
        ),
        features: [
          text("Classroom or cabaret seating", "Parlamentarische Bestuhlung oder Cabaret-Bestuhlung"),
          text("Power and Wi-Fi at every seat", "Strom und WLAN an jedem Platz"),
          text("Multi-day bookings at a reduced rate", "Mehrtägige Buchungen zum reduzierten Preis"),
        ],
        image: art("usecase/team-training-liberty"),
      },
      {
        id: "client-workshop",
        name: text("Client Workshop", "Kundenworkshop"),
        description: text(
          "Host your clients at a neutral, impressive address: a welcome at reception, a workshop room in your branding and an espresso bar that makes people stay.",
          "Empfangen Sie Ihre Kunden an einer neutralen, eindrucksvollen Adresse: Begrüßung am Empfang, ein Workshopraum in Ihrem Branding und eine Espressobar, an der man gerne bleibt.",
        ),
        features: [
          text("Branded welcome screen and signage", "Begrüßungsbildschirm und Beschilderung in Ihrem Design"),
          text("Reception and cloakroom service", "Empfang und Garderobenservice"),
          text("Espresso bar and snacks all day", "Espressobar und Snacks den ganzen Tag"),
        ],
        image: art("usecase/client-workshop-skyline"),
      },
    ],
  },
  {
    sectionId: "broadcast-streaming-section",
    title: text("Broadcast & Streaming", "Broadcast & Streaming"),
    icon: "broadcast",
    lead: text(
      "Studios, cameras and a control room in the same building as the stages: for audiences who are not in the room but deserve the same show.",
      "Studios, Kameras und eine Regie im selben Haus wie die Bühnen: für ein Publikum, das nicht im Saal sitzt und trotzdem dieselbe Show verdient.",
    ),
    cases: [
      {
        id: "virtual-keynote",
        name: text("Virtual Keynote", "Virtuelle Keynote"),
        description: text(
          "Your CEO on an LED stage, filmed with three cameras and cut live like a television show, streamed to thousands of viewers on any platform you choose.",
          "Ihr CEO auf einer LED-Bühne, gefilmt mit drei Kameras und live geschnitten wie eine Fernsehsendung, gestreamt an Tausende Zuschauende auf der Plattform Ihrer Wahl.",
        ),
        features: [
          text("Three cameras and a live director", "Drei Kameras und Live-Regie"),
          text("LED backdrop in your brand design", "LED-Hintergrund in Ihrem Markendesign"),
          text("Teleprompter and confidence monitor", "Teleprompter und Vorschaumonitor für die Sprechenden"),
        ],
        image: art("usecase/virtual-keynote-horizon"),
      },
      {
        id: "streaming-showroom",
        name: text("Streaming Showroom", "Streaming-Showroom"),
        description: text(
          "Present a collection or a product range to buyers who cannot travel: a styled set, close-up cameras and a presenter who answers questions from the chat live.",
          "Präsentieren Sie eine Kollektion oder ein Sortiment für Einkäuferinnen und Einkäufer, die nicht anreisen können: ein gestaltetes Set, Kameras für Nahaufnahmen und eine Moderation, die Fragen aus dem Chat live beantwortet.",
        ),
        features: [
          text("Close-up product camera", "Produktkamera für Nahaufnahmen"),
          text("Live chat moderation", "Moderation des Live-Chats"),
          text("On-demand version after the show", "On-Demand-Fassung nach der Show"),
        ],
        image: art("usecase/streaming-showroom-liberty"),
      },
      {
        id: "hybrid-conference",
        name: text("Hybrid Conference", "Hybride Konferenz"),
        description: text(
          "One conference for two audiences: guests on site and viewers online see the same speakers, ask questions in the same queue and vote in the same polls.",
          "Eine Konferenz für zwei Publikumsgruppen: Gäste vor Ort und Zuschauende online sehen dieselben Speaker, stellen ihre Fragen in derselben Runde und stimmen in denselben Umfragen ab.",
        ),
        features: [
          text("Joint Q&A for room and stream", "Gemeinsame Fragerunde für Saal und Stream"),
          text("Remote speakers on the LED wall", "Zugeschaltete Speaker auf der LED-Wand"),
          text("Interpreter booths on request", "Dolmetschkabinen auf Anfrage"),
        ],
        image: art("usecase/hybrid-conference-skyline"),
      },
      {
        id: "live-podcast",
        name: text("Live Podcast", "Live-Podcast"),
        description: text(
          "Record a podcast episode in front of a live audience: broadcast microphones, a multitrack recording and video of every guest for the clips afterwards.",
          "Nehmen Sie eine Podcastfolge vor Live-Publikum auf: mit Broadcast-Mikrofonen, einer Mehrspuraufnahme und Video von jedem Gast für die Clips im Anschluss.",
        ),
        features: [
          text("Broadcast microphones and multitrack audio", "Broadcast-Mikrofone und Mehrspuraufnahme"),
          text("Video for social clips", "Video für Social-Media-Clips"),
          text("Studio audience for up to 60 guests", "Studiopublikum mit bis zu 60 Gästen"),
        ],
        image: art("usecase/live-podcast-horizon"),
      },
      {
        id: "investor-webcast",
        name: text("Investor Webcast", "Investoren-Webcast"),
        description: text(
          "Quarterly results and capital markets days, streamed securely with slides, a registered audience and a moderated analyst Q&A that runs to the minute.",
          "Quartalszahlen und Kapitalmarkttage, sicher gestreamt mit Folien, registriertem Publikum und einer moderierten Fragerunde für Analystinnen und Analysten, die auf die Minute genau läuft.",
        ),
        features: [
          text("Registered, password-protected stream", "Passwortgeschützter Stream mit Registrierung"),
          text("Analyst Q&A over phone and web", "Fragen der Analysten per Telefon und Web"),
          text("Archive copy for your investor pages", "Archivaufzeichnung für Ihre Investor-Relations-Seiten"),
        ],
        image: art("usecase/investor-webcast-skyline"),
      },
      {
        id: "e-learning-production",
        name: text("E-Learning Production", "E-Learning-Produktion"),
        description: text(
          "Produce training videos and online courses in a studio day: your trainer in front of the LED wall, graphics added live and files ready for your learning platform.",
          "Produzieren Sie Schulungsvideos und Onlinekurse an einem Studiotag: Ihre Trainerin oder Ihr Trainer vor der LED-Wand, Grafiken live eingeblendet und die Dateien fertig für Ihre Lernplattform.",
        ),
        features: [
          text("Green-screen or LED virtual set", "Greenscreen oder virtuelles Set auf der LED-Wand"),
          text("Live graphics and lower thirds", "Live-Grafiken und Bauchbinden"),
          text("Edited modules ready for your LMS", "Geschnittene Module, fertig für Ihr LMS"),
        ],
        image: art("usecase/e-learning-liberty"),
      },
    ],
  },
];

export const allUseCases: UseCaseContent[] = useCaseGroups.flatMap((group) => group.cases);

/** The use cases the overview features, one per idea a planner usually arrives with. */
export const featuredUseCaseIds = [
  "product-launch",
  "town-hall-meeting",
  "leadership-workshop",
  "innovation-sprint",
  "virtual-keynote",
  "hybrid-conference",
] as const;

export function findUseCase(id: string): UseCaseContent | undefined {
  return allUseCases.find((useCase) => useCase.id === id);
}
