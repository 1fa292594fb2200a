import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "../../../server/domain/company/site";
import { gatedPagePaths } from "~/content/gates";
import { cateringPage as cateringPageBoth } from "./catering.server";
import { deadlinesPage as deadlinesPageBoth } from "./deadlines.server";
import { developmentPage as developmentPageBoth } from "./development.server";
import { readPdf } from "../../../tests/support/pdf-text";
import { downloadFiles, downloadPdf } from "./downloads.server";
import { eventTypesPage as eventTypesPageBoth } from "./event-types.server";
import { catering, changes, partnership, payment } from "./figures.server";
import { handbookIndex as handbookIndexBoth, handbookNav as handbookNavBoth } from "./handbook.server";
import { deckDocuments as deckDocumentsBoth, packagesPage as packagesPageBoth } from "./packages.server";
import { paymentPage as paymentPageBoth, termsEnglish, termsGerman } from "./payment.server";
import * as schemas from "./schema";
import { signagePage as signagePageBoth } from "./signage.server";
import { supportPage as supportPageBoth } from "./support.server";

// The English content, as the spec wrote it; the German twins are checked against it below.
const cateringPage = cateringPageBoth.en;
const deadlinesPage = deadlinesPageBoth.en;
const developmentPage = developmentPageBoth().en;
const eventTypesPage = eventTypesPageBoth.en;
const handbookIndex = handbookIndexBoth().en;
const handbookNav = handbookNavBoth.en;
const deckDocuments = deckDocumentsBoth().en;
const packagesPage = packagesPageBoth.en;
const paymentPage = paymentPageBoth.en;
const signagePage = signagePageBoth.en;
const supportPage = supportPageBoth().en;

const all = (value: unknown) => JSON.stringify(value);

describe("gated content matches its schemas", () => {
  it.each([
    ["handbook nav", schemas.handbookNavSchema, handbookNav],
    ["handbook index", schemas.handbookIndexSchema, handbookIndex],
    ["how we support you", schemas.supportPageSchema, supportPage],
    ["our packages", schemas.packagesPageSchema, packagesPage],
    ["payment information", schemas.paymentPageSchema, paymentPage],
    ["deadlines", schemas.deadlinesPageSchema, deadlinesPage],
    ["types of events", schemas.eventTypesPageSchema, eventTypesPage],
    ["catering", schemas.cateringPageSchema, cateringPage],
    ["digital signage", schemas.signagePageSchema, signagePage],
    ["development", schemas.developmentPageSchema, developmentPage],
  ] as const)("%s", (_, schema, content) => {
    const result = (schema as { safeParse(v: unknown): { success: boolean; error?: unknown } }).safeParse(content);
    expect(result.error).toBeUndefined();
  });

  it("documents (decks and terms)", () => {
    for (const doc of [...deckDocuments, termsEnglish(), termsGerman()])
      expect(schemas.documentSchema.safeParse(doc).error).toBeUndefined();
  });

  it("the handbook index lists the spec's FAQ groups and further topics, each with a section", () => {
    expect(handbookIndex.faq.groups.map((g) => g.title)).toEqual([
      "General",
      "My Event",
      "The Venue",
      "Information for guests",
    ]);
    const anchors = handbookIndex.moreTopics.links.map((l) => l.href.slice(1));
    expect(anchors).toEqual([
      handbookIndex.aboutLocation.id,
      handbookIndex.team.id,
      handbookIndex.generalTerms.id,
      handbookIndex.venues.id,
      handbookIndex.furniture.id,
    ]);
  });

  it("the what's-next grid and the nav reach every sub page", () => {
    const subPages = handbookNav.links.slice(1).map((l) => l.href);
    expect(subPages).toEqual([
      "/event-planners/how-we-support-you",
      "/event-planners/our-packages",
      "/event-planners/payment-information",
      "/event-planners/deadlines",
      "/event-planners/types-of-events",
      "/event-planners/catering",
      "/event-planners/digital-signage",
    ]);
    expect(handbookIndex.whatsNext.cards.map((c) => c.href)).toEqual(subPages);
    expect([...handbookNav.links.map((l) => l.href), "/development"]).toEqual([...gatedPagePaths]);
  });

  it("offers the six decks of the spec and the terms in English and German as files that exist", () => {
    expect(packagesPage.decks.items.map((d) => d.title)).toEqual([
      "Spaces",
      "Technology",
      "Culinary Services",
      "HR Services",
      "Branding and Marketing",
      "Content Creation",
    ]);
    const offered = [
      ...packagesPage.decks.items.map((d) => d.download.file),
      ...paymentPage.terms.downloads.map((d) => d.file),
    ];
    expect(new Set(offered).size).toBe(8);
    const offeredInGerman = packagesPageBoth.de.decks.items.map((d) => d.download.file);
    expect([...offered, ...offeredInGerman].sort()).toEqual([...downloadFiles].sort());
    expect(paymentPage.terms.downloads.map((d) => d.language)).toEqual(["en", "de"]);
  });
});

describe("spec section 9 figures", () => {
  it("payment and deadlines", () => {
    expect(payment).toMatchObject({
      invoiceDueDays: 10,
      dueOnSigningWithinDays: 10,
      fullPaymentUpToEur: 5000,
      depositPercent: 80,
      balancePercent: 20,
      balanceDueWeeksBefore: 4,
      creditCardSurchargePercent: 3,
      defaultInterestPercent: 8,
      consumerDefaultInterestPointsAbovePrime: 5,
      cancellation: [
        { upToWeeksBefore: 12, returnedPercent: 30 },
        { upToWeeksBefore: 8, returnedPercent: 20 },
      ],
      overtime: { fullDayPercent: 10, eveningPercent: 15, halfDayPercent: 20, maxHours: 2, latestEnd: "02:00" },
    });
    expect(changes).toMatchObject({
      changeDeadlineDays: 14,
      sameDayChangesPayableDays: 7,
      changesDueImmediatelyWithinDays: 10,
      participants: { notifyAbovePercent: 5, noticeWorkingDays: 10, repricingAbovePercent: 10 },
      techFilesDaysBefore: 7,
    });
    expect(changes.rushCharges.map((r) => [r.window, r.percent])).toEqual([
      ["14 days", 30],
      ["48 hours", 50],
      ["24 hours", 100],
    ]);
  });

  it("catering and development partnership", () => {
    expect(catering).toMatchObject({
      breakfastHours: 1,
      fingerfoodPieces: [3, 5, 7, 9],
      lunchFingerfoodHours: 1,
      dinnerHours: 2,
    });
    expect(catering.drinkTiers).toEqual(["Standard", "Premium", "Signature"]);
    expect(partnership).toEqual({
      royaltyPercent: { min: 3, max: 5 },
      locations: { min: 3, max: 10 },
      reducedRentYears: { min: 5, max: 10 },
      designSprintDays: { min: 7, max: 14 },
      equityEur: 2_500_000,
      rampUpMonths: { min: 24, max: 36 },
      targetOccupancyPercent: 40,
      irrPercent: { min: 34, max: 55 },
    });
  });

  it("the payment page says every payment rule as the spec words it", () => {
    const text = all(paymentPage);
    for (const phrase of [
      "Within 10 days of receipt",
      "If your event is within 10 days, the invoice is due on signing.",
      "Invoices up to EUR 5,000",
      "Due in full immediately",
      "Invoices from EUR 5,000",
      "80% on contract conclusion",
      "The remaining 20% no later than four weeks before the event.",
      "+3% surcharge",
      "8% per year",
      "For consumers: 5% above the prime rate.",
      "Up to 12 weeks before the event",
      "30% of the agreed total returned",
      "Up to 8 weeks before the event",
      "20% of the agreed total returned",
      "10% per hour",
      "15% per hour",
      "20% per hour",
      "2 hours",
      "Beyond that, a full extra day is charged.",
      "02:00",
    ])
      expect(text).toContain(phrase);
  });

  it("the deadlines page has the change deadline, rush charges, guest numbers and tech files", () => {
    const text = all(deadlinesPage);
    for (const phrase of [
      "14 days before",
      'Within 14 days of the event","30%',
      'Within 48 hours of the event","50%',
      'Within 24 hours of the event","100%',
      "payable within 7 days",
      "Changes ordered within 10 days of the event are invoiced and due immediately.",
      "More than 5% more or fewer guests",
      "Tell us ten working days before",
      "The change needs our written consent.",
      "More than 10% change",
      "Repricing and room swap possible",
      "No refund",
      "Due 7 days before your event.",
    ])
      expect(text).toContain(phrase);
  });

  it("the catering page has the meal durations, fingerfood sizes, packages and drinks tiers", () => {
    const meals = Object.fromEntries(cateringPage.mealTypes.meals.map((m) => [m.title, m.duration]));
    expect(meals).toMatchObject({
      Breakfast: "one hour of service",
      Fingerfood: "3, 5, 7 or 9 pieces per guest",
      "Lunch fingerfood": "one hour of service",
      Dinner: "two hours of service",
    });
    expect(cateringPage.packages.tiers.map((t) => t.name)).toEqual(["Buffet", "BBQ", "Christmas dinner"]);
    expect(cateringPage.drinks.tiers.map((t) => t.name)).toEqual(["Standard", "Premium", "Signature"]);
  });

  it("the development page shows every partnership figure", () => {
    const facts = Object.fromEntries(
      developmentPage.figures.facts.map((f) => [f.label, `${f.value}${f.note ? ` | ${f.note}` : ""}`]),
    );
    expect(facts).toEqual({
      Royalty: "3-5% of gross revenue | Paid monthly to the landlord.",
      Portfolio: "3-10 locations | Per landlord partner, rolled out over time.",
      "Reduced rent": "5-10 years | In exchange for the royalty.",
      "Design sprint": "7-14 days | From site visit to masterplan.",
      Equity: "EUR 2.5m | Invested in fit-out, technology and launch.",
      "Ramp-up": "24-36 months | To 40% occupancy.",
      IRR: "34%-55% | Projected range across our partnership scenarios.",
    });
    expect(developmentPage.phases.phases.map((p) => p.number)).toEqual(["01", "02", "03", "04", "05", "06"]);
  });

  it("the terms in both languages carry the same figures", () => {
    const en = all(termsEnglish());
    const de = all(termsGerman()).replaceAll("\u00a0", " ");
    for (const phrase of [
      "within 10 days of receipt",
      "up to EUR 5,000",
      "80% of the agreed total",
      "remaining 20% no later than four weeks",
      "surcharge of 3%",
      "default interest of 8% per year",
      "5% above the prime rate",
      "up to 12 weeks before the event, 30%",
      "up to 8 weeks before the event, 20%",
      "30% within 14 days of the event, 50% within 48 hours and 100% within 24 hours",
      "payable within 7 days",
      "within 10 days of the event are due immediately",
      "more than 5% must be notified to SPARK no later than ten working days",
      "more than 10%",
      "does not lead to a refund",
      "10% for full-day bookings, 15% for evening bookings and 20% for half-day bookings",
      "limited to 2 hours",
      "02:00",
      "no later than 7 days before",
    ])
      expect(en).toContain(phrase);
    for (const phrase of [
      "innerhalb von 10 Tagen nach Erhalt",
      "bis 5.000 EUR",
      "80 % der vereinbarten Gesamtsumme",
      "restlichen 20 % spätestens vier Wochen",
      "Aufschlag von 3 %",
      "Verzugszinsen von 8 % pro Jahr",
      "5 Prozentpunkte über dem Basiszinssatz",
      "bis 12 Wochen vor der Veranstaltung werden 30 %",
      "bis 8 Wochen vor der Veranstaltung 20 %",
      "30 % innerhalb von 14 Tagen, 50 % innerhalb von 48 Stunden und 100 % innerhalb von 24 Stunden",
      "innerhalb von 7 Tagen zahlbar",
      "Innerhalb von 10 Tagen vor der Veranstaltung beauftragte Änderungen sind sofort fällig",
      "mehr als 5 % ist SPARK spätestens zehn Werktage",
      "mehr als 10 %",
      "nicht zu einer Erstattung",
      "10 % bei Ganztagesbuchungen, 15 % bei Abendbuchungen und 20 % bei Halbtagesbuchungen",
      "auf 2 Stunden begrenzt",
      "02:00 Uhr",
      "spätestens 7 Tage vor",
    ])
      expect(de).toContain(phrase);
  });
});

describe("development proposal mail draft", () => {
  it("goes to the named partnership contact with a preset subject and body", () => {
    const { mailto, contact } = developmentPage.proposal;
    expect(contact.email).toBe(site.partnershipContact.email);
    const url = new URL(mailto);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(site.partnershipContact.email);
    expect(url.searchParams.get("subject")).toBe("Development partnership proposal");
    expect(url.searchParams.get("body")).toContain(`Dear ${site.partnershipContact.name},\r\n`);
  });
});

describe("downloads", () => {
  const flat = (text: string) => text.replace(/\s+/g, " ");
  it.each(downloadFiles)("%s is a PDF a reader opens, with its title and every section heading", async (file) => {
    const document = [...deckDocuments, ...deckDocumentsBoth().de, termsEnglish(), termsGerman()].find(
      (d) => d.file === file,
    )!;
    const pdf = (await downloadPdf(file))!;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const read = await readPdf(pdf);
    expect(read.title).toBe(document.title);
    expect(read.language).toBe(document.language === "de" ? "de-DE" : "en-GB");
    for (const section of document.sections) expect(flat(read.text)).toContain(flat(section.heading));
    if (process.env.GATED_PDF_OUT) {
      mkdirSync(process.env.GATED_PDF_OUT, { recursive: true });
      writeFileSync(path.join(process.env.GATED_PDF_OUT, file), pdf);
    }
  });
  it("knows no other file", async () => {
    expect(await downloadPdf("../../server/env.ts")).toBeUndefined();
    expect(await downloadPdf("spark-terms-fr.pdf")).toBeUndefined();
  });
});

describe("the German twins of the gated pages", () => {
  const pages = [
    ["handbook nav", schemas.handbookNavSchema, handbookNavBoth],
    ["handbook index", schemas.handbookIndexSchema, handbookIndexBoth()],
    ["how we support you", schemas.supportPageSchema, supportPageBoth()],
    ["our packages", schemas.packagesPageSchema, packagesPageBoth],
    ["payment information", schemas.paymentPageSchema, paymentPageBoth],
    ["deadlines", schemas.deadlinesPageSchema, deadlinesPageBoth],
    ["types of events", schemas.eventTypesPageSchema, eventTypesPageBoth],
    ["catering", schemas.cateringPageSchema, cateringPageBoth],
    ["digital signage", schemas.signagePageSchema, signagePageBoth],
    ["development", schemas.developmentPageSchema, developmentPageBoth()],
  ] as const;

  /** What must be the same in both languages: ids, links, pictures and files (the words may differ). */
  const skeleton = (value: unknown, key = ""): unknown => {
    if (Array.isArray(value)) return value.map((item) => skeleton(item));
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, skeleton(v, k)]));
    return ["id", "href", "image", "poster", "src", "provider"].includes(key) ? value : typeof value;
  };

  const notWords = new Set(["id", "href", "image", "poster", "src", "provider", "file", "language"]);
  /**
   * Every text of a value a visitor reads, however deep: not its ids, links, pictures and files, nor a
   * download's words (each is in its file's language: the English terms are offered on the German page).
   */
  const strings = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === "object" && !("language" in value)
          ? Object.entries(value).flatMap(([key, v]) => (notWords.has(key) ? [] : strings(v)))
          : [];

  it.each(pages)("%s: the German page matches the schema and the English page's shape", (_, schema, both) => {
    const result = (schema as { safeParse(v: unknown): { success: boolean; error?: unknown } }).safeParse(both.de);
    expect(result.error).toBeUndefined();
    expect(skeleton(both.de)).toEqual(skeleton(both.en));
  });

  it.each(pages)("%s: most of its texts are German, not the English ones", (_, __, both) => {
    const english = new Set(strings(both.en).filter((text) => text.length > 30 && text.includes(" ")));
    const same = strings(both.de).filter((text) => english.has(text));
    expect(same).toEqual([]);
  });

  it("the German decks are German files, linked from the German packages page", () => {
    expect(deckDocumentsBoth().de.map((d) => d.language)).toEqual(deckDocuments.map(() => "de"));
    expect(deckDocumentsBoth().de.map((d) => d.file)).toEqual(
      deckDocuments.map((d) => d.file.replace(/\.pdf$/, "-de.pdf")),
    );
    expect(packagesPageBoth.de.decks.items.map((d) => d.download.file)).toEqual(
      deckDocumentsBoth().de.map((d) => d.file),
    );
    expect(paymentPageBoth.de.terms.downloads.map((d) => d.language)).toEqual(["de", "en"]);
  });
});
