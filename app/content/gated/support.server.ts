import { site } from "../../../server/domain/company/site";
import { art } from "~/lib/art";
import { changes, payment } from "./figures.server";
import type { SupportPage } from "./schema";
import type { Bilingual } from "../../../server/domain/company/locale";

// Handbook: how we support you (/event-planners/how-we-support-you). Server-only.

/** The event office's hours for the German page, the range with an en dash: "8:30–17:00 Uhr MEZ". */
const officeHoursDe = site.businessHours.de.display.replace("-", "–");

// Read on each call: it names the event office's phone and e-mail, and an owner may publish new company details.
export const supportPage = (): Bilingual<SupportPage> => ({
  en: {
    hero: {
      eyebrow: "How we support you",
      title: "One team from the first call to the last guest",
      lead: "Every event at SPARK has a named event manager, a technical producer and a hospitality lead. Here is what they do for you, and when.",
      image: art("event/handbook-support"),
      imageAlt: "",
    },
    journey: {
      id: "journey",
      heading: "Your event, step by step",
      lead: "The rhythm we follow for every booking, whether it is a board meeting for twelve or a product launch across three floors.",
      steps: [
        {
          when: "Contract signed",
          title: "Welcome and handbook",
          text: "You receive the contract, this handbook's password and the name of your event manager. The first invoice follows with the payment schedule.",
        },
        {
          when: "Within one week",
          title: "Kick-off call",
          text: "Forty-five minutes with your event manager, technical producer and hospitality lead: goals, audience, programme, budget and open questions.",
        },
        {
          when: "Planning phase",
          title: "Site visit and floor plan",
          text: "We walk the rooms with you and your suppliers, then draw the floor plan and the first run of show. Every version is shared as a PDF with a change log.",
        },
        {
          when: `${changes.changeDeadlineDays} days before`,
          title: "Final details",
          text: "Floor plan, menus, technology and staffing are final. Later changes are still possible with a rush charge.",
        },
        {
          when: `${changes.techFilesDaysBefore} days before`,
          title: "Technical files",
          text: "Presentations, videos and LED content arrive; our technical producer tests them and sends you a preview of the stage.",
        },
        {
          when: "Event day",
          title: "Rehearsal and show",
          text: "Technical rehearsal in the morning, doors at the agreed time, your event manager and producer in the room until the end.",
        },
        {
          when: "After the event",
          title: "Debrief and invoice",
          text: "A short debrief call, the recordings and photos you booked, and the final invoice with any same-day additions.",
        },
      ],
    },
    services: {
      id: "services",
      heading: "What we take off your desk",
      lead: "Book what you need; everything is coordinated by your event manager and appears on one invoice.",
      cards: [
        {
          meta: "Included",
          title: "Event management",
          text: "Planning, supplier coordination, run of show and on-site management by your own event manager.",
        },
        {
          meta: "Included",
          title: "Technical basics",
          text: "LED wall, sound, stage light, microphones and a technician on every booked stage.",
        },
        {
          meta: "Package",
          title: "Production and streaming",
          text: "Camera crews, live direction, hybrid and streaming set-ups, recordings and interpreting booths.",
        },
        {
          meta: "Package",
          title: "Culinary services",
          text: "Breakfast to gala dinner from our own kitchen, with drinks in three tiers and service staff.",
        },
        {
          meta: "Package",
          title: "Branding and signage",
          text: "Welcome screens, wayfinding, stage design, photo walls and branded furniture.",
        },
        {
          meta: "Package",
          title: "Guest services",
          text: "Registration desk, badges, hosts, cloakroom and security, briefed by us on your guest list.",
        },
      ],
    },
    eventDay: {
      id: "event-day",
      heading: "On the day of your event",
      paragraphs: [
        "The building opens for your team at the build-up time in the run of show. Your event manager meets you in the lobby, walks the floor with you and stays in radio contact with the crew, the kitchen and the hosts all day.",
        "Our technical producer runs the rehearsal with your speakers and operates sound, light, LED walls and stream from the desk. Changes on the day are noted in writing and invoiced afterwards.",
      ],
      bullets: [
        "Radio contact between event manager, crew, kitchen and hosts",
        "A speaker room with stage monitor on every floor",
        `Same-day changes confirmed in writing and payable within ${changes.sameDayChangesPayableDays} days`,
        `Overtime possible until ${payment.overtime.latestEnd} at the latest`,
      ],
    },
    contact: {
      id: "contact",
      heading: "Reach us",
      paragraphs: [
        `Your event manager is your first contact. For anything that cannot wait, call the event office on ${site.phone.display} (${site.businessHours.display}) or write to ${site.email.sales}.`,
        "On the day of your event, your event manager's mobile number is on the first page of the run of show.",
      ],
      links: [{ label: "Back to the handbook overview", href: "/event-planners" }],
    },
  },
  de: {
    hero: {
      eyebrow: "So unterstützen wir Sie",
      title: "Ein Team vom ersten Gespräch bis zum letzten Gast",
      lead: "Für jede Veranstaltung bei SPARK sind eine feste Ansprechperson aus dem Eventmanagement, eine technische Produktionsleitung und eine Gastronomieleitung zuständig. Hier lesen Sie, was sie für Sie tun und wann.",
      image: art("event/handbook-support"),
      imageAlt: "",
    },
    journey: {
      id: "journey",
      heading: "Ihre Veranstaltung Schritt für Schritt",
      lead: "Diesem Ablauf folgen wir bei jeder Buchung, ob Vorstandssitzung mit zwölf Personen oder Produktlaunch über drei Etagen.",
      steps: [
        {
          when: "Vertrag unterschrieben",
          title: "Willkommen und Handbuch",
          text: "Sie erhalten den Vertrag, das Passwort für dieses Handbuch und den Namen Ihrer Ansprechperson aus dem Eventmanagement. Danach folgt die erste Rechnung mit dem Zahlungsplan.",
        },
        {
          when: "Innerhalb einer Woche",
          title: "Kick-off-Call",
          text: "45 Minuten mit Ihrer Ansprechperson, der technischen Produktionsleitung und der Gastronomieleitung: Ziele, Publikum, Programm, Budget und offene Fragen.",
        },
        {
          when: "Planungsphase",
          title: "Besichtigung und Raumplan",
          text: "Wir gehen mit Ihnen und Ihren Dienstleistern durch die Räume und erstellen danach den Raumplan und den ersten Ablaufplan. Jede Fassung erhalten Sie als PDF mit Änderungsprotokoll.",
        },
        {
          when: `${changes.changeDeadlineDays} Tage vorher`,
          title: "Letzte Details",
          text: "Raumplan, Menüs, Technik und Personal stehen fest. Spätere Änderungen sind weiterhin möglich, dann mit Eilzuschlag.",
        },
        {
          when: `${changes.techFilesDaysBefore} Tage vorher`,
          title: "Dateien für die Technik",
          text: "Präsentationen, Videos und LED-Inhalte kommen bei uns an. Unsere technische Produktionsleitung testet sie und schickt Ihnen eine Vorschau der Bühne.",
        },
        {
          when: "Veranstaltungstag",
          title: "Probe und Show",
          text: "Morgens die technische Probe, Einlass zur vereinbarten Zeit. Ihre Ansprechperson und die Produktionsleitung bleiben bis zum Schluss im Saal.",
        },
        {
          when: "Nach der Veranstaltung",
          title: "Nachbesprechung und Rechnung",
          text: "Ein kurzes Abschlussgespräch, die gebuchten Aufzeichnungen und Fotos und die Schlussrechnung mit allem, was am Veranstaltungstag hinzukam.",
        },
      ],
    },
    services: {
      id: "services",
      heading: "Was wir Ihnen abnehmen",
      lead: "Buchen Sie, was Sie brauchen: Ihre Ansprechperson koordiniert alles, und alles steht auf einer Rechnung.",
      cards: [
        {
          meta: "Inklusive",
          title: "Eventmanagement",
          text: "Planung, Koordination der Dienstleister, Ablaufplan und Betreuung vor Ort durch Ihre eigene Ansprechperson aus dem Eventmanagement.",
        },
        {
          meta: "Inklusive",
          title: "Technische Grundausstattung",
          text: "LED-Wand, Ton, Bühnenlicht, Mikrofone und technische Betreuung auf jeder gebuchten Bühne.",
        },
        {
          meta: "Paket",
          title: "Produktion und Streaming",
          text: "Kamerateams, Live-Regie, hybride Veranstaltungen und Streaming, Aufzeichnungen und Dolmetscherkabinen.",
        },
        {
          meta: "Paket",
          title: "Kulinarik",
          text: "Vom Frühstück bis zum Galadinner aus unserer eigenen Küche, mit Getränken in drei Stufen und Servicepersonal.",
        },
        {
          meta: "Paket",
          title: "Branding und Beschilderung",
          text: "Begrüßungsbildschirme, Wegeleitung, Bühnendesign, Fotowände und Möbel in Ihrem Branding.",
        },
        {
          meta: "Paket",
          title: "Gästeservice",
          text: "Registrierung, Namensschilder, Hosts, Garderobe und Sicherheitsdienst, von uns anhand Ihrer Gästeliste gebrieft.",
        },
      ],
    },
    eventDay: {
      id: "event-day",
      heading: "Am Tag Ihrer Veranstaltung",
      paragraphs: [
        "Ihr Team kann zur Aufbauzeit laut Ablaufplan ins Haus. Ihre Ansprechperson empfängt Sie in der Lobby, geht mit Ihnen über die Etage und hält den ganzen Tag per Funk Kontakt zu Crew, Küche und Empfangsteam.",
        "Unsere technische Produktionsleitung probt mit Ihren Speakern und steuert Ton, Licht, LED-Wände und Stream vom Regiepult aus. Änderungen am Veranstaltungstag halten wir schriftlich fest und rechnen sie im Nachgang ab.",
      ],
      bullets: [
        "Funkkontakt zwischen Eventmanagement, Crew, Küche und Empfangsteam",
        "Ein Speaker-Raum mit Bühnenmonitor auf jeder Etage",
        `Änderungen am Veranstaltungstag schriftlich bestätigt und zahlbar innerhalb von ${changes.sameDayChangesPayableDays} Tagen`,
        `Überstunden bis spätestens ${payment.overtime.latestEnd} Uhr möglich`,
      ],
    },
    contact: {
      id: "contact",
      heading: "So erreichen Sie uns",
      paragraphs: [
        `Erste Anlaufstelle ist Ihre Ansprechperson aus dem Eventmanagement. Wenn etwas nicht warten kann, rufen Sie das Eventbüro an (${site.phone.display}, ${officeHoursDe}) oder schreiben Sie an ${site.email.sales}.`,
        "Am Tag Ihrer Veranstaltung steht die Mobilnummer Ihrer Ansprechperson auf der ersten Seite des Ablaufplans.",
      ],
      links: [{ label: "Zurück zur Übersicht des Handbuchs", href: "/event-planners" }],
    },
  },
});
