import { fullAddress, site } from "../../../server/domain/company/site";
import { art } from "~/lib/art";
import { bilingual, formatEuro, type Bilingual } from "../../../server/domain/company/locale";
import { changes, euros, payment, word, wordDe } from "./figures.server";
import type { Download, PaymentPage, TextDocument } from "./schema";

// Handbook: payment information (/event-planners/payment-information) and the general terms in
// English and German, offered as PDFs. Every figure comes from figures.server.ts.

const [cancelEarly, cancelLate] = payment.cancellation;
const [rush14, rush48, rush24] = changes.rushCharges;
const { overtime } = payment;
const { participants } = changes;

// Each download is described in its own language (the list marks it with lang), on both pages.
const termsDownloadEnglish: Download = {
  file: "spark-terms-en.pdf",
  label: "General terms and conditions",
  description: "PDF, English",
  language: "en",
};
const termsDownloadGerman: Download = {
  file: "spark-terms-de.pdf",
  label: "Allgemeine Geschäftsbedingungen",
  description: "PDF, Deutsch",
  language: "de",
};

export const paymentPage: Bilingual<PaymentPage> = bilingual<PaymentPage>({
  en: {
    hero: {
      eyebrow: "Payment information",
      title: "Clear terms, no surprises on the invoice",
      lead: "How and when you pay, what a cancellation costs and how overtime is charged. The full terms are below in English and German.",
      image: art("event/handbook-payment"),
      imageAlt: "",
    },
    schedule: {
      id: "invoices",
      heading: "Invoices and payment schedule",
      lead: "Which schedule applies depends on the total of your booking.",
      facts: [
        {
          label: "Payment term",
          value: `Within ${payment.invoiceDueDays} days of receipt`,
          note: `If your event is within ${payment.dueOnSigningWithinDays} days, the invoice is due on signing.`,
        },
        { label: `Invoices up to ${euros(payment.fullPaymentUpToEur)}`, value: "Due in full immediately" },
        {
          label: `Invoices from ${euros(payment.fullPaymentUpToEur)}`,
          value: `${payment.depositPercent}% on contract conclusion`,
          note: `The remaining ${payment.balancePercent}% no later than ${word(payment.balanceDueWeeksBefore)} weeks before the event.`,
        },
      ],
    },
    methods: {
      id: "methods",
      heading: "Payment methods and late payment",
      facts: [
        { label: "Bank transfer", value: "No surcharge", note: "Please quote the invoice number with every transfer." },
        {
          label: "Credit card",
          value: `+${payment.creditCardSurchargePercent}% surcharge`,
          note: "On the amount paid by card.",
        },
        {
          label: "Default interest",
          value: `${payment.defaultInterestPercent}% per year`,
          note: `For consumers: ${payment.consumerDefaultInterestPointsAbovePrime}% above the prime rate.`,
        },
      ],
    },
    cancellation: {
      id: "cancellation",
      heading: "Cancellation",
      lead: "Cancellations must reach us in writing; the day we receive yours counts.",
      facts: [
        {
          label: `Up to ${cancelEarly.upToWeeksBefore} weeks before the event`,
          value: `${cancelEarly.returnedPercent}% of the agreed total returned`,
        },
        {
          label: `Up to ${cancelLate.upToWeeksBefore} weeks before the event`,
          value: `${cancelLate.returnedPercent}% of the agreed total returned`,
        },
      ],
    },
    overtime: {
      id: "overtime",
      heading: "Overtime",
      lead: "If your event runs longer than booked, each started hour is charged as a share of the invoice value of the day.",
      facts: [
        { label: "Full-day booking", value: `${overtime.fullDayPercent}% per hour` },
        { label: "Evening booking", value: `${overtime.eveningPercent}% per hour` },
        { label: "Half-day booking", value: `${overtime.halfDayPercent}% per hour` },
        {
          label: "Maximum overtime",
          value: `${overtime.maxHours} hours`,
          note: "Beyond that, a full extra day is charged.",
        },
        { label: "Latest end", value: overtime.latestEnd },
      ],
    },
    terms: {
      id: "terms",
      heading: "General terms and conditions",
      lead: "The complete terms that apply to your booking, as PDF files.",
      downloads: [termsDownloadEnglish, termsDownloadGerman],
    },
  },
  de: {
    hero: {
      eyebrow: "Zahlungsinformationen",
      title: "Klare Konditionen, keine Überraschungen auf der Rechnung",
      lead: "Wie und wann Sie zahlen, was eine Stornierung kostet und wie Überstunden abgerechnet werden. Die vollständigen AGB finden Sie unten auf Deutsch und Englisch.",
      image: art("event/handbook-payment"),
      imageAlt: "",
    },
    schedule: {
      id: "invoices",
      heading: "Rechnungen und Zahlungsplan",
      lead: "Welcher Zahlungsplan gilt, hängt von der Gesamtsumme Ihrer Buchung ab.",
      facts: [
        {
          label: "Zahlungsziel",
          value: `Innerhalb von ${payment.invoiceDueDays} Tagen nach Erhalt`,
          note: `Findet Ihre Veranstaltung innerhalb von ${payment.dueOnSigningWithinDays} Tagen nach Vertragsunterzeichnung statt, ist die Rechnung mit der Unterzeichnung fällig.`,
        },
        {
          label: `Rechnungen bis ${formatEuro(payment.fullPaymentUpToEur, "de")}`,
          value: "Sofort in voller Höhe fällig",
        },
        {
          label: `Rechnungen ab ${formatEuro(payment.fullPaymentUpToEur, "de")}`,
          value: `${payment.depositPercent}\u00a0% bei Vertragsschluss`,
          note: `Die restlichen ${payment.balancePercent}\u00a0% spätestens ${wordDe(payment.balanceDueWeeksBefore)} Wochen vor der Veranstaltung.`,
        },
      ],
    },
    methods: {
      id: "methods",
      heading: "Zahlungsarten und Zahlungsverzug",
      facts: [
        {
          label: "Überweisung",
          value: "Ohne Aufschlag",
          note: "Bitte geben Sie bei jeder Überweisung die Rechnungsnummer an.",
        },
        {
          label: "Kreditkarte",
          value: `+${payment.creditCardSurchargePercent}\u00a0% Aufschlag`,
          note: "Auf den per Karte gezahlten Betrag.",
        },
        {
          label: "Verzugszinsen",
          value: `${payment.defaultInterestPercent}\u00a0% pro Jahr`,
          note: `Für Verbraucher: ${payment.consumerDefaultInterestPointsAbovePrime} Prozentpunkte über dem Basiszinssatz.`,
        },
      ],
    },
    cancellation: {
      id: "cancellation",
      heading: "Stornierung",
      lead: "Stornierungen müssen uns schriftlich erreichen; maßgeblich ist der Tag, an dem Ihre Stornierung bei uns eingeht.",
      facts: [
        {
          label: `Bis ${cancelEarly.upToWeeksBefore} Wochen vor der Veranstaltung`,
          value: `Erstattung von ${cancelEarly.returnedPercent}\u00a0% der vereinbarten Gesamtsumme`,
        },
        {
          label: `Bis ${cancelLate.upToWeeksBefore} Wochen vor der Veranstaltung`,
          value: `Erstattung von ${cancelLate.returnedPercent}\u00a0% der vereinbarten Gesamtsumme`,
        },
      ],
    },
    overtime: {
      id: "overtime",
      heading: "Überstunden",
      lead: "Dauert Ihre Veranstaltung länger als gebucht, berechnen wir jede angefangene Stunde als Anteil am Rechnungswert des Tages.",
      facts: [
        { label: "Ganztagesbuchung", value: `${overtime.fullDayPercent}\u00a0% pro Stunde` },
        { label: "Abendbuchung", value: `${overtime.eveningPercent}\u00a0% pro Stunde` },
        { label: "Halbtagesbuchung", value: `${overtime.halfDayPercent}\u00a0% pro Stunde` },
        {
          label: "Maximale Überstunden",
          value: `${overtime.maxHours} Stunden`,
          note: "Darüber hinaus wird ein zusätzlicher voller Tag berechnet.",
        },
        { label: "Spätestes Ende", value: `${overtime.latestEnd} Uhr` },
      ],
    },
    terms: {
      id: "terms",
      heading: "Allgemeine Geschäftsbedingungen",
      lead: "Die vollständigen AGB, die für Ihre Buchung gelten, als PDF-Dateien.",
      // The German terms first on the German page.
      downloads: [termsDownloadGerman, termsDownloadEnglish],
    },
  },
});

// Read on each call: the terms name the company, and an owner may publish new company details.
export const termsEnglish = (): TextDocument => ({
  file: "spark-terms-en.pdf",
  title: "General Terms and Conditions",
  subtitle: `${site.legalName} | events at SPARK Frankfurt`,
  language: "en",
  sections: [
    {
      heading: "1. Scope",
      paragraphs: [
        `These terms apply to all bookings of rooms, technology, catering and services at SPARK, ${fullAddress()}, operated by ${site.legalName} ("SPARK"). The contract, the order confirmations and these terms form the whole agreement. Deviating terms of the client apply only if SPARK accepts them in writing.`,
      ],
    },
    {
      heading: "2. Invoices",
      paragraphs: [
        `Invoices are payable within ${payment.invoiceDueDays} days of receipt without deduction. If the event takes place within ${payment.dueOnSigningWithinDays} days of signing the contract, the invoice is due on signing.`,
      ],
    },
    {
      heading: "3. Payment schedule",
      paragraphs: [
        `Invoices up to ${euros(payment.fullPaymentUpToEur)} are due in full immediately. For invoices from ${euros(payment.fullPaymentUpToEur)}, ${payment.depositPercent}% of the agreed total is due on conclusion of the contract and the remaining ${payment.balancePercent}% no later than ${word(payment.balanceDueWeeksBefore)} weeks before the event.`,
      ],
    },
    {
      heading: "4. Payment methods and default",
      paragraphs: [
        `Payment is made by bank transfer or credit card. Payments by credit card carry a surcharge of ${payment.creditCardSurchargePercent}% of the amount paid. In case of late payment, default interest of ${payment.defaultInterestPercent}% per year is charged; for consumers, default interest is ${payment.consumerDefaultInterestPointsAbovePrime}% above the prime rate.`,
      ],
    },
    {
      heading: "5. Cancellation",
      paragraphs: [
        `The client may cancel the booking in writing. For a cancellation up to ${cancelEarly.upToWeeksBefore} weeks before the event, ${cancelEarly.returnedPercent}% of the agreed total is returned; for a cancellation up to ${cancelLate.upToWeeksBefore} weeks before the event, ${cancelLate.returnedPercent}% is returned. The date of receipt of the cancellation is decisive.`,
      ],
    },
    {
      heading: "6. Changes and rush charges",
      paragraphs: [
        `Changes to the set-up, programme, catering or technology can be made free of charge until ${changes.changeDeadlineDays} days before the event. Changes requested later carry a surcharge on their cost: ${rush14.percent}% within ${rush14.window} of the event, ${rush48.percent}% within ${rush48.window} and ${rush24.percent}% within ${rush24.window}.`,
        `Changes ordered on the day of the event are invoiced afterwards and payable within ${changes.sameDayChangesPayableDays} days. Changes ordered within ${changes.changesDueImmediatelyWithinDays} days of the event are due immediately.`,
      ],
    },
    {
      heading: "7. Number of participants",
      paragraphs: [
        `A change in the number of participants of more than ${participants.notifyAbovePercent}% must be notified to SPARK no later than ${word(participants.noticeWorkingDays)} working days before the event and requires SPARK's written consent. For a change of more than ${participants.repricingAbovePercent}%, SPARK may adjust the prices and assign other rooms. A lower number of participants does not lead to a refund.`,
      ],
    },
    {
      heading: "8. Event times and overtime",
      paragraphs: [
        `The times in the contract apply. Each hour of overtime is charged as a share of the invoice value: ${overtime.fullDayPercent}% for full-day bookings, ${overtime.eveningPercent}% for evening bookings and ${overtime.halfDayPercent}% for half-day bookings. Overtime is limited to ${overtime.maxHours} hours; beyond that, a full additional day is charged. Every event ends at ${overtime.latestEnd} at the latest.`,
      ],
    },
    {
      heading: "9. Technical files",
      paragraphs: [
        `Presentations, videos and screen content must be delivered no later than ${changes.techFilesDaysBefore} days before the event. SPARK cannot guarantee the correct playback of files delivered later.`,
      ],
    },
    {
      heading: "10. Use of the rooms and liability",
      paragraphs: [
        "Decorations and stage builds must be flame-retardant to DIN 4102 class B1 or better. Nothing may be fixed to walls, ceilings or LED surfaces without SPARK's technicians. The client is liable for damage caused by participants and contractors. SPARK is liable without limitation for intent and gross negligence and for injury to life, body or health; otherwise in accordance with the statutory provisions for the breach of essential contractual obligations, limited to the foreseeable damage.",
      ],
    },
    {
      heading: "11. Final provisions",
      paragraphs: [
        "German law applies. For merchants, the place of jurisdiction is Frankfurt am Main. Should a provision of these terms be invalid, the validity of the remaining provisions is not affected.",
      ],
    },
  ],
});

const rushDe = changes.rushCharges.map((r) => `${r.percent}\u00a0% innerhalb von ${r.windowDe}`);

// Read on each call, as termsEnglish.
export const termsGerman = (): TextDocument => ({
  file: "spark-terms-de.pdf",
  title: "Allgemeine Geschäftsbedingungen",
  subtitle: `${site.legalName} | Veranstaltungen bei SPARK Frankfurt`,
  language: "de",
  sections: [
    {
      heading: "1. Geltungsbereich",
      paragraphs: [
        `Diese Bedingungen gelten für alle Buchungen von Räumen, Technik, Catering und Leistungen bei SPARK, ${fullAddress()}, betrieben von der ${site.legalName} („SPARK“). Vertrag, Auftragsbestätigungen und diese Bedingungen bilden die gesamte Vereinbarung. Abweichende Bedingungen des Kunden gelten nur, wenn SPARK ihnen schriftlich zustimmt.`,
      ],
    },
    {
      heading: "2. Rechnungen",
      paragraphs: [
        `Rechnungen sind innerhalb von ${payment.invoiceDueDays} Tagen nach Erhalt ohne Abzug zahlbar. Findet die Veranstaltung innerhalb von ${payment.dueOnSigningWithinDays} Tagen nach Vertragsunterzeichnung statt, ist die Rechnung mit Unterzeichnung fällig.`,
      ],
    },
    {
      heading: "3. Zahlungsplan",
      paragraphs: [
        `Rechnungen bis ${euros(payment.fullPaymentUpToEur, "de")} sind sofort in voller Höhe fällig. Bei Rechnungen ab ${euros(payment.fullPaymentUpToEur, "de")} sind ${payment.depositPercent}\u00a0% der vereinbarten Gesamtsumme bei Vertragsschluss fällig und die restlichen ${payment.balancePercent}\u00a0% spätestens ${wordDe(payment.balanceDueWeeksBefore)} Wochen vor der Veranstaltung.`,
      ],
    },
    {
      heading: "4. Zahlungsarten und Verzug",
      paragraphs: [
        `Die Zahlung erfolgt per Überweisung oder Kreditkarte. Für Zahlungen per Kreditkarte wird ein Aufschlag von ${payment.creditCardSurchargePercent}\u00a0% des gezahlten Betrags erhoben. Bei Zahlungsverzug werden Verzugszinsen von ${payment.defaultInterestPercent}\u00a0% pro Jahr berechnet; für Verbraucher betragen die Verzugszinsen ${payment.consumerDefaultInterestPointsAbovePrime} Prozentpunkte über dem Basiszinssatz.`,
      ],
    },
    {
      heading: "5. Stornierung",
      paragraphs: [
        `Der Kunde kann die Buchung schriftlich stornieren. Bei einer Stornierung bis ${cancelEarly.upToWeeksBefore} Wochen vor der Veranstaltung werden ${cancelEarly.returnedPercent}\u00a0% der vereinbarten Gesamtsumme erstattet, bei einer Stornierung bis ${cancelLate.upToWeeksBefore} Wochen vor der Veranstaltung ${cancelLate.returnedPercent}\u00a0%. Maßgeblich ist der Eingang der Stornierung bei SPARK.`,
      ],
    },
    {
      heading: "6. Änderungen und Eilzuschläge",
      paragraphs: [
        `Änderungen an Aufbau, Programm, Catering oder Technik sind bis ${changes.changeDeadlineDays} Tage vor der Veranstaltung kostenfrei möglich. Später gewünschte Änderungen tragen einen Zuschlag auf ihre Kosten: ${rushDe.join(", ").replace(/, ([^,]+)$/, " und $1")} vor der Veranstaltung.`,
        `Am Veranstaltungstag beauftragte Änderungen werden nachträglich berechnet und sind innerhalb von ${changes.sameDayChangesPayableDays} Tagen zahlbar. Innerhalb von ${changes.changesDueImmediatelyWithinDays} Tagen vor der Veranstaltung beauftragte Änderungen sind sofort fällig.`,
      ],
    },
    {
      heading: "7. Teilnehmerzahl",
      paragraphs: [
        `Eine Änderung der Teilnehmerzahl um mehr als ${participants.notifyAbovePercent}\u00a0% ist SPARK spätestens ${wordDe(participants.noticeWorkingDays)} Werktage vor der Veranstaltung mitzuteilen und bedarf der schriftlichen Zustimmung von SPARK. Bei einer Änderung um mehr als ${participants.repricingAbovePercent}\u00a0% kann SPARK die Preise anpassen und andere Räume zuweisen. Eine geringere Teilnehmerzahl führt nicht zu einer Erstattung.`,
      ],
    },
    {
      heading: "8. Veranstaltungszeiten und Überstunden",
      paragraphs: [
        `Es gelten die im Vertrag vereinbarten Zeiten. Jede Überstunde wird als Anteil des Rechnungswerts berechnet: ${overtime.fullDayPercent}\u00a0% bei Ganztagesbuchungen, ${overtime.eveningPercent}\u00a0% bei Abendbuchungen und ${overtime.halfDayPercent}\u00a0% bei Halbtagesbuchungen. Überstunden sind auf ${overtime.maxHours} Stunden begrenzt; darüber hinaus wird ein voller zusätzlicher Tag berechnet. Jede Veranstaltung endet spätestens um ${overtime.latestEnd} Uhr.`,
      ],
    },
    {
      heading: "9. Technische Dateien",
      paragraphs: [
        `Präsentationen, Videos und Bildschirminhalte sind spätestens ${changes.techFilesDaysBefore} Tage vor der Veranstaltung zu liefern. Für später gelieferte Dateien kann SPARK die korrekte Wiedergabe nicht gewährleisten.`,
      ],
    },
    {
      heading: "10. Nutzung der Räume und Haftung",
      paragraphs: [
        "Dekorationen und Bühnenbauten müssen mindestens schwer entflammbar nach DIN 4102 Klasse B1 sein. An Wänden, Decken oder LED-Flächen darf nichts ohne die Techniker von SPARK befestigt werden. Der Kunde haftet für Schäden, die durch Teilnehmende und Dienstleister verursacht werden. SPARK haftet unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit; im Übrigen nach den gesetzlichen Bestimmungen für die Verletzung wesentlicher Vertragspflichten, begrenzt auf den vorhersehbaren Schaden.",
      ],
    },
    {
      heading: "11. Schlussbestimmungen",
      paragraphs: [
        "Es gilt deutsches Recht. Gerichtsstand für Kaufleute ist Frankfurt am Main. Sollte eine Bestimmung dieser Bedingungen unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.",
      ],
    },
  ],
});
