import { art } from "~/lib/art";
import type { Culture } from "./culture.schema";
import { text } from "../../server/domain/company/locale";

// /company-culture: what SPARK stands for, in the order the spec names it, in English and German.
// The brand values Centerstage, Bold and Astute keep their names in both languages.
export const culture: Culture = {
  intro: text(
    "SPARK started with a simple observation: companies spend months preparing an event and then lose half the impact to venues that were never built for it. We built one that is, and a team that treats every event as the most important one of the week.",
    "SPARK begann mit einer einfachen Beobachtung: Unternehmen bereiten eine Veranstaltung monatelang vor und verschenken dann die Hälfte der Wirkung an Locations, die nie dafür gebaut wurden. Wir haben eine gebaut, die es ist, und ein Team, für das jede Veranstaltung die wichtigste der Woche ist.",
  ),
  mission: {
    title: text("Mission", "Unsere Mission"),
    text: text(
      "We give companies a stage that makes their message land: spaces, technology and people that turn a meeting, a launch or a broadcast into an experience the audience remembers and acts on.",
      "Wir geben Unternehmen eine Bühne, auf der ihre Botschaft ankommt: Räume, Technik und Menschen, die aus einem Meeting, einem Launch oder einer Übertragung ein Erlebnis machen, an das sich das Publikum erinnert und das etwas bewegt.",
    ),
  },
  vision: {
    title: text("Vision", "Unsere Vision"),
    text: text(
      "We want SPARK to be the first place in Europe that event planners think of when a message matters, and a model for venues that are designed around the audience rather than the floor plan.",
      "SPARK soll der erste Ort in Europa sein, an den Eventplaner denken, wenn es auf die Botschaft ankommt, und ein Vorbild für Locations, die vom Publikum her gedacht sind statt vom Grundriss.",
    ),
  },
  purpose: {
    title: text("Purpose", "Unser Antrieb"),
    text: text(
      "People still decide, commit and get inspired together in a room. Our purpose is to make those moments possible, whether the audience sits in front of the stage or watches from the other side of the world.",
      "Menschen treffen Entscheidungen, sagen zu und lassen sich begeistern, noch immer am liebsten gemeinsam in einem Raum. Diese Momente möglich zu machen, treibt uns an, ob das Publikum vor der Bühne sitzt oder am anderen Ende der Welt zuschaut.",
    ),
  },
  brandValues: [
    {
      name: "Centerstage",
      tagline: text("Our clients are the show", "Unsere Kunden sind die Show"),
      description: text(
        "We are at our best when nobody notices us. Every decision, from the seating plan to the lighting cue, is made so that our clients and their message stand in the spotlight.",
        "Am besten sind wir, wenn uns niemand bemerkt. Jede Entscheidung, vom Sitzplan bis zum Lichteinsatz, treffen wir so, dass unsere Kunden und ihre Botschaft im Rampenlicht stehen.",
      ),
    },
    {
      name: "Bold",
      tagline: text("We try what others avoid", "Wir wagen, was andere meiden"),
      description: text(
        "Three floors connected into one show, a town hall for eleven countries, a keynote cut live like television: we say yes to ambitious ideas and then do the work to make them safe.",
        "Drei Etagen, verbunden zu einer Show, eine Mitarbeiterversammlung für elf Länder, eine Keynote, live geschnitten wie im Fernsehen: Wir sagen Ja zu ehrgeizigen Ideen und arbeiten dann dafür, dass sie sicher gelingen.",
      ),
    },
    {
      name: "Astute",
      tagline: text("Clever beats expensive", "Klug schlägt teuer"),
      description: text(
        "We look for the smart solution before the big one: the set-up that saves a changeover, the stream that reuses the stage cameras, the budget spent where the audience sees it.",
        "Wir suchen die kluge Lösung vor der großen: den Aufbau, der einen Umbau spart, den Stream, der die Bühnenkameras mitnutzt, das Budget dort, wo das Publikum es sieht.",
      ),
    },
  ],
  cultureCode: [
    {
      title: text("Show up prepared", "Vorbereitet kommen"),
      description: text(
        "We rehearse, we test, we check twice. Improvisation is for when the plan meets reality, not a replacement for one.",
        "Wir proben, wir testen, wir prüfen doppelt. Improvisiert wird, wenn der Plan auf die Wirklichkeit trifft, nicht statt eines Plans.",
      ),
    },
    {
      title: text("Say it early", "Früh Bescheid sagen"),
      description: text(
        "A problem reported the week before is a detail; the same problem found on the day is a crisis. Bad news travels fast here.",
        "Ein Problem, das eine Woche vorher gemeldet wird, ist ein Detail; dasselbe Problem am Veranstaltungstag ist eine Krise. Schlechte Nachrichten geben wir deshalb sofort weiter.",
      ),
    },
    {
      title: text("Own the whole event", "Für das Ganze einstehen"),
      description: text(
        "Nobody says 'not my department' on an event day. If you see something, you fix it or you find the person who can.",
        "Am Veranstaltungstag sagt niemand „nicht meine Abteilung“. Wer etwas bemerkt, behebt es oder holt jemanden, der es kann.",
      ),
    },
    {
      title: text("Leave the stage better", "Die Bühne besser hinterlassen"),
      description: text(
        "After every event we ask what we would do differently, write it down and change it before the next one.",
        "Nach jeder Veranstaltung fragen wir uns, was wir anders machen würden, halten es fest und ändern es vor der nächsten.",
      ),
    },
    {
      title: text("Respect the crew", "Die Crew respektieren"),
      description: text(
        "Technicians, caterers, cleaners and hosts make the show. We plan their hours as carefully as the client's agenda.",
        "Technik, Catering, Reinigung und Empfang machen die Show erst möglich. Ihre Arbeitszeiten planen wir so sorgfältig wie die Agenda unserer Kunden.",
      ),
    },
  ],
  corePrinciples: [
    {
      title: text("Audience first", "Das Publikum zuerst"),
      description: text(
        "Every choice starts with the person in the seat or behind the screen: can they see, hear, follow and take part?",
        "Jede Entscheidung beginnt bei der Person im Saal oder vor dem Bildschirm: Kann sie sehen, hören, folgen und mitmachen?",
      ),
    },
    {
      title: text("One team, one contact", "Ein Team, eine Ansprechperson"),
      description: text(
        "Clients talk to one event manager, who brings in technology, catering and creative so they never have to coordinate us.",
        "Unsere Kunden sprechen mit einer Person aus dem Eventmanagement. Sie holt Technik, Catering und Kreativteam dazu, sodass niemand uns selbst koordinieren muss.",
      ),
    },
    {
      title: text("Reliability is a feature", "Verlässlichkeit gehört zur Leistung"),
      description: text(
        "Our own equipment, our own technicians and a rehearsal for every show: we would rather be predictable than lucky.",
        "Eigene Technik, eigene Techniker und eine Probe vor jeder Show: Wir sind lieber berechenbar, als auf Glück zu hoffen.",
      ),
    },
    {
      title: text("Transparent prices", "Transparente Preise"),
      description: text(
        "Quotes list what is included and what is not. There are no surprises on the invoice that we did not discuss first.",
        "Unsere Angebote zeigen, was enthalten ist und was nicht. Auf der Rechnung steht nichts, worüber wir nicht vorher gesprochen haben.",
      ),
    },
    {
      title: text("Sustainable by default", "Nachhaltig als Standard"),
      description: text(
        "Permanently installed technology instead of trucks, LED instead of projection, regional catering and reusable stage elements.",
        "Fest installierte Technik statt Lkw-Ladungen, LED statt Projektion, regionales Catering und wiederverwendbare Bühnenelemente.",
      ),
    },
  ],
  image: art("culture/skyline-stage-rehearsal"),
};
