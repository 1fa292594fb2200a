import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { MailAttachment } from "../../mail/layout.ts";
import { payment } from "../company/payment-terms.ts";
import { pdfColours, startPdf } from "../company/pdf-document.ts";
import { fullAddress, site } from "../company/site.ts";
import { frankfurtDay } from "../company/venue-time.ts";
import { estimateLineLabels } from "./enquiry-mail.ts";
import { paymentOf, storedEstimate, type Estimate } from "./estimate.ts";
import {
  datesText,
  dayText,
  formats,
  frankfurtTime,
  languageOf,
  spaceName,
  type EventDateTimes,
  type Lang,
} from "./mail-words.ts";
import { OFFER_VALID_DAYS } from "./option-rules.ts";
import { VAT_PERCENT } from "./price-list.ts";
import { eventHolds, type eventEnquiries } from "./schema.ts";
import { setupLabels } from "./spaces.ts";

// An event enquiry's offer (issue 47, decision 1142): when staff convert a first option into a booking,
// the booking's mail carries it as a PDF in the enquiry's language. It prices the booking with the
// estimate stored with the enquiry (what the visitor was shown), states the payment terms with their
// due dates and is valid OFFER_VALID_DAYS from the conversion. Written with pdfkit in Inter, tagged
// like the handbook's PDFs (app/lib/pdf.server.ts).

type Enquiry = Pick<
  typeof eventEnquiries.$inferSelect,
  "id" | "fullName" | "email" | "company" | "spaceId" | "guests" | "setup" | "addOns" | "estimate" | "lang"
>;

const DAY_MS = 86_400_000;

export interface Offer {
  /** The year of the offer and the enquiry's id: "2026-00042". */
  number: string;
  lang: Lang;
  /** The offer's date: when the option became a booking (Frankfurt day). */
  day: string;
  /** The last day it is valid (Frankfurt day). */
  validUntil: string;
  to: { fullName: string; company: string | null; email: string };
  spaceId: string;
  guests: number;
  setup: string | null;
  /** The booked dates, one per day, in order. */
  dates: EventDateTimes[];
  estimate: Estimate;
  /** The estimate's lines as named in the language. */
  labels: string[];
  /** Where questions go: the team's address. */
  contact: string;
}

/** A calendar day moved by whole days. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const money = (cents: number, lang: Lang) => formats[lang].money.format(cents / 100);

const percent = (value: number, lang: Lang) => (lang === "de" ? `${value} %` : `${value}%`);

/**
 * The offer of an enquiry whose option became a booking at `at`, for its booked dates; undefined
 * when the enquiry has no estimate stored in the form's shape (nothing to price it with).
 */
export function offerOf(enquiry: Enquiry, dates: EventDateTimes[], at: Date, contact: string): Offer | undefined {
  const estimate = storedEstimate(enquiry.estimate);
  if (!estimate) return undefined;
  const lang = languageOf(enquiry);
  const days = new Map<string, EventDateTimes>();
  for (const date of [...dates].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()))
    if (!days.has(date.day)) days.set(date.day, date);
  const day = frankfurtDay(at);
  return {
    number: `${day.slice(0, 4)}-${String(enquiry.id).padStart(5, "0")}`,
    lang,
    day,
    validUntil: addDays(day, OFFER_VALID_DAYS),
    to: { fullName: enquiry.fullName, company: enquiry.company, email: enquiry.email },
    spaceId: enquiry.spaceId,
    guests: enquiry.guests,
    setup: enquiry.setup,
    dates: [...days.values()],
    estimate,
    labels: estimateLineLabels(enquiry, estimate, [...days.values()], lang),
    contact,
  };
}

/** A booked date, with when it was booked (the conversion). */
type Booking = EventDateTimes & { createdAt: Date };

/** The offer of an enquiry's booking: its booked dates, dated when they were booked; undefined without either. */
export function bookingOffer(enquiry: Enquiry, bookings: Booking[], contact: string): Offer | undefined {
  if (!bookings.length) return undefined;
  const bookedAt = new Date(Math.min(...bookings.map((booking) => booking.createdAt.getTime())));
  return offerOf(enquiry, bookings, bookedAt, contact);
}

/** The offer of an enquiry as it stands booked now (its active bookings), as staff download it. */
export async function bookedOffer(db: Database, enquiry: Enquiry, contact: string): Promise<Offer | undefined> {
  const bookings = await db
    .select({
      day: eventHolds.day,
      startsAt: eventHolds.startsAt,
      endsAt: eventHolds.endsAt,
      createdAt: eventHolds.createdAt,
    })
    .from(eventHolds)
    .where(and(eq(eventHolds.enquiryId, enquiry.id), eq(eventHolds.kind, "booking"), eq(eventHolds.status, "active")));
  return bookingOffer(enquiry, bookings, contact);
}

/**
 * The payment terms of the offer, each a sentence: the total in full up to EUR 5,000; above, the
 * deposit on signing and the balance by its date (four weeks before the first date; on signing too
 * when that day is not after the offer's). Applied to the estimate's total as the terms are now.
 */
function paymentTerms(offer: Offer): string[] {
  const { lang } = offer;
  const terms = paymentOf(offer.estimate.grossCents);
  const upTo = money(payment.fullPaymentUpToEur * 100, lang);
  if (terms.kind === "full")
    return lang === "de"
      ? [
          `Der Gesamtbetrag von ${money(terms.dueCents, lang)} ist mit der Rechnung in voller Höhe fällig (Beträge bis ${upTo}).`,
        ]
      : [`The total of ${money(terms.dueCents, lang)} is payable in full with the invoice (totals up to ${upTo}).`];
  const weeks = terms.balanceDueWeeksBefore;
  const first = offer.dates[0]?.day;
  const balanceDay = first ? addDays(first, -7 * weeks) : undefined;
  const deposit = `${percent(payment.depositPercent, lang)} (${money(terms.depositCents, lang)})`;
  const balance = `${percent(payment.balancePercent, lang)} (${money(terms.balanceCents, lang)})`;
  if (lang === "de")
    return [
      `${deposit} bei Vertragsabschluss.`,
      balanceDay && balanceDay > offer.day
        ? `${balance} bis ${dayText(balanceDay, lang)}, ${weeks} Wochen vor der Veranstaltung.`
        : `${balance} ebenfalls bei Vertragsabschluss, da die Veranstaltung weniger als ${weeks} Wochen entfernt ist.`,
    ];
  return [
    `${deposit} on signing the contract.`,
    balanceDay && balanceDay > offer.day
      ? `${balance} by ${dayText(balanceDay, lang)}, ${weeks} weeks before the event.`
      : `${balance} also on signing the contract, as the event is less than ${weeks} weeks away.`,
  ];
}

/** The offer's texts in its language. */
function words(offer: Offer) {
  const { lang } = offer;
  const setup =
    offer.setup && Object.hasOwn(setupLabels, offer.setup)
      ? setupLabels[offer.setup as keyof typeof setupLabels][lang]
      : undefined;
  const space = spaceName(offer.spaceId, lang);
  const dates = offer.dates.map((date) => datesText([date], lang));
  const validUntil = dayText(offer.validUntil, lang);
  // The number on one line (no-break spaces).
  const phone = site.phone.display.replaceAll(" ", "\u00a0");
  return lang === "de"
    ? {
        title: `Angebot ${offer.number}`,
        heading: "Angebot",
        meta: [`Angebotsnummer: ${offer.number}`, `Datum: ${dayText(offer.day, lang)}`],
        to: "Angebot für",
        event: "Ihre Veranstaltung",
        eventRows: [
          `Raum: ${space}`,
          `Gäste: ${offer.guests}${setup ? `, ${setup}` : ""}`,
          `Termine (${frankfurtTime.de}):`,
        ],
        dates,
        columns: ["Leistung", "Menge", "Einzelpreis", "Betrag"],
        net: "Nettobetrag",
        vat: `zzgl. ${percent(VAT_PERCENT, lang)} MwSt.`,
        total: "Gesamtbetrag",
        prices: "Alle Preise in Euro.",
        paymentHeading: "Zahlungsbedingungen",
        validity: "Gültigkeit",
        validityText: `Dieses Angebot ist gültig bis ${validUntil}.`,
        questions: `Fragen zu diesem Angebot? Schreiben Sie uns an ${offer.contact} oder rufen Sie uns an unter ${phone}.`,
        page: (page: number, count: number) => `Seite ${page} von ${count}`,
      }
    : {
        title: `Offer ${offer.number}`,
        heading: "Offer",
        meta: [`Offer number: ${offer.number}`, `Date: ${dayText(offer.day, lang)}`],
        to: "Offer for",
        event: "Your event",
        eventRows: [
          `Space: ${space}`,
          `Guests: ${offer.guests}${setup ? `, ${setup}` : ""}`,
          `Dates (${frankfurtTime.en}):`,
        ],
        dates,
        columns: ["Description", "Quantity", "Unit price", "Amount"],
        net: "Net",
        vat: `VAT ${percent(VAT_PERCENT, lang)}`,
        total: "Total",
        prices: "All prices in euro.",
        paymentHeading: "Payment terms",
        validity: "Validity",
        validityText: `This offer is valid until ${validUntil}.`,
        questions: `Questions about this offer? Write to us at ${offer.contact} or call us on ${phone}.`,
        page: (page: number, count: number) => `Page ${page} of ${count}`,
      };
}

/** The offer's file name in its language: "SPARK-offer-2026-00042.pdf" / "SPARK-Angebot-2026-00042.pdf". */
export const offerFileName = (offer: Offer) =>
  `${site.name}-${offer.lang === "de" ? "Angebot" : "offer"}-${offer.number}.pdf`;

/** The offer as a mail's attachment. */
export async function offerAttachment(offer: Offer): Promise<MailAttachment> {
  return {
    filename: offerFileName(offer),
    contentType: "application/pdf",
    content: (await renderOfferPdf(offer)).toString("base64"),
    encoding: "base64",
  };
}

const { ink: INK, muted: MUTED, accent: ACCENT, rule: RULE } = pdfColours;
const MARGIN = { left: 56, right: 56, top: 56, bottom: 78 };
const BODY = 10;

/** The offer as PDF bytes: A4, Inter embedded, tagged (headings, paragraphs, the lines as a table). */
export async function renderOfferPdf(offer: Offer): Promise<Buffer> {
  const text = words(offer);
  const { lang, estimate } = offer;
  const { pdf, finished } = await startPdf({
    lang,
    margins: MARGIN,
    info: { Title: text.title, Author: site.legalName },
  });
  const left = MARGIN.left;
  const width = pdf.page.width - MARGIN.left - MARGIN.right;
  const bottom = () => pdf.page.height - MARGIN.bottom;
  const document = pdf.struct("Document");
  pdf.addStructure(document);

  const paragraph = (value: string, options: { bold?: boolean; color?: string; size?: number; gap?: number } = {}) => {
    pdf
      .font(options.bold ? "bold" : "regular")
      .fontSize(options.size ?? BODY)
      .fillColor(options.color ?? INK);
    if (pdf.y + pdf.heightOfString(value, { width }) > bottom()) pdf.addPage();
    pdf.text(value, left, pdf.y, { width, lineGap: 2, structParent: document, structType: "P" });
    pdf.y += options.gap ?? 2;
  };
  const heading = (value: string, level: "H1" | "H2") => {
    const size = level === "H1" ? 24 : 12.5;
    if (pdf.y + size * 4 > bottom()) pdf.addPage();
    pdf.y += level === "H1" ? 0 : 12;
    pdf.font("bold").fontSize(size).fillColor(INK).text(value, left, pdf.y, {
      width,
      structParent: document,
      structType: level,
    });
    pdf.y += 4;
  };

  // The sender, then the offer's title, number and date.
  pdf.font("bold").fontSize(BODY).fillColor(ACCENT);
  pdf.text(site.name.toUpperCase(), left, pdf.y, {
    width,
    characterSpacing: 0.6,
    structParent: document,
    structType: "P",
  });
  paragraph(`${site.legalName}, ${fullAddress()}`, { color: MUTED, size: 9 });
  paragraph(`${site.phone.display} · ${offer.contact}`, { color: MUTED, size: 9, gap: 18 });
  heading(text.heading, "H1");
  for (const line of text.meta) paragraph(line);
  pdf.y += 6;
  artifact(() => pdf.rect(left, pdf.y, 56, 3).fill(ACCENT));
  pdf.y += 8;

  heading(text.to, "H2");
  paragraph(offer.to.fullName);
  if (offer.to.company) paragraph(offer.to.company);
  paragraph(offer.to.email);

  heading(text.event, "H2");
  for (const row of text.eventRows) paragraph(row);
  for (const date of text.dates) paragraph(`– ${date}`);

  // The lines: description, quantity, unit price, amount; then net, VAT and the total.
  pdf.y += 14;
  const columns = [
    { width: width - 250, align: "left" as const },
    { width: 55, align: "right" as const },
    { width: 95, align: "right" as const },
    { width: 100, align: "right" as const },
  ];
  const table = pdf.struct("Table");
  document.add(table);
  const row = (cells: string[], options: { header?: boolean; bold?: boolean; rule?: boolean } = {}) => {
    pdf.font(options.header || options.bold ? "bold" : "regular").fontSize(options.header ? 9 : BODY);
    const height = Math.max(...cells.map((cell, index) => pdf.heightOfString(cell, { width: columns[index]!.width })));
    if (pdf.y + height + 8 > bottom()) pdf.addPage();
    const top = pdf.y;
    const tr = pdf.struct("TR");
    table.add(tr);
    let x = left;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      pdf.fillColor(options.header ? MUTED : INK);
      pdf.text(cell, index === 0 ? x : x + 8, top, {
        width: index === 0 ? column.width : column.width - 8,
        align: column.align,
        structParent: tr,
        structType: options.header ? "TH" : "TD",
      });
      x += column.width;
    });
    tr.end();
    pdf.y = top + height + 5;
    if (options.rule) {
      artifact(() => pdf.rect(left, pdf.y - 2, width, 0.5).fill(RULE));
      pdf.y += 4;
    }
  };
  row(text.columns, { header: true, rule: true });
  estimate.lines.forEach((line, index) =>
    row([
      offer.labels[index] ?? line.label,
      String(line.quantity),
      money(line.unitCents, lang),
      money(line.totalCents, lang),
    ]),
  );
  artifact(() => pdf.rect(left, pdf.y, width, 0.5).fill(RULE));
  pdf.y += 6;
  row([text.net, "", "", money(estimate.netCents, lang)]);
  row([text.vat, "", "", money(estimate.vatCents, lang)]);
  row([text.total, "", "", money(estimate.grossCents, lang)], { bold: true });
  table.end();
  pdf.y += 2;
  paragraph(text.prices, { color: MUTED, size: 9 });

  heading(text.paymentHeading, "H2");
  for (const line of paymentTerms(offer)) paragraph(line);
  heading(text.validity, "H2");
  paragraph(text.validityText, { bold: true });
  pdf.y += 10;
  paragraph(text.questions, { color: MUTED });
  document.end();

  // The company's particulars and the page number on every page, outside the text flow.
  const footer = `${site.legalName} · ${site.register.court}, ${site.register.number} · ${lang === "de" ? "USt-IdNr." : "VAT ID"} ${site.register.vatId}`;
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    const footerY = pdf.page.height - MARGIN.bottom + 36;
    pdf.page.margins.bottom = 0;
    artifact(() => {
      pdf.rect(left, footerY - 8, width, 0.5).fill(RULE);
      pdf.font("regular").fontSize(8).fillColor(MUTED);
      pdf.text(footer, left, footerY, { width: width * 0.8, lineBreak: false });
      pdf.text(text.page(index + 1, count), left, footerY, { width, align: "right", lineBreak: false });
    });
    pdf.page.margins.bottom = MARGIN.bottom;
  }
  pdf.end();
  return finished;

  function artifact(draw: () => void) {
    pdf.markContent("Artifact", { type: "Layout" });
    draw();
    pdf.endMarkedContent();
  }
}
