import { art } from "../lib/art.ts";
import type { WebinarLanding } from "./webinar-landing.schema.ts";
import { webinar } from "../../server/domain/webinar/webinar.ts";
import { sample } from "../../server/domain/company/sample.ts";

export type { WebinarLanding };

// The German copy of the webinar landing page (spec section 2, 'Webinar landing'): what holds for
// every session. Dates, times and seats come from the session shown (the route's loader, issue 16);
// the host from content/webinar.ts.

const participants = webinar.host.participants.toLocaleString("de-DE");

export const webinarLanding: WebinarLanding = {
  hero: {
    eyebrow: "Live-Webinar",
    headline: webinar.title,
    lead: `In ${webinar.durationMinutes} Minuten zeigen wir Ihnen, wie Sie ein Event mit LED-Wall planen, budgetieren und inszenieren: mit Beispielen aus über 350 Veranstaltungen pro Jahr auf unseren Bühnen in Frankfurt.`,
    facts: ["Online, im Browser, ohne Installation"],
    image: art("webinar/skyline-stage-wall"),
    imageAlt: "Eine Bühne mit großer LED-Wall in warmem Orange vor dunklem Saal",
  },
  freeLabel: "100 % kostenfrei",
  callToAction: "Jetzt kostenfrei anmelden!",
  stats: [
    { value: "350+", label: "Events pro Jahr" },
    { value: "97 %", label: "Weiter\u00adempfehlungs\u00adrate" },
    { value: "2x", label: "mehr Leads" },
  ],
  learningPoints: [
    {
      title: "Die passende LED-Wall wählen",
      text: "Welche Fläche, welcher Pixelabstand und welcher Betrachtungsabstand zu Ihrem Raum und Ihrer Gästezahl passen: von 30 m² auf einer Bühne bis 90 m² über drei Ebenen.",
    },
    {
      title: "Content, der auf großer Fläche wirkt",
      text: "Auflösung, Formate und Dramaturgie: wie Keynote-Folien, Videos und Live-Bilder auf der LED-Wall funktionieren und welche typischen Fehler Sie vermeiden.",
    },
    {
      title: "Das Budget realistisch kalkulieren",
      text: "Mit welchen Kosten Sie für Technik, Content-Produktion und Personal rechnen sollten, und wo Sie ohne Qualitätsverlust sparen können.",
    },
    {
      title: "Mehr Leads aus jedem Event",
      text: "Wie Sie mit Live-Stream, interaktiven Elementen und einer klugen Nachbereitung aus Gästen Kontakte machen: Unsere Kunden gewinnen so doppelt so viele Leads.",
    },
  ],
  agenda: [
    {
      offsetMinutes: 0,
      title: "Warum LED-Walls Events verändern",
      text: "Drei Events von unseren Bühnen im Vorher-nachher-Vergleich: was eine LED-Wall gegenüber Beamer und Leinwand für Aufmerksamkeit und Erinnerung wirklich bringt.",
    },
    {
      offsetMinutes: 10,
      title: "Technik verständlich: Größe, Pixelabstand, Helligkeit",
      text: "Die wichtigsten Kennzahlen ohne Fachchinesisch, mit einer Faustformel für Wandgröße und Sitzabstand, die Sie sofort anwenden können.",
    },
    {
      offsetMinutes: 25,
      title: "Budget: Was kostet ein LED-Wall-Event?",
      text: "Eine realistische Kalkulation für Events mit einem Budget von 5.000-15.000 EUR: Technik, Content, Personal, Probe und die Posten, die oft vergessen werden.",
    },
    {
      offsetMinutes: 40,
      title: "Content und Dramaturgie",
      text: "Formate, Übergänge und Live-Regie: So wirken Präsentationen, Videos und Live-Kamerabilder auf 30 bis 90 m² LED-Fläche.",
    },
    {
      offsetMinutes: 50,
      title: "Live-Q&A mit unserem Produktionsteam",
      text: "Ihre Fragen, konkret zu Ihrem geplanten Event: Raumgröße, Gästezahl, Zeitplan oder hybride Übertragung.",
    },
  ],
  audience: [
    {
      title: "Marketingverantwortliche",
      text: "Sie planen Produktlaunches, Kundenevents oder Messeauftritte und wollen, dass Ihre Botschaft auf der großen Fläche ankommt.",
    },
    {
      title: "HR- und Kommunikationsteams",
      text: "Sie organisieren Townhalls, Kick-offs oder Mitarbeiterevents, vor Ort und hybrid, und möchten alle Standorte mitnehmen.",
    },
    {
      title: "Event- und Projektleitungen",
      text: "Sie kaufen Veranstaltungstechnik ein und möchten Angebote sicher vergleichen, Budgets halten und Risiken früh erkennen.",
    },
  ],
  testimonials: sample("webinar-voices", [
    {
      quote:
        "Die LED-Wall hat unseren Produktlaunch getragen. Nach dem Webinar wussten wir genau, welchen Content wir brauchen und was er kosten darf. Die Planung war plötzlich halb so stressig.",
      name: "Katharina Weber",
      role: "Head of Marketing, Softwarehaus aus Frankfurt",
      event: "Produktlaunch mit 280 Gästen",
      portrait: art("portrait/webinar-katharina-weber"),
    },
    {
      quote:
        "Unser Townhall-Meeting mit 380 Gästen vor Ort haben wir zusätzlich an vier Standorte gestreamt. Die Tipps zu Pixelabstand und Sitzplan haben wir eins zu eins umgesetzt.",
      name: "Markus Heller",
      role: "Leiter interne Kommunikation, Versicherungsgruppe",
      event: "Hybrides Townhall-Meeting",
      portrait: art("portrait/webinar-markus-heller"),
    },
  ]),
  steps: [
    {
      title: "Kostenfrei anmelden",
      text: "Vorname und E-Mail-Adresse genügen, die Telefonnummer ist freiwillig. Die Anmeldung dauert weniger als eine Minute.",
    },
    {
      title: "Termin sichern",
      text: `Auf der Bestätigungsseite speichern Sie den Termin in Ihrem Kalender und aktivieren auf Wunsch eine SMS-Erinnerung ${webinar.smsReminderMinutesBefore} Minuten vor Beginn.`,
    },
    {
      title: "Live dabei sein",
      text: `Zum Termin betreten Sie den Live-Raum direkt im Browser, den Link finden Sie auf Ihrer Bestätigungsseite und in Ihrer E-Mail. Tipp: Seien Sie ${webinar.earlyJoinMinutes} Minuten vor Beginn im Raum.`,
    },
  ],
  host: {
    name: webinar.host.name,
    role: webinar.host.role,
    bio: webinar.host.bio,
    facts: [
      `Über ${participants} Teilnehmende in Webinaren und Workshops`,
      "Mehr als 350 Events pro Jahr im SPARK-Team",
      "12 Jahre Erfahrung mit LED-Produktion",
    ],
    portrait: art("portrait/webinar-host-daniel-brandt"),
  },
  privacyNote:
    "Wir verwenden Ihre Angaben ausschließlich, um Ihre Teilnahme an diesem Webinar zu organisieren und Sie rund um den Termin zu informieren. Wir geben sie nicht an Dritte weiter und löschen sie, wenn Sie es wünschen.",
};
