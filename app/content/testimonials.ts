import { art } from "~/lib/art";
import type { TestimonialContent } from "./testimonials.schema";
import { text } from "../../server/domain/company/locale";
import { sample } from "../../server/domain/company/sample.ts";

// The seven testimonials of /references, shown in a carousel that rotates every 5 s.

const professionalTestimonial = { en: "Professional Testimonial", de: "Kundenstimme" } as const;

export const testimonials: TestimonialContent[] = sample("testimonials", [
  {
    id: "meridian-capital",
    image: art("portrait/katharina-vogt"),
    people: [
      { name: "Katharina Vogt", role: text("Head of Corporate Communications", "Leiterin Unternehmenskommunikation") },
    ],
    company: "Meridian Capital Partners",
    event: professionalTestimonial,
    quote: text(
      "Our investor day ran on the Skyline stage with 180 guests in the room and more than 900 online. The SPARK crew rehearsed every cue with our board the evening before, and on the day nothing went wrong. Not one thing.",
      "Unser Investorentag lief auf der Skyline Stage, mit 180 Gästen im Saal und mehr als 900 online. Die SPARK-Crew hat am Vorabend jeden Einsatz mit unserem Vorstand geprobt, und am Tag selbst ging nichts schief. Nicht eine Sache.",
    ),
  },
  {
    id: "novalink-systems",
    image: art("portrait/daniel-brenner-and-aylin-demir"),
    people: [
      { name: "Daniel Brenner", role: text("VP Marketing EMEA", "VP Marketing EMEA") },
      { name: "Aylin Demir", role: text("Event Lead", "Eventleiterin") },
    ],
    company: "NovaLink Systems",
    event: professionalTestimonial,
    quote: text(
      "We launched our new platform across all three floors: keynote upstairs, hands-on demos on Liberty, partner lounge on Horizon. Guests moved between floors as if it were one venue, which it is. We have booked next year already.",
      "Wir haben unsere neue Plattform auf allen drei Etagen vorgestellt: die Keynote oben, Demos zum Ausprobieren auf Liberty, die Partner-Lounge auf Horizon. Die Gäste wechselten zwischen den Etagen, als wäre es eine einzige Location. Das ist es ja auch. Das nächste Jahr haben wir schon gebucht.",
    ),
  },
  {
    id: "helix-pharma",
    image: art("portrait/sabine-hoffmann"),
    people: [{ name: "Dr. Sabine Hoffmann", role: text("Director Medical Affairs", "Director Medical Affairs") }],
    company: "Helix Pharma Deutschland",
    event: professionalTestimonial,
    quote: text(
      "Compliance rules make hybrid medical congresses hard. SPARK gave us a secure, registered stream, interpreters for four languages and a Q&A our moderators could control. Our faculty said it was the smoothest congress they had spoken at.",
      "Compliance-Vorgaben machen hybride Medizinkongresse schwierig. SPARK hat uns einen sicheren Stream mit Registrierung, Dolmetscher für vier Sprachen und ein Q&A gegeben, das unsere Moderation steuern konnte. Unsere Referierenden sagten, es sei der reibungsloseste Kongress gewesen, auf dem sie je gesprochen haben.",
    ),
  },
  {
    id: "brightwave-media",
    image: art("portrait/jonas-weber"),
    people: [{ name: "Jonas Weber", role: text("Executive Producer", "Executive Producer") }],
    company: "Brightwave Media",
    event: professionalTestimonial,
    quote: text(
      "As a production company we usually bring everything ourselves. At SPARK we brought our director and our graphics, and used their cameras, LED wall and control room. It saved us two days of set-up and a truck.",
      "Als Produktionsfirma bringen wir normalerweise alles selbst mit. Zu SPARK haben wir nur unsere Regie und unsere Grafik mitgebracht und Kameras, LED-Wand und Regieraum des Hauses genutzt. Das hat uns zwei Aufbautage und einen Lkw gespart.",
    ),
  },
  {
    id: "atlas-consulting",
    image: art("portrait/claire-martin"),
    people: [{ name: "Claire Martin", role: text("Partner, People & Culture", "Partnerin, People & Culture") }],
    company: "Atlas Strategy Consulting",
    event: professionalTestimonial,
    quote: text(
      "Three days of leadership workshops for 60 partners, with breakouts every afternoon and a dinner on the rooftop. The rooms were reset every morning before we arrived. Our partners still talk about the terrace.",
      "Drei Tage Führungskräfte-Workshops für 60 Partner, jeden Nachmittag Breakouts und ein Dinner auf der Dachterrasse. Die Räume waren jeden Morgen neu hergerichtet, bevor wir ankamen. Unsere Partner sprechen heute noch von der Terrasse.",
    ),
  },
  {
    id: "fintegra-bank",
    image: art("portrait/markus-lindner-and-eva-schubert"),
    people: [
      { name: "Markus Lindner", role: text("Chief Operating Officer", "Chief Operating Officer") },
      { name: "Eva Schubert", role: text("Head of Internal Communications", "Leiterin Interne Kommunikation") },
    ],
    company: "Fintegra Bank",
    event: professionalTestimonial,
    quote: text(
      "Our town hall reaches 4,000 employees in eleven countries. SPARK turned it into a real show with a studio audience, live questions from every office and a recording ready for the intranet before lunch the next day.",
      "Unsere Mitarbeiterversammlung erreicht 4.000 Beschäftigte in elf Ländern. SPARK hat daraus eine echte Show gemacht: mit Studiopublikum, Live-Fragen aus jedem Büro und einer Aufzeichnung, die am nächsten Tag schon vor dem Mittag im Intranet stand.",
    ),
  },
  {
    id: "lumen-retail",
    image: art("portrait/sofia-romano"),
    people: [{ name: "Sofia Romano", role: text("Brand Experience Manager", "Brand Experience Managerin") }],
    company: "Lumen Retail Group",
    event: professionalTestimonial,
    quote: text(
      "The creative team designed LED content for our collection launch in a week, filmed the show and delivered twenty social clips the same evening. Our campaign went live while guests were still at the after-party.",
      "Das Kreativteam hat in einer Woche die LED-Inhalte für unseren Kollektionslaunch gestaltet, die Show gefilmt und noch am selben Abend zwanzig Social-Media-Clips geliefert. Unsere Kampagne ging live, während die Gäste noch auf der Aftershow-Party waren.",
    ),
  },
]);
