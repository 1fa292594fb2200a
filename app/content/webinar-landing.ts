import { art } from "../lib/art.ts";
import type { WebinarLanding } from "./webinar-landing.schema.ts";
import { webinar, webinarWords } from "../../server/domain/webinar/webinar.ts";
import { sample } from "../../server/domain/company/sample.ts";
import { formatNumber, text } from "../../server/domain/company/locale.ts";

export type { WebinarLanding };

// The copy of the webinar landing page (spec section 2, 'Webinar landing'): what holds for every
// session. The spec wrote it in German; each text has its English twin (issue 44). Dates, times and
// seats come from the session shown (the route's loader, issue 16); the host from content/webinar.ts.

const participants = webinar.host.participants;

export const webinarLanding: WebinarLanding = {
  hero: {
    eyebrow: text("Live webinar", "Live-Webinar"),
    headline: text(webinarWords.en.title, webinar.title),
    lead: text(
      `In ${webinar.durationMinutes} minutes we show you how to plan, budget and stage an event with an LED wall: with examples from more than 350 events a year on our stages in Frankfurt.`,
      `In ${webinar.durationMinutes} Minuten zeigen wir Ihnen, wie Sie ein Event mit LED-Wall planen, budgetieren und inszenieren: mit Beispielen aus über 350 Veranstaltungen pro Jahr auf unseren Bühnen in Frankfurt.`,
    ),
    facts: [text("Online, in your browser, nothing to install", "Online, im Browser, ohne Installation")],
    image: art("webinar/skyline-stage-wall"),
    imageAlt: text(
      "A stage with a large LED wall in warm orange in front of a dark hall",
      "Eine Bühne mit großer LED-Wall in warmem Orange vor dunklem Saal",
    ),
  },
  freeLabel: { en: "100% free of charge", de: "100 % kostenfrei" },
  callToAction: { en: "Register now for free!", de: "Jetzt kostenfrei anmelden!" },
  stats: [
    { value: text("350+", "350+"), label: text("Events a year", "Events pro Jahr") },
    { value: text("97%", "97 %"), label: text("Recom\u00admendation rate", "Weiter\u00adempfehlungs\u00adrate") },
    { value: text("2x", "2x"), label: text("more leads", "mehr Leads") },
  ],
  learningPoints: [
    {
      title: text("Choosing the right LED wall", "Die passende LED-Wall wählen"),
      text: text(
        "Which size, pixel pitch and viewing distance suit your room and your number of guests: from 30 m² on one stage to 90 m² across three levels.",
        "Welche Fläche, welcher Pixelabstand und welcher Betrachtungsabstand zu Ihrem Raum und Ihrer Gästezahl passen: von 30 m² auf einer Bühne bis 90 m² über drei Ebenen.",
      ),
    },
    {
      title: text("Content that works on a big screen", "Content, der auf großer Fläche wirkt"),
      text: text(
        "Resolution, formats and dramaturgy: how keynote slides, videos and live pictures work on the LED wall, and which common mistakes to avoid.",
        "Auflösung, Formate und Dramaturgie: wie Keynote-Folien, Videos und Live-Bilder auf der LED-Wall funktionieren und welche typischen Fehler Sie vermeiden.",
      ),
    },
    {
      title: text("Budgeting realistically", "Das Budget realistisch kalkulieren"),
      text: text(
        "Which costs to expect for technology, content production and staff, and where you can save without losing quality.",
        "Mit welchen Kosten Sie für Technik, Content-Produktion und Personal rechnen sollten, und wo Sie ohne Qualitätsverlust sparen können.",
      ),
    },
    {
      title: text("More leads from every event", "Mehr Leads aus jedem Event"),
      text: text(
        "How to turn guests into contacts with a livestream, interactive elements and smart follow-up: our clients win twice as many leads this way.",
        "Wie Sie mit Live-Stream, interaktiven Elementen und einer klugen Nachbereitung aus Gästen Kontakte machen: Unsere Kunden gewinnen so doppelt so viele Leads.",
      ),
    },
  ],
  agenda: [
    {
      offsetMinutes: 0,
      title: text("Why LED walls change events", "Warum LED-Walls Events verändern"),
      text: text(
        "Three events from our stages, before and after: what an LED wall really adds to attention and recall compared with a projector and screen.",
        "Drei Events von unseren Bühnen im Vorher-nachher-Vergleich: was eine LED-Wall gegenüber Beamer und Leinwand für Aufmerksamkeit und Erinnerung wirklich bringt.",
      ),
    },
    {
      offsetMinutes: 10,
      title: text(
        "Technology made simple: size, pixel pitch, brightness",
        "Technik verständlich: Größe, Pixelabstand, Helligkeit",
      ),
      text: text(
        "The key figures without jargon, with a rule of thumb for wall size and seating distance that you can apply straight away.",
        "Die wichtigsten Kennzahlen ohne Fachchinesisch, mit einer Faustformel für Wandgröße und Sitzabstand, die Sie sofort anwenden können.",
      ),
    },
    {
      offsetMinutes: 25,
      title: text("Budget: what does an LED wall event cost?", "Budget: Was kostet ein LED-Wall-Event?"),
      text: text(
        "A realistic costing for events with a budget of EUR 5,000-15,000: technology, content, staff, rehearsal and the items that are often forgotten.",
        "Eine realistische Kalkulation für Events mit einem Budget von 5.000-15.000 EUR: Technik, Content, Personal, Probe und die Posten, die oft vergessen werden.",
      ),
    },
    {
      offsetMinutes: 40,
      title: text("Content and dramaturgy", "Content und Dramaturgie"),
      text: text(
        "Formats, transitions and live direction: how presentations, videos and live camera pictures work on 30 to 90 m² of LED surface.",
        "Formate, Übergänge und Live-Regie: So wirken Präsentationen, Videos und Live-Kamerabilder auf 30 bis 90 m² LED-Fläche.",
      ),
    },
    {
      offsetMinutes: 50,
      title: text("Live Q&A with our production team", "Live-Q&A mit unserem Produktionsteam"),
      text: text(
        "Your questions, specific to the event you are planning: room size, number of guests, schedule or hybrid broadcast.",
        "Ihre Fragen, konkret zu Ihrem geplanten Event: Raumgröße, Gästezahl, Zeitplan oder hybride Übertragung.",
      ),
    },
  ],
  audience: [
    {
      title: text("Marketing managers", "Marketingverantwortliche"),
      text: text(
        "You plan product launches, customer events or trade fair appearances and want your message to land on the big screen.",
        "Sie planen Produktlaunches, Kundenevents oder Messeauftritte und wollen, dass Ihre Botschaft auf der großen Fläche ankommt.",
      ),
    },
    {
      title: text("HR and communications teams", "HR- und Kommunikationsteams"),
      text: text(
        "You organise town halls, kick-offs or staff events, on site and hybrid, and want to bring every location along.",
        "Sie organisieren Townhalls, Kick-offs oder Mitarbeiterevents, vor Ort und hybrid, und möchten alle Standorte mitnehmen.",
      ),
    },
    {
      title: text("Event and project leads", "Event- und Projektleitungen"),
      text: text(
        "You buy event technology and want to compare quotes with confidence, stay on budget and spot risks early.",
        "Sie kaufen Veranstaltungstechnik ein und möchten Angebote sicher vergleichen, Budgets halten und Risiken früh erkennen.",
      ),
    },
  ],
  testimonials: sample("webinar-voices", [
    {
      quote: text(
        "The LED wall carried our product launch. After the webinar we knew exactly what content we needed and what it could cost. Suddenly the planning was half as stressful.",
        "Die LED-Wall hat unseren Produktlaunch getragen. Nach dem Webinar wussten wir genau, welchen Content wir brauchen und was er kosten darf. Die Planung war plötzlich halb so stressig.",
      ),
      name: "Katharina Weber",
      role: text("Head of Marketing, software company from Frankfurt", "Head of Marketing, Softwarehaus aus Frankfurt"),
      event: text("Product launch with 280 guests", "Produktlaunch mit 280 Gästen"),
      portrait: art("portrait/webinar-katharina-weber"),
    },
    {
      quote: text(
        "We also streamed our town hall meeting with 380 guests on site to four other locations. We put the tips on pixel pitch and seating plan into practice one to one.",
        "Unser Townhall-Meeting mit 380 Gästen vor Ort haben wir zusätzlich an vier Standorte gestreamt. Die Tipps zu Pixelabstand und Sitzplan haben wir eins zu eins umgesetzt.",
      ),
      name: "Markus Heller",
      role: text(
        "Head of Internal Communications, insurance group",
        "Leiter interne Kommunikation, Versicherungsgruppe",
      ),
      event: text("Hybrid town hall meeting", "Hybrides Townhall-Meeting"),
      portrait: art("portrait/webinar-markus-heller"),
    },
  ]),
  steps: [
    {
      title: text("Register for free", "Kostenfrei anmelden"),
      text: text(
        "Your first name and email address are all we need; your phone number is optional. Registering takes less than a minute.",
        "Vorname und E-Mail-Adresse genügen, die Telefonnummer ist freiwillig. Die Anmeldung dauert weniger als eine Minute.",
      ),
    },
    {
      title: text("Save the date", "Termin sichern"),
      text: text(
        `On the confirmation page you add the session to your calendar and, if you like, activate an SMS reminder ${webinar.smsReminderMinutesBefore} minutes before the start.`,
        `Auf der Bestätigungsseite speichern Sie den Termin in Ihrem Kalender und aktivieren auf Wunsch eine SMS-Erinnerung ${webinar.smsReminderMinutesBefore} Minuten vor Beginn.`,
      ),
    },
    {
      title: text("Join live", "Live dabei sein"),
      text: text(
        `At the start time you enter the live room straight from your browser; you will find the link on your confirmation page and in your email. Tip: be in the room ${webinar.earlyJoinMinutes} minutes before the start.`,
        `Zum Termin betreten Sie den Live-Raum direkt im Browser, den Link finden Sie auf Ihrer Bestätigungsseite und in Ihrer E-Mail. Tipp: Seien Sie ${webinar.earlyJoinMinutes} Minuten vor Beginn im Raum.`,
      ),
    },
  ],
  host: {
    name: webinar.host.name,
    role: text(webinarWords.en.hostRole, webinar.host.role),
    bio: text(webinarWords.en.hostBio, webinar.host.bio),
    facts: [
      text(
        `More than ${formatNumber(participants, "en")} participants in webinars and workshops`,
        `Über ${formatNumber(participants, "de")} Teilnehmende in Webinaren und Workshops`,
      ),
      text("More than 350 events a year in the SPARK team", "Mehr als 350 Events pro Jahr im SPARK-Team"),
      text("12 years of experience in LED production", "12 Jahre Erfahrung mit LED-Produktion"),
    ],
    portrait: art("portrait/webinar-host-daniel-brandt"),
  },
  privacyNote: text(
    "We use your details solely to organise your participation in this webinar and to keep you informed about the session. We do not pass them on to third parties and delete them whenever you ask us to.",
    "Wir verwenden Ihre Angaben ausschließlich, um Ihre Teilnahme an diesem Webinar zu organisieren und Sie rund um den Termin zu informieren. Wir geben sie nicht an Dritte weiter und löschen sie, wenn Sie es wünschen.",
  ),
};
