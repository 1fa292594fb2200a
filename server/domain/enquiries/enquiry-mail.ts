import { renderMail, type RenderedMail } from "../../mail/layout.ts";
import type { MailSettings } from "../../mail/settings.ts";
import { greeting } from "../../mail/visitor-text.ts";
import { payment } from "../company/payment-terms.ts";
import { site } from "../company/site.ts";
import { VENUE_TIME_ZONE } from "../company/venue-time.ts";
import type { Estimate } from "./estimate.ts";
import { rateKindOf, VAT_PERCENT, type RateKind } from "./price-list.ts";
import type { eventEnquiries } from "./schema.ts";
import { eventSpace, setupLabels, type EventSetup } from "./spaces.ts";
import {
  datesText,
  formats,
  frankfurtTime,
  languageOf,
  manageLinkLabel,
  manageLinkText,
  momentText,
  spaceName,
  type EventDateTimes,
  type Lang,
} from "./mail-words.ts";

// The mails of an enquiry received (issue 47, decision 1135), all texts in one place: the visitor's
// acknowledgement in the enquiry's language (what was asked, the option it holds, the estimate with
// VAT and the payment terms, 'an estimate, not an offer') and the team's notification in English.
// The visitor's mail repeats nothing typed but the greeting's name (decision 1101): the space, dates,
// guests, setup and add-ons are the form's choices; event type, company and message are not repeated.

type Enquiry = Pick<
  typeof eventEnquiries.$inferSelect,
  | "id"
  | "fullName"
  | "email"
  | "company"
  | "spaceId"
  | "guests"
  | "setup"
  | "eventType"
  | "addOns"
  | "message"
  | "estimate"
  | "lang"
  | "createdAt"
>;

/** One date asked for: the day and the event's times. */
export type AskedDate = EventDateTimes;

/** The option the enquiry holds when the mail goes out: the first until a time, or the second. */
export type HeldOption = { rank: 1; until: Date } | { rank: 2 };

/** HH:MM in Frankfurt, for the rate rule. */
const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: VENUE_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const money = (cents: number, lang: Lang) => formats[lang].money.format(cents / 100);

function setupText(setup: string | null, lang: Lang): string | undefined {
  if (!setup || !Object.hasOwn(setupLabels, setup)) return undefined;
  return setupLabels[setup as EventSetup][lang];
}

const rateNames: Record<RateKind, Record<Lang, string>> = {
  day: { en: "full day", de: "ganzer Tag" },
  halfDay: { en: "half day", de: "halber Tag" },
  evening: { en: "evening", de: "Abendveranstaltung" },
};

/**
 * The estimate's lines as named in the language: the space's rate (named here), then the add-ons as
 * the estimate stored them from the price list, in German `labelDe` (decision 1144). For the mails and
 * the offer (offer-pdf.ts).
 */
export function estimateLineLabels(
  enquiry: Pick<Enquiry, "spaceId">,
  estimate: Estimate,
  dates: AskedDate[],
  lang: Lang,
): string[] {
  const space = eventSpace(enquiry.spaceId);
  const first = [...dates].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
  const rate = first ? rateKindOf(clock.format(first.startsAt), clock.format(first.endsAt)) : undefined;
  return estimate.lines.map((line, index) => {
    if (lang === "de") {
      if (index === 0 && space && rate) {
        const floors = space.floors.length;
        return `${space.nameDe}, ${rateNames[rate].de} (${floors === 1 ? "eine Etage" : `${floors} Etagen`})`;
      }
      if (line.labelDe) return line.labelDe;
    }
    return line.label;
  });
}

/**
 * The estimate as label-value rows in the language: each line (the space's rate, then the add-ons in
 * the order asked), net, VAT, gross and the payment terms. German labels are the mail's own; the
 * amounts are those stored with the enquiry, as the visitor saw them.
 */
function estimateRows(enquiry: Enquiry, dates: AskedDate[], lang: Lang): [string, string][] {
  const estimate = enquiry.estimate as Estimate;
  const labels = estimateLineLabels(enquiry, estimate, dates, lang);
  const rows = estimate.lines.map((line, index): [string, string] => [
    labels[index]!,
    `${line.quantity} × ${money(line.unitCents, lang)} = ${money(line.totalCents, lang)}`,
  ]);
  const percent = (value: number) => (lang === "de" ? `${value} %` : `${value}%`);
  const terms =
    estimate.payment.kind === "full"
      ? lang === "de"
        ? `${money(estimate.payment.dueCents, lang)} in voller Höhe mit der Rechnung (Beträge bis ${money(payment.fullPaymentUpToEur * 100, lang)})`
        : `${money(estimate.payment.dueCents, lang)} in full with the invoice (totals up to ${money(payment.fullPaymentUpToEur * 100, lang)})`
      : lang === "de"
        ? `${percent(payment.depositPercent)} (${money(estimate.payment.depositCents, lang)}) bei Vertragsabschluss, ${percent(payment.balancePercent)} (${money(estimate.payment.balanceCents, lang)}) ${estimate.payment.balanceDueWeeksBefore} Wochen vor der Veranstaltung`
        : `${percent(payment.depositPercent)} (${money(estimate.payment.depositCents, lang)}) on signing the contract, ${percent(payment.balancePercent)} (${money(estimate.payment.balanceCents, lang)}) ${estimate.payment.balanceDueWeeksBefore} weeks before the event`;
  return lang === "de"
    ? [
        ...rows,
        ["Netto", money(estimate.netCents, lang)],
        [`zzgl. ${percent(VAT_PERCENT)} MwSt.`, money(estimate.vatCents, lang)],
        ["Brutto", money(estimate.grossCents, lang)],
        ["Zahlung", terms],
      ]
    : [
        ...rows,
        ["Net", money(estimate.netCents, lang)],
        [`VAT ${percent(VAT_PERCENT)}`, money(estimate.vatCents, lang)],
        ["Gross", money(estimate.grossCents, lang)],
        ["Payment", terms],
      ];
}

/** To the visitor: what they asked for, the option it holds, the estimate, their link; the team replies. */
export function enquiryReceivedMail(
  enquiry: Enquiry,
  dates: AskedDate[],
  option: HeldOption,
  settings: MailSettings,
  /** The visitor's signed link to their enquiry (decision 1141). */
  manageUrl?: string,
): RenderedMail {
  const lang = languageOf(enquiry);
  const space = spaceName(enquiry.spaceId, lang);
  const when = `${datesText(dates, lang)} (${frankfurtTime[lang]})`;
  const setup = setupText(enquiry.setup, lang);
  const hello = greeting(enquiry.fullName, lang);
  const content =
    lang === "de"
      ? {
          subject: `Ihre Veranstaltungsanfrage: ${space}`,
          heading: `${hello}, vielen Dank für Ihre Veranstaltungsanfrage`,
          paragraphs: [
            `Sie haben ${space} für ${when} angefragt, für ${enquiry.guests} Gäste${setup ? `, ${setup}` : ""}.`,
            option.rank === 1
              ? `Wir halten die Termine für Sie als 1. Option bis ${momentText(option.until, lang)} (${frankfurtTime.de}).`
              : "Auf diese Termine hat bereits eine andere Anfrage die 1. Option; Ihre Anfrage hält die 2. Option und ist als nächste an der Reihe: Wir sagen Ihnen Bescheid, sobald die Termine frei werden.",
            "Unten finden Sie die Kostenschätzung zu Ihrer Anfrage. Sie ist eine unverbindliche Preisindikation, kein Angebot.",
            "Unser Team prüft Ihre Anfrage und meldet sich bei Ihnen mit einem Angebot.",
            ...(manageUrl ? [manageLinkText(manageUrl, lang)] : []),
          ],
          notes: [
            `Fragen? Antworten Sie auf diese E-Mail oder rufen Sie uns an: ${site.phone.display}.`,
            `Sie erhalten diese E-Mail, weil mit dieser Adresse eine Veranstaltungsanfrage bei ${site.name} gestellt wurde.`,
          ],
        }
      : {
          subject: `Your event enquiry: ${space}`,
          heading: `${hello}, thank you for your event enquiry`,
          paragraphs: [
            `You asked for ${space} on ${when}, for ${enquiry.guests} guests${setup ? `, ${setup}` : ""}.`,
            option.rank === 1
              ? `We hold the dates for you as a first option until ${momentText(option.until, lang)} (${frankfurtTime.en}).`
              : "Another enquiry holds the first option on these dates, so yours holds the second option: you are next in line, and we tell you when the dates become free.",
            "Below is the estimate for your enquiry. It is an estimate, not an offer.",
            "Our team checks your enquiry and replies to you with an offer.",
            ...(manageUrl ? [manageLinkText(manageUrl, lang)] : []),
          ],
          notes: [
            `Questions? Reply to this e-mail or call us on ${site.phone.display}.`,
            `You receive this e-mail because an event enquiry was sent to ${site.name} with this address.`,
          ],
        };
  return renderMail(
    { to: enquiry.email, replyTo: settings.team.enquiry, subject: content.subject },
    {
      lang,
      preview: content.paragraphs[1]!,
      heading: content.heading,
      paragraphs: content.paragraphs,
      fields: estimateRows(enquiry, dates, lang),
      ...(manageUrl ? { action: { label: manageLinkLabel[lang], href: manageUrl } } : {}),
      notes: content.notes,
    },
  );
}

/** To the team (English): the enquiry in full, the option it holds, the estimate's total; a link to its lead. */
export function teamEnquiryMail(
  enquiry: Enquiry,
  dates: AskedDate[],
  option: HeldOption | undefined,
  leadUrl: string | undefined,
  settings: MailSettings,
): RenderedMail {
  const space = spaceName(enquiry.spaceId, "en");
  const estimate = enquiry.estimate as Estimate;
  const held = !option
    ? "none any more (released or lapsed since)"
    : option.rank === 1
      ? `first option until ${momentText(option.until, "en")}`
      : "second option (behind another enquiry's first)";
  // The add-ons as the estimate priced them (its lines after the space's rate).
  const addOns = estimate.lines.slice(1).map((line) => `${line.label} × ${line.quantity}`);
  return renderMail(
    {
      to: settings.team.enquiry,
      replyTo: enquiry.email,
      subject: `New event enquiry: ${enquiry.fullName}${enquiry.company ? ` (${enquiry.company})` : ""}, ${space}, ${option?.rank === 2 ? "second option" : option ? "first option" : "no option"}`,
    },
    {
      lang: "en",
      preview: `${enquiry.fullName} enquired about ${space} on ${datesText(dates, "en")}.`,
      heading: "New event enquiry",
      paragraphs: [
        `${enquiry.fullName} sent an event enquiry (in ${enquiry.lang === "de" ? "German" : "English"}); the visitor was mailed the estimate. Reply to this mail to answer them directly.`,
        `All times are ${frankfurtTime.en}.`,
      ],
      fields: [
        ["Name", enquiry.fullName],
        ["E-mail", enquiry.email],
        ["Company", enquiry.company ?? "-"],
        ["Space", space],
        ["Dates", datesText(dates, "en")],
        ["Guests", String(enquiry.guests)],
        ["Setup", setupText(enquiry.setup, "en") ?? "-"],
        ["Event type", enquiry.eventType ?? "-"],
        ["Add-ons", addOns.length ? addOns.join(", ") : "-"],
        ["Message", enquiry.message ?? "-"],
        ["Option", held],
        ["Estimate", `${money(estimate.netCents, "en")} net, ${money(estimate.grossCents, "en")} gross`],
        ["Received", momentText(enquiry.createdAt, "en")],
      ],
      action: leadUrl
        ? { label: "Open the lead", href: leadUrl }
        : { label: `Reply to ${enquiry.fullName}`, href: `mailto:${enquiry.email}` },
    },
  );
}
