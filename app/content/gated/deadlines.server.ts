import { art } from "~/lib/art";
import { changes, euros, payment, word, wordDe } from "./figures.server";
import type { DeadlinesPage } from "./schema";
import { bilingual, formatEuro, type Bilingual } from "../../../server/domain/company/locale";

// Handbook: deadlines (/event-planners/deadlines). Every date is derived from figures.server.ts.

const [cancelEarly, cancelLate] = payment.cancellation;
const [rush14, rush48, rush24] = changes.rushCharges;
const { participants } = changes;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const deadlinesPage: Bilingual<DeadlinesPage> = bilingual<DeadlinesPage>({
  en: {
    hero: {
      eyebrow: "Deadlines",
      title: "Your countdown to the event",
      lead: `Until ${changes.changeDeadlineDays} days before your event, everything can still change at no cost. After that, changes stay possible, with the charges below.`,
      image: art("event/handbook-deadlines"),
      imageAlt: "",
    },
    timeline: {
      id: "timeline",
      heading: "The countdown",
      lead: "Every date that matters between your contract and your event, in order.",
      steps: [
        {
          when: `${cancelEarly.upToWeeksBefore} weeks before`,
          title: "Last date for the larger refund",
          text: `If you cancel in writing up to ${cancelEarly.upToWeeksBefore} weeks before the event, ${cancelEarly.returnedPercent}% of the agreed total is returned.`,
        },
        {
          when: `${cancelLate.upToWeeksBefore} weeks before`,
          title: "Last date for a refund",
          text: `Up to ${cancelLate.upToWeeksBefore} weeks before the event, a cancellation returns ${cancelLate.returnedPercent}% of the agreed total.`,
        },
        {
          when: `${word(payment.balanceDueWeeksBefore)} weeks before`.replace(/^./, (c) => c.toUpperCase()),
          title: "Balance payment",
          text: `For bookings from ${euros(payment.fullPaymentUpToEur)}, the remaining ${payment.balancePercent}% is due no later than ${word(payment.balanceDueWeeksBefore)} weeks before the event.`,
        },
        {
          when: `${changes.changeDeadlineDays} days before`,
          title: "Change deadline",
          text: `Floor plan, programme, menus, technology and staffing are final. Changes requested from now on carry a rush charge of ${rush14.percent}%.`,
        },
        {
          when: `${capitalise(word(participants.noticeWorkingDays))} working days before`,
          title: "Guest numbers",
          text: `A change of more than ${participants.notifyAbovePercent}% in the number of guests must reach us by now and needs our written consent.`,
        },
        {
          when: `${changes.changesDueImmediatelyWithinDays} days before`,
          title: "Changes due immediately",
          text: `Changes ordered within ${changes.changesDueImmediatelyWithinDays} days of the event are invoiced and due immediately.`,
        },
        {
          when: `${changes.techFilesDaysBefore} days before`,
          title: "Technical files",
          text: "Presentations, videos, LED content and the final run of show reach our technical producer.",
        },
        {
          when: rush48.window.replace(/^./, (c) => c.toUpperCase()) + " before",
          title: "Rush charge rises",
          text: `Changes requested within ${rush48.window} of the event carry a rush charge of ${rush48.percent}%.`,
        },
        {
          when: rush24.window.replace(/^./, (c) => c.toUpperCase()) + " before",
          title: "Last-minute changes",
          text: `Within ${rush24.window} of the event, the rush charge is ${rush24.percent}% of the cost of the change.`,
        },
        {
          when: "Event day",
          title: "Changes on the day",
          text: `Anything added on the day is confirmed in writing, invoiced afterwards and payable within ${changes.sameDayChangesPayableDays} days.`,
        },
      ],
    },
    rushCharges: {
      id: "rush-charges",
      heading: "Rush charges",
      lead: "Changes after the change deadline mean extra work for our crew, kitchen and suppliers at short notice. The surcharge is added to the cost of the change itself.",
      caption: "Rush charges by how close to the event a change is requested",
      columns: ["Change requested", "Surcharge on the cost of the change"],
      rows: [
        [`More than ${changes.changeDeadlineDays} days before the event`, "None"],
        [`Within ${rush14.window} of the event`, `${rush14.percent}%`],
        [`Within ${rush48.window} of the event`, `${rush48.percent}%`],
        [`Within ${rush24.window} of the event`, `${rush24.percent}%`],
      ],
      footnote: `Changes on the event day are payable within ${changes.sameDayChangesPayableDays} days; changes within ${changes.changesDueImmediatelyWithinDays} days of the event are due immediately.`,
    },
    participants: {
      id: "guest-numbers",
      heading: "Changes in guest numbers",
      lead: "Rooms, catering and staff are planned for the number of guests in your contract.",
      facts: [
        {
          label: `More than ${participants.notifyAbovePercent}% more or fewer guests`,
          value: `Tell us ${word(participants.noticeWorkingDays)} working days before`,
          note: "The change needs our written consent.",
        },
        {
          label: `More than ${participants.repricingAbovePercent}% change`,
          value: "Repricing and room swap possible",
          note: "We may adjust prices and move your event to a room that suits the new number.",
        },
        { label: "Fewer guests than booked", value: "No refund", note: "The contracted number of guests is invoiced." },
      ],
    },
    techFiles: {
      id: "technical-files",
      heading: "Technical files",
      lead: `Due ${changes.techFilesDaysBefore} days before your event.`,
      paragraphs: [
        "Your event manager sends you an upload link with the kick-off notes. Our technical producer checks every file on the LED walls and in the stream, and sends you a preview if something needs attention, so there is time to fix it before the rehearsal.",
      ],
      bullets: [
        "Presentations in 16:9 as PowerPoint, Keynote or PDF, with fonts embedded",
        "Videos as MP4 (H.264) with stereo sound",
        "LED wall content to the pixel map we send with your floor plan",
        "Final run of show with cues, and the speaker list with microphone needs",
      ],
      links: [{ label: "Screen formats for digital signage", href: "/event-planners/digital-signage" }],
    },
  },
  de: {
    hero: {
      eyebrow: "Fristen",
      title: "Ihr Countdown bis zur Veranstaltung",
      lead: `Bis ${changes.changeDeadlineDays} Tage vor Ihrer Veranstaltung können Sie alles kostenfrei ändern. Danach sind Änderungen weiterhin möglich, zu den Zuschlägen, die Sie unten finden.`,
      image: art("event/handbook-deadlines"),
      imageAlt: "",
    },
    timeline: {
      id: "timeline",
      heading: "Der Countdown",
      lead: "Alle wichtigen Termine zwischen Vertrag und Veranstaltung, der Reihe nach.",
      steps: [
        {
          when: `${cancelEarly.upToWeeksBefore} Wochen vorher`,
          title: "Letzter Termin für die höhere Erstattung",
          text: `Wenn Sie bis ${cancelEarly.upToWeeksBefore} Wochen vor der Veranstaltung schriftlich stornieren, erhalten Sie ${cancelEarly.returnedPercent}\u00a0% der vereinbarten Gesamtsumme zurück.`,
        },
        {
          when: `${cancelLate.upToWeeksBefore} Wochen vorher`,
          title: "Letzter Termin für eine Erstattung",
          text: `Bei einer Stornierung bis ${cancelLate.upToWeeksBefore} Wochen vor der Veranstaltung erhalten Sie ${cancelLate.returnedPercent}\u00a0% der vereinbarten Gesamtsumme zurück.`,
        },
        {
          when: `${capitalise(wordDe(payment.balanceDueWeeksBefore))} Wochen vorher`,
          title: "Restzahlung",
          text: `Bei Buchungen ab ${formatEuro(payment.fullPaymentUpToEur, "de")} sind die restlichen ${payment.balancePercent}\u00a0% spätestens ${wordDe(payment.balanceDueWeeksBefore)} Wochen vor der Veranstaltung fällig.`,
        },
        {
          when: `${changes.changeDeadlineDays} Tage vorher`,
          title: "Änderungsfrist",
          text: `Raumplan, Programm, Menüs, Technik und Personal stehen fest. Für Änderungen, die ab jetzt eingehen, fällt ein Eilzuschlag von ${rush14.percent}\u00a0% an.`,
        },
        {
          when: `${capitalise(wordDe(participants.noticeWorkingDays))} Werktage vorher`,
          title: "Gästezahl",
          text: `Ändert sich die Zahl der Gäste um mehr als ${participants.notifyAbovePercent}\u00a0%, muss uns Ihre Mitteilung bis zu diesem Tag erreichen; die Änderung braucht unsere schriftliche Zustimmung.`,
        },
        {
          when: `${changes.changesDueImmediatelyWithinDays} Tage vorher`,
          title: "Änderungen sofort fällig",
          text: `Änderungen, die Sie innerhalb von ${changes.changesDueImmediatelyWithinDays} Tagen vor der Veranstaltung beauftragen, stellen wir sofort in Rechnung; sie sind sofort zahlbar.`,
        },
        {
          when: `${changes.techFilesDaysBefore} Tage vorher`,
          title: "Dateien für die Technik",
          text: "Präsentationen, Videos, LED-Inhalte und der finale Ablaufplan liegen unserer technischen Produktionsleitung vor.",
        },
        {
          when: `${rush48.windowDe} vorher`,
          title: "Der Eilzuschlag steigt",
          text: `Für Änderungen, die innerhalb von ${rush48.windowDe} vor der Veranstaltung eingehen, fällt ein Eilzuschlag von ${rush48.percent}\u00a0% an.`,
        },
        {
          when: `${rush24.windowDe} vorher`,
          title: "Änderungen in letzter Minute",
          text: `Innerhalb von ${rush24.windowDe} vor der Veranstaltung beträgt der Eilzuschlag ${rush24.percent}\u00a0% der Kosten der Änderung.`,
        },
        {
          when: "Veranstaltungstag",
          title: "Änderungen vor Ort",
          text: `Was Sie am Veranstaltungstag hinzubuchen, bestätigen wir schriftlich und rechnen es im Nachgang ab. Der Betrag ist innerhalb von ${changes.sameDayChangesPayableDays} Tagen zahlbar.`,
        },
      ],
    },
    rushCharges: {
      id: "rush-charges",
      heading: "Eilzuschläge",
      lead: "Änderungen nach der Änderungsfrist bedeuten kurzfristigen Mehraufwand für unsere Crew, unsere Küche und unsere Dienstleister. Der Zuschlag kommt zu den Kosten der Änderung selbst hinzu.",
      caption: "Eilzuschläge danach, wie kurz vor der Veranstaltung eine Änderung beauftragt wird",
      columns: ["Änderung beauftragt", "Zuschlag auf die Kosten der Änderung"],
      rows: [
        [`Mehr als ${changes.changeDeadlineDays} Tage vor der Veranstaltung`, "Kein Zuschlag"],
        [`Innerhalb von ${rush14.windowDe} vor der Veranstaltung`, `${rush14.percent}\u00a0%`],
        [`Innerhalb von ${rush48.windowDe} vor der Veranstaltung`, `${rush48.percent}\u00a0%`],
        [`Innerhalb von ${rush24.windowDe} vor der Veranstaltung`, `${rush24.percent}\u00a0%`],
      ],
      footnote: `Änderungen am Veranstaltungstag sind innerhalb von ${changes.sameDayChangesPayableDays} Tagen zahlbar; Änderungen innerhalb von ${changes.changesDueImmediatelyWithinDays} Tagen vor der Veranstaltung sind sofort fällig.`,
    },
    participants: {
      id: "guest-numbers",
      heading: "Änderungen der Gästezahl",
      lead: "Räume, Catering und Personal planen wir für die Gästezahl aus Ihrem Vertrag.",
      facts: [
        {
          label: `Mehr als ${participants.notifyAbovePercent}\u00a0% mehr oder weniger Gäste`,
          value: `Mitteilung ${wordDe(participants.noticeWorkingDays)} Werktage vorher`,
          note: "Die Änderung braucht unsere schriftliche Zustimmung.",
        },
        {
          label: `Änderung um mehr als ${participants.repricingAbovePercent}\u00a0%`,
          value: "Preisanpassung und Raumwechsel möglich",
          note: "Wir können die Preise anpassen und Ihre Veranstaltung in einen Raum verlegen, der zur neuen Gästezahl passt.",
        },
        {
          label: "Weniger Gäste als gebucht",
          value: "Keine Erstattung",
          note: "Berechnet wird die vertraglich vereinbarte Gästezahl.",
        },
      ],
    },
    techFiles: {
      id: "technical-files",
      heading: "Dateien für die Technik",
      lead: `Spätestens ${changes.techFilesDaysBefore} Tage vor Ihrer Veranstaltung.`,
      paragraphs: [
        "Mit den Notizen aus dem Kick-off-Call schickt Ihnen Ihre Ansprechperson aus dem Eventmanagement einen Upload-Link. Unsere technische Produktionsleitung prüft jede Datei auf den LED-Wänden und im Stream und schickt Ihnen eine Vorschau, wenn etwas nachgebessert werden muss. So bleibt bis zur Probe Zeit für Korrekturen.",
      ],
      bullets: [
        "Präsentationen im Format 16:9 als PowerPoint, Keynote oder PDF, mit eingebetteten Schriften",
        "Videos als MP4 (H.264) mit Stereoton",
        "Inhalte für die LED-Wand passend zur Pixel-Map, die wir Ihnen mit dem Raumplan schicken",
        "Finaler Ablaufplan mit Cues und die Liste der Speaker mit ihrem Mikrofonbedarf",
      ],
      links: [{ label: "Bildschirmformate für Digital Signage", href: "/event-planners/digital-signage" }],
    },
  },
});
