import type { SupportFaqGroup } from "./support.schema";
import { text } from "../../server/domain/company/locale";

// /support: the questions clients ask most before and on their event day, in English and German.
// Contact channels, hours and the response promise come from site.ts.
export const supportFaqGroups: SupportFaqGroup[] = [
  {
    id: "before-your-event",
    title: text("Before your event", "Vor Ihrer Veranstaltung"),
    questions: [
      {
        id: "deadline-changes",
        question: text(
          "How late can the set-up or the programme still change?",
          "Bis wann lassen sich Aufbau oder Programm noch ändern?",
        ),
        answer: text(
          "Changes to the set-up, catering or technology are free of charge up to 14 days before your event. Later changes are possible, but we may have to charge rush fees to our suppliers' terms; your event manager tells you the cost before anything is changed.",
          "Änderungen an Aufbau, Catering oder Technik sind bis 14 Tage vor Ihrer Veranstaltung kostenfrei. Spätere Änderungen sind möglich, können aber nach den Bedingungen unserer Dienstleister Eilzuschläge kosten; Ihre Ansprechperson nennt Ihnen die Kosten, bevor etwas geändert wird.",
        ),
      },
      {
        id: "technical-files",
        question: text(
          "By when should presentations and videos reach you?",
          "Bis wann brauchen Sie Präsentationen und Videos?",
        ),
        answer: text(
          "Please send all files for the LED walls and the playout seven days before the event, so that our technicians can check formats and run them on the real wall. Last-minute updates on the day are no problem if the format stays the same.",
          "Bitte schicken Sie alle Dateien für die LED-Wände und die Zuspielung sieben Tage vor der Veranstaltung, damit unsere Techniker die Formate prüfen und auf der echten Wand testen können. Kurzfristige Änderungen am Veranstaltungstag sind kein Problem, solange das Format gleich bleibt.",
        ),
      },
      {
        id: "guest-numbers",
        question: text(
          "What happens if our number of guests changes?",
          "Was passiert, wenn sich unsere Gästezahl ändert?",
        ),
        answer: text(
          "Tell your event manager as early as possible. Changes of more than 5% need to reach us ten working days before the event; larger changes can mean a different room or a new quote, so that every guest has a seat and a meal.",
          "Geben Sie Ihrer Ansprechperson so früh wie möglich Bescheid. Änderungen um mehr als 5 % müssen uns zehn Werktage vor der Veranstaltung erreichen; größere Änderungen können einen anderen Raum oder ein neues Angebot bedeuten, damit jeder Gast einen Platz und ein Essen hat.",
        ),
      },
      {
        id: "site-visit",
        question: text(
          "Is a walk-through of the venue possible before our event?",
          "Können wir die Location vor unserer Veranstaltung begehen?",
        ),
        answer: text(
          "Yes. Every booked client gets a technical walk-through with the show technician and the event manager, usually two to four weeks before the event. Book it with your event manager or through the tour form.",
          "Ja. Alle Kunden mit Buchung erhalten eine technische Begehung mit dem Showtechniker und ihrer Ansprechperson aus dem Eventmanagement, meist zwei bis vier Wochen vor der Veranstaltung. Vereinbaren Sie den Termin mit Ihrer Ansprechperson oder über das Formular für Besichtigungen.",
        ),
      },
    ],
  },
  {
    id: "on-the-day",
    title: text("On the day", "Am Veranstaltungstag"),
    questions: [
      {
        id: "arrival-delivery",
        question: text(
          "Where do suppliers deliver and where can we park?",
          "Wo liefern Dienstleister an, und wo können wir parken?",
        ),
        answer: text(
          "Deliveries use the loading bay at the rear of the building with a freight lift to every event floor. Please register deliveries with your event manager. Guest parking is available in the public car park next door; the building is a short walk from the Ostbahnhof station.",
          "Lieferungen kommen über die Laderampe an der Rückseite des Gebäudes, ein Lastenaufzug fährt jede Veranstaltungsetage an. Bitte melden Sie Lieferungen bei Ihrer Ansprechperson an. Gäste parken im öffentlichen Parkhaus nebenan; zum Ostbahnhof sind es nur wenige Gehminuten.",
        ),
      },
      {
        id: "technical-help",
        question: text("Who helps if something technical goes wrong?", "Wer hilft, wenn technisch etwas schiefgeht?"),
        answer: text(
          "A show technician is on your floor for the whole booked time and knows every device in the room. For anything else, the duty manager is reachable at reception and by phone throughout your event.",
          "Während der gesamten gebuchten Zeit ist ein Showtechniker auf Ihrer Etage, der jedes Gerät im Raum kennt. Für alles andere erreichen Sie die diensthabende Hausleitung während Ihrer Veranstaltung am Empfang und per Telefon.",
        ),
      },
      {
        id: "wifi",
        question: text("Is there Wi-Fi for our guests?", "Gibt es WLAN für unsere Gäste?"),
        answer: text(
          "Yes. Every floor has a separate guest network sized for all guests at once, and a wired connection for streaming. The access details are printed on the welcome screens or on your badges, as you prefer.",
          "Ja. Jede Etage hat ein eigenes Gästenetz, das für alle Gäste gleichzeitig ausgelegt ist, und einen kabelgebundenen Anschluss für das Streaming. Die Zugangsdaten zeigen wir auf den Begrüßungsbildschirmen oder drucken sie auf die Namensschilder, ganz wie Sie möchten.",
        ),
      },
    ],
  },
  {
    id: "after-your-event",
    title: text("After your event", "Nach Ihrer Veranstaltung"),
    questions: [
      {
        id: "recordings",
        question: text("When do we receive recordings and photos?", "Wann erhalten wir Aufzeichnungen und Fotos?"),
        answer: text(
          "Recordings of streamed events are delivered within 48 hours as a download link. Edited films and photo galleries from our creative team follow within the time agreed in your quote, usually five working days.",
          "Aufzeichnungen gestreamter Veranstaltungen erhalten Sie innerhalb von 48 Stunden als Download-Link. Geschnittene Filme und Fotogalerien unseres Kreativteams folgen in der Frist, die Ihr Angebot nennt, in der Regel nach fünf Werktagen.",
        ),
      },
      {
        id: "lost-property",
        question: text("A guest left something behind. What now?", "Ein Gast hat etwas liegen lassen. Was nun?"),
        answer: text(
          "Our team collects lost property after every event and keeps it for four weeks. Write to us with a description and we will arrange pick-up or send it on at cost.",
          "Unser Team sammelt Fundsachen nach jeder Veranstaltung ein und bewahrt sie vier Wochen lang auf. Schreiben Sie uns mit einer kurzen Beschreibung: Wir vereinbaren die Abholung oder schicken den Gegenstand gegen Erstattung der Versandkosten zu.",
        ),
      },
      {
        id: "invoice",
        question: text("When do we get the invoice?", "Wann erhalten wir die Rechnung?"),
        answer: text(
          "The final invoice follows within a week of your event and lists any agreed changes separately. Invoices are payable within 10 days of receipt; your event manager answers any questions about individual items.",
          "Die Schlussrechnung folgt innerhalb einer Woche nach Ihrer Veranstaltung und führt vereinbarte Änderungen gesondert auf. Rechnungen sind innerhalb von 10 Tagen nach Erhalt zahlbar; Fragen zu einzelnen Positionen beantwortet Ihre Ansprechperson.",
        ),
      },
    ],
  },
];
