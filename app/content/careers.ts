import type { Careers } from "./careers.schema";
import { sample } from "../../server/domain/company/sample.ts";
import { site } from "../../server/domain/company/site";
import { text } from "../../server/domain/company/locale";

// /careers: why work here, how applying works, and the open roles, in English and German.
// Applications go to site.email.careers through the mail-draft module.
export const careers: Careers = {
  intro: sample(
    "careers-roles",
    text(
      "Behind every event at SPARK is a team of about forty people: technicians, producers, event managers, chefs' partners, designers and the people who keep the building running. We are hiring people who like the moment the lights go down and the show starts, and who are just as happy with the preparation that makes that moment work.",
      "Hinter jeder Veranstaltung bei SPARK steht ein Team von rund vierzig Menschen: Technik, Produktion, Eventmanagement, unsere Partner in der Küche, Design und alle, die das Haus am Laufen halten. Wir suchen Menschen, die den Moment lieben, in dem das Licht ausgeht und die Show beginnt, und die genauso gern an der Vorbereitung arbeiten, die diesen Moment möglich macht.",
    ),
  ),
  perks: [
    {
      title: text("Work on real shows", "Echte Shows von Anfang an"),
      description: text(
        "From the first week you are part of productions for audiences of hundreds in the room and thousands online.",
        "Schon in der ersten Woche arbeiten Sie an Produktionen für Hunderte Gäste im Saal und Tausende online mit.",
      ),
    },
    {
      title: text("Learn the whole chain", "Den ganzen Ablauf kennenlernen"),
      description: text(
        "Technicians learn production, producers learn technology: internal trainings every month and certifications paid by us.",
        "Die Technik lernt Produktion, die Produktion lernt Technik: jeden Monat interne Schulungen und Zertifizierungen auf unsere Kosten.",
      ),
    },
    {
      title: text("Fair hours", "Faire Arbeitszeiten"),
      description: text(
        "Event days are long, so we plan them: overtime is recorded to the minute and taken as time off or paid out.",
        "Veranstaltungstage sind lang, deshalb planen wir sie: Überstunden werden minutengenau erfasst und mit Freizeit ausgeglichen oder ausgezahlt.",
      ),
    },
    {
      title: text("In the middle of Frankfurt", "Mitten in Frankfurt"),
      description: text(
        "Our building in the east of Frankfurt is ten minutes from the city centre, with a subsidised Deutschlandticket.",
        "Unser Haus im Frankfurter Osten liegt zehn Minuten von der Innenstadt entfernt, und das Deutschlandticket bezuschussen wir.",
      ),
    },
    {
      title: text("30 days of holiday", "30 Tage Urlaub"),
      description: text(
        "Plus 24 and 31 December off, and a day off on your birthday.",
        "Dazu frei am 24. und 31. Dezember und an Ihrem Geburtstag.",
      ),
    },
    {
      title: text("Team events that deserve the name", "Teamevents, die den Namen verdienen"),
      description: text(
        "We use our own stages: summer party on the terrace, winter party on Skyline.",
        "Wir feiern auf unseren eigenen Bühnen: Sommerfest auf der Terrasse, Winterfest auf der Skyline Stage.",
      ),
    },
  ],
  applicationSteps: [
    {
      title: text("Send us your application", "Bewerbung schicken"),
      description: text(
        "A short cover letter and your CV by e-mail. No portal, no account, no cover-letter template.",
        "Ein kurzes Anschreiben und Ihr Lebenslauf per E-Mail. Kein Portal, kein Benutzerkonto, keine Vorlage.",
      ),
    },
    {
      title: text("Get an answer within a week", "Antwort innerhalb einer Woche"),
      description: text(
        "Every application is read by the team lead of the role, and you hear from us within seven days.",
        "Jede Bewerbung liest die Teamleitung der Stelle selbst, und Sie hören innerhalb von sieben Tagen von uns.",
      ),
    },
    {
      title: text("Meet the team", "Das Team kennenlernen"),
      description: text(
        "A first conversation by video, then a visit to the venue, ideally during a set-up so you see how we work.",
        "Erst ein Gespräch per Video, dann ein Besuch bei uns im Haus, am besten während eines Aufbaus, damit Sie sehen, wie wir arbeiten.",
      ),
    },
    {
      title: text("Decide together", "Gemeinsam entscheiden"),
      description: text(
        "We make an offer within a few days of the visit, and you can talk to future colleagues before you sign.",
        "Wenige Tage nach dem Besuch erhalten Sie unser Angebot, und vor der Unterschrift können Sie mit Ihren künftigen Kolleginnen und Kollegen sprechen.",
      ),
    },
  ],
  roles: sample("careers-roles", [
    {
      id: "event-technician-led-broadcast",
      title: text("Event Technician LED & Broadcast (m/f/d)", "Veranstaltungstechniker LED & Broadcast (m/w/d)"),
      team: text("Technology", "Technik"),
      type: "Full-time",
      location: "Frankfurt am Main",
      summary: text(
        "Run LED walls, cameras and streaming for conferences, launches and hybrid events on our three stages.",
        "Sie betreuen LED-Wände, Kameras und Streaming für Konferenzen, Produktlaunches und hybride Veranstaltungen auf unseren drei Bühnen.",
      ),
      responsibilities: [
        text(
          "Set up and operate LED walls, playout and vision mixing for live events",
          "LED-Wände, Zuspielung und Bildmischung für Live-Veranstaltungen aufbauen und bedienen",
        ),
        text(
          "Run multi-camera productions and live streams to client platforms",
          "Mehrkameraproduktionen und Livestreams auf die Plattformen unserer Kunden fahren",
        ),
        text(
          "Rehearse with speakers and production companies before each show",
          "Vor jeder Show mit Speakern und Produktionsfirmen proben",
        ),
        text(
          "Maintain our permanently installed equipment together with the team",
          "Unsere fest installierte Technik gemeinsam mit dem Team warten",
        ),
      ],
      profile: [
        text(
          "Training as Fachkraft für Veranstaltungstechnik or comparable experience",
          "Ausbildung zur Fachkraft für Veranstaltungstechnik oder vergleichbare Erfahrung",
        ),
        text(
          "Hands-on experience with LED processors, vision mixers or streaming encoders",
          "Praktische Erfahrung mit LED-Prozessoren, Bildmischern oder Streaming-Encodern",
        ),
        text(
          "Calm under pressure when the doors open and the show starts",
          "Ruhe unter Druck, wenn sich die Türen öffnen und die Show beginnt",
        ),
        text(
          "Willingness to work evenings and occasionally weekends, planned in advance",
          "Bereitschaft zu Abend- und gelegentlichen Wochenendeinsätzen, die wir im Voraus planen",
        ),
      ],
    },
    {
      id: "senior-event-manager",
      title: text("Senior Event Manager (m/f/d)", "Senior Event Manager (m/w/d)"),
      team: text("Events", "Events"),
      type: "Full-time",
      location: "Frankfurt am Main",
      summary: text(
        "Own client events from the first brief to the final invoice, and be the person our clients trust on the day.",
        "Sie verantworten Kundenveranstaltungen vom ersten Briefing bis zur Schlussrechnung und sind am Veranstaltungstag die Person, der unsere Kunden vertrauen.",
      ),
      responsibilities: [
        text(
          "Turn client briefs into concepts, budgets and a run of show",
          "Aus Kundenbriefings Konzepte, Budgets und Ablaufpläne entwickeln",
        ),
        text(
          "Coordinate caterers, technicians, creative team and external suppliers",
          "Catering, Technik, Kreativteam und externe Dienstleister koordinieren",
        ),
        text("Host clients and their guests on event days", "Kunden und ihre Gäste am Veranstaltungstag betreuen"),
        text(
          "Debrief every event and improve how we work",
          "Jede Veranstaltung nachbesprechen und unsere Abläufe verbessern",
        ),
      ],
      profile: [
        text(
          "At least four years of experience in corporate events or an event agency",
          "Mindestens vier Jahre Erfahrung mit Firmenveranstaltungen oder in einer Eventagentur",
        ),
        text(
          "Confident with budgets and with senior client stakeholders",
          "Sicherer Umgang mit Budgets und mit Entscheidern auf Kundenseite",
        ),
        text("Fluent German and English, written and spoken", "Fließendes Deutsch und Englisch in Wort und Schrift"),
        text(
          "An eye for detail and a sense of humour when plans change",
          "Ein Auge fürs Detail und Humor, wenn sich Pläne ändern",
        ),
      ],
    },
    {
      id: "venue-sales-manager",
      title: text("Venue Sales Manager (m/f/d)", "Venue Sales Manager (m/w/d)"),
      team: text("Sales", "Vertrieb"),
      type: "Full-time",
      location: "Frankfurt am Main",
      summary: text(
        "Advise companies and agencies on the right space and format, and turn enquiries into events they come back for.",
        "Sie beraten Unternehmen und Agenturen zum passenden Raum und Format und machen aus Anfragen Veranstaltungen, für die man wiederkommt.",
      ),
      responsibilities: [
        text(
          `Answer enquiries within ${site.responseWindow} with availability and a tailored proposal`,
          `Anfragen innerhalb von ${site.de.responseWindow} mit Verfügbarkeit und einem passenden Vorschlag beantworten`,
        ),
        text(
          "Lead venue tours and advise on formats, set-ups and technology",
          "Besichtigungen führen und zu Formaten, Aufbauten und Technik beraten",
        ),
        text(
          "Prepare quotes and contracts and hand events over to the event team",
          "Angebote und Verträge vorbereiten und Veranstaltungen an das Eventteam übergeben",
        ),
        text(
          "Build relationships with agencies, corporate event teams and associations",
          "Beziehungen zu Agenturen, Eventteams in Unternehmen und Verbänden aufbauen",
        ),
      ],
      profile: [
        text("Experience in venue, hotel or event sales", "Erfahrung im Vertrieb von Locations, Hotels oder Events"),
        text(
          "You enjoy showing people around and listening to what they need",
          "Freude daran, Menschen durchs Haus zu führen und herauszuhören, was sie brauchen",
        ),
        text(
          "Structured work in a CRM and a clear written style",
          "Strukturiertes Arbeiten im CRM und ein klarer schriftlicher Ausdruck",
        ),
        text("Fluent German and English", "Fließendes Deutsch und Englisch"),
      ],
    },
    {
      id: "working-student-marketing",
      title: text("Working Student Marketing & Content (m/f/d)", "Werkstudent Marketing & Content (m/w/d)"),
      team: text("Marketing", "Marketing"),
      type: "Working student",
      location: "Frankfurt am Main",
      summary: text(
        "Help tell the stories of the events at SPARK on our website, in the newsletter and on social media.",
        "Sie helfen uns, die Geschichten der Veranstaltungen bei SPARK auf unserer Website, im Newsletter und in den sozialen Medien zu erzählen.",
      ),
      responsibilities: [
        text(
          "Write and edit content for the website, newsletter and social channels",
          "Inhalte für Website, Newsletter und Social-Media-Kanäle schreiben und redigieren",
        ),
        text(
          "Capture short clips and photos during events together with our creative team",
          "Gemeinsam mit unserem Kreativteam kurze Clips und Fotos bei Veranstaltungen aufnehmen",
        ),
        text(
          "Prepare the monthly newsletter and analyse what readers open",
          "Den monatlichen Newsletter vorbereiten und auswerten, was gelesen wird",
        ),
        text(
          "Support the webinar series from invitation to follow-up",
          "Die Webinarreihe von der Einladung bis zur Nachbereitung unterstützen",
        ),
      ],
      profile: [
        text(
          "Enrolled in marketing, communications, media or a related subject",
          "Studium in Marketing, Kommunikation, Medien oder einem verwandten Fach",
        ),
        text("Available 16-20 hours a week during the semester", "16–20 Stunden pro Woche während des Semesters"),
        text("Good writing in German and English", "Sicheres Schreiben auf Deutsch und Englisch"),
        text("Curiosity for events, technology and video", "Neugier auf Veranstaltungen, Technik und Video"),
      ],
    },
  ]),
  initiativeNote: text(
    "No role that fits? Send us an open application and tell us what you would like to do at SPARK: we keep every application for six months and get in touch when a fitting role opens.",
    "Keine passende Stelle dabei? Schicken Sie uns eine Initiativbewerbung und erzählen Sie uns, was Sie bei SPARK machen möchten: Wir bewahren jede Bewerbung sechs Monate auf und melden uns, sobald eine passende Stelle frei wird.",
  ),
};
