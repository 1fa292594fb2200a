import { describe, expect, it } from "vitest";
import { readPdf } from "../../../tests/support/pdf-text";
import { estimateEvent } from "./estimate";
import { formats } from "./mail-words";
import { offerAttachment, offerOf, renderOfferPdf } from "./offer-pdf";
import { bookingConfirmedMail } from "./option-mail";
import { OFFER_VALID_DAYS } from "./option-rules";
import { defaultPriceList } from "./price-list";
import { eventSpace } from "./spaces";

// An enquiry's offer (decision 1142) as a PDF reader reads it, in both languages: the lines, net, VAT,
// total, the payment terms with their dates and the validity.
const liberty = eventSpace("liberty")!;
const bigAddOns = [{ id: "catering-standard" }, { id: "technician", quantity: 4 }];
const smallAddOns = [{ id: "technician", quantity: 4 }];
// Two days at 2,500 + 240 guest-days of catering at 45 + 4 technician hours at 85: 16,140.00 net.
const big = estimateEvent({ space: liberty, dates: 2, rate: "day", guests: 120, addOns: bigAddOns }, defaultPriceList);
// One day at 2,500 + 4 hours at 85: 2,840.00 net, 3,379.60 gross.
const small = estimateEvent(
  { space: liberty, dates: 1, rate: "day", guests: 120, addOns: smallAddOns },
  defaultPriceList,
);

const enquiry = (lang: string, estimate: unknown, addOns = bigAddOns) => ({
  id: 42,
  fullName: "Jörg Planner",
  email: "joerg@example.com",
  company: "Messe GmbH",
  spaceId: "liberty",
  guests: 120,
  setup: "theatre",
  addOns,
  estimate,
  lang,
});
/** Thursday 12 and Friday 13 June 2031, 9:00-18:00 in Frankfurt (CEST, UTC+2). */
const june = ["2031-06-12", "2031-06-13"].map((day) => ({
  day,
  startsAt: new Date(`${day}T07:00:00Z`),
  endsAt: new Date(`${day}T16:00:00Z`),
}));
/** Converted on Saturday 1 March 2031, 11:00 in Frankfurt. */
const convertedAt = new Date("2031-03-01T10:00:00Z");

async function read(lang: "en" | "de", estimate: unknown, dates = june, addOns = bigAddOns) {
  const offer = offerOf(enquiry(lang, estimate, addOns), dates, convertedAt, "events@spark.test")!;
  const pdf = await readPdf(await renderOfferPdf(offer));
  // One line per text run; spaces as typed (the money formats use no-break spaces).
  return { offer, ...pdf, flat: pdf.text.replace(/\n/g, " ").replace(/\u00a0/g, " ") };
}
const euro = (cents: number, lang: "en" | "de") => formats[lang].money.format(cents / 100).replace(/\u00a0/g, " ");

describe("an offer's PDF", () => {
  it("in English: who, what, when, the lines, net, VAT, total, the 80/20 split with the balance's date, the validity", async () => {
    const { offer, flat, title, language, tags } = await read("en", big);
    expect(offer.number).toBe("2031-00042");
    expect(offer.validUntil).toBe("2031-03-15");
    expect(OFFER_VALID_DAYS).toBe(14);
    expect(title).toBe("Offer 2031-00042");
    expect(language).toBe("en-GB");
    expect(tags).toEqual(expect.arrayContaining(["Document", "H1", "H2", "P", "Table", "TR", "TH", "TD"]));
    for (const text of [
      "SPARK Venues GmbH, Hanauer Landstraße 126, 60314 Frankfurt am Main",
      "Offer number: 2031-00042",
      "Date: Saturday, 1 March 2031",
      "Jörg Planner Messe GmbH joerg@example.com",
      "Space: Liberty Stage",
      "Guests: 120, theatre seating",
      "Dates (Frankfurt time): – Thursday, 12 June 2031, 09:00–18:00 – Friday, 13 June 2031, 09:00–18:00",
      "Description Quantity Unit price Amount",
      "Liberty Stage, full day (one floor) 2 €2,500.00 €5,000.00",
      "Catering Standard 240 €45.00 €10,800.00",
      "Additional show technician 4 €85.00 €340.00",
      "Net €16,140.00",
      "VAT 19% €3,066.60",
      "Total €19,206.60",
      "80% (€15,365.28) on signing the contract.",
      "20% (€3,841.32) by Thursday, 15 May 2031, 4 weeks before the event.",
      "This offer is valid until Saturday, 15 March 2031.",
      "Page 1 of 1",
    ])
      expect(flat).toContain(text);
    // The amounts are the estimate's, as the visitor was shown them.
    expect(flat).toContain(`Total ${euro(big.grossCents, "en")}`);
  });

  it("in German, as a native writes it: 'Angebot', 'zzgl. 19 % MwSt.', amounts like 5.000,00 €", async () => {
    const { flat, title, language } = await read("de", big);
    expect(title).toBe("Angebot 2031-00042");
    expect(language).toBe("de-DE");
    for (const text of [
      "Angebot Angebotsnummer: 2031-00042",
      "Datum: Samstag, 01.03.2031",
      "Raum: Liberty Stage",
      "Gäste: 120, Reihenbestuhlung",
      "Termine (Frankfurter Zeit): – Donnerstag, 12.06.2031, 9:00–18:00 Uhr – Freitag, 13.06.2031, 9:00–18:00 Uhr",
      "Leistung Menge Einzelpreis Betrag",
      "Liberty Stage, ganzer Tag (eine Etage) 2 2.500,00 € 5.000,00 €",
      "Catering Standard (pro Person) 240 45,00 € 10.800,00 €",
      "Zusätzliche Veranstaltungstechnik (Stunden) 4 85,00 € 340,00 €",
      "Nettobetrag 16.140,00 €",
      "zzgl. 19 % MwSt. 3.066,60 €",
      "Gesamtbetrag 19.206,60 €",
      "80 % (15.365,28 €) bei Vertragsabschluss.",
      "20 % (3.841,32 €) bis Donnerstag, 15.05.2031, 4 Wochen vor der Veranstaltung.",
      "Dieses Angebot ist gültig bis Samstag, 15.03.2031.",
      "USt-IdNr.",
      "Seite 1 von 1",
    ])
      expect(flat).toContain(text);
    expect(flat).not.toMatch(/\b(du|dein|dich|dir)\b/i);
    expect(flat).not.toContain("€16,140");
  });

  it("a total up to €5,000 is due in full, in both languages", async () => {
    const en = await read("en", small, june.slice(0, 1), smallAddOns);
    expect(en.flat).toContain("Total €3,379.60");
    expect(en.flat).toContain("The total of €3,379.60 is payable in full with the invoice (totals up to €5,000.00).");
    expect(en.flat).not.toContain("80%");
    expect(en.flat).toContain("This offer is valid until Saturday, 15 March 2031.");
    const de = await read("de", small, june.slice(0, 1), smallAddOns);
    expect(de.flat).toContain("Gesamtbetrag 3.379,60 €");
    expect(de.flat).toContain(
      "Der Gesamtbetrag von 3.379,60 € ist mit der Rechnung in voller Höhe fällig (Beträge bis 5.000,00 €).",
    );
    expect(de.flat).not.toContain("80 %");
  });

  it("an event less than four weeks away: the balance is due on signing too", async () => {
    const soon = [
      { day: "2031-03-20", startsAt: new Date("2031-03-20T08:00:00Z"), endsAt: new Date("2031-03-20T17:00:00Z") },
    ];
    const { flat } = await read("en", big, soon);
    expect(flat).toContain("20% (€3,841.32) also on signing the contract, as the event is less than 4 weeks away.");
  });

  it("no estimate stored in the form's shape: no offer", () => {
    expect(offerOf(enquiry("en", null), june, convertedAt, "events@spark.test")).toBeUndefined();
    expect(offerOf(enquiry("en", { lines: "x" }), june, convertedAt, "events@spark.test")).toBeUndefined();
  });
});

describe("the booking's mail with the offer", () => {
  const settings = {
    siteUrl: "https://spark.example",
    team: { contact: "c@spark.test", tour: "t@spark.test", webinar: "w@spark.test", enquiry: "events@spark.test" },
  };
  it("attaches the PDF before the calendar files and names it, with its validity, in the enquiry's language", async () => {
    const ics = { filename: "spark-event-2031-06-12.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" };
    for (const lang of ["en", "de"] as const) {
      const offer = offerOf(enquiry(lang, big), june, convertedAt, "events@spark.test")!;
      const file = await offerAttachment(offer);
      expect(file).toMatchObject({
        filename: lang === "de" ? "SPARK-Angebot-2031-00042.pdf" : "SPARK-offer-2031-00042.pdf",
        contentType: "application/pdf",
        encoding: "base64",
      });
      expect((await readPdf(Buffer.from(file.content, "base64"))).text).toContain("2031-00042");
      const mail = bookingConfirmedMail(enquiry(lang, big), june, [ics], settings, {
        number: offer.number,
        validUntil: offer.validUntil,
        file,
      });
      expect(mail.attachments).toEqual([file, ics]);
      expect(mail.text).toContain(
        lang === "de"
          ? "Im Anhang finden Sie unser Angebot Nr. 2031-00042 (PDF) mit den Preisen und Zahlungsbedingungen. Es ist gültig bis Samstag, 15.03.2031; bitte bestätigen Sie es bis dahin mit einer Antwort auf diese E-Mail."
          : "Our offer no. 2031-00042 is attached as a PDF, with the prices and payment terms. It is valid until Saturday, 15 March 2031; please confirm it by then by replying to this e-mail.",
      );
    }
    // Without an offer the mail says nothing of one.
    expect(bookingConfirmedMail(enquiry("en", null), june, [ics], settings).text).not.toContain("offer");
  });
});
