import { buildIcs } from "../../mail/ics.ts";
import { renderMail, type MailAttachment, type RenderedMail } from "../../mail/layout.ts";
import type { MailSettings } from "../../mail/settings.ts";
import { greeting } from "../../mail/visitor-text.ts";
import { fullAddress, site } from "../company/site.ts";
import type { eventEnquiries } from "./schema.ts";
import {
  datesText,
  dayText,
  frankfurtTime,
  languageOf,
  manageLinkLabel,
  manageLinkText,
  momentText,
  spaceName,
  type EventDateTimes,
  type Lang,
} from "./mail-words.ts";

// The mails of an option's lapse (issue 47, decision 1132), all texts in one place: to the visitor
// whose first option expired, to the visitor whose second option moved up (each in the enquiry's
// language, dates and times in Frankfurt time) and to the team (English, like its other mails); and
// of the team's own changes (decision 1136): the option released, the booking with its calendar files.
// Visitor mails repeat nothing typed but the greeting's name (decision 1101): space and dates only.

type Enquiry = Pick<typeof eventEnquiries.$inferSelect, "fullName" | "email" | "company" | "spaceId" | "lang">;

/** A date an option held: the day and the event's times. */
export type HeldDate = EventDateTimes;

function visitorNotes(lang: Lang): string[] {
  return lang === "de"
    ? [
        `Fragen? Antworten Sie auf diese E-Mail oder rufen Sie uns an: ${site.phone.display}.`,
        `Sie erhalten diese E-Mail, weil mit dieser Adresse eine Veranstaltungsanfrage bei ${site.name} gestellt wurde.`,
      ]
    : [
        `Questions? Reply to this e-mail or call us on ${site.phone.display}.`,
        `You receive this e-mail because an event enquiry was sent to ${site.name} with this address.`,
      ];
}

/** To the visitor whose first option lapsed: the dates are free again unless someone held them behind. */
export function optionLapsedMail(enquiry: Enquiry, dates: HeldDate[], settings: MailSettings): RenderedMail {
  const lang = languageOf(enquiry);
  const space = spaceName(enquiry.spaceId, lang);
  const when = `${datesText(dates, lang)} (${frankfurtTime[lang]})`;
  const hello = greeting(enquiry.fullName, lang);
  const content =
    lang === "de"
      ? {
          subject: `Ihre Option auf ${space} ist abgelaufen`,
          heading: `${hello}, Ihre Option ist abgelaufen`,
          paragraphs: [
            `Ihre Option auf ${space} für ${when} ist abgelaufen.`,
            "Die Termine sind damit wieder frei, es sei denn, eine andere Anfrage hatte eine 2. Option darauf.",
            `Möchten Sie die Termine weiterhin halten? Antworten Sie auf diese E-Mail oder rufen Sie uns an unter ${site.phone.display}; wir prüfen dann gern, ob sie noch frei sind.`,
          ],
        }
      : {
          subject: `Your option on ${space} has expired`,
          heading: `${hello}, your option has expired`,
          paragraphs: [
            `Your option on ${space} for ${when} has expired.`,
            "The dates are free again, unless someone else held a second option on them.",
            `Would you still like to hold them? Reply to this e-mail or call us on ${site.phone.display}, and we will check whether they are still free.`,
          ],
        };
  return renderMail(
    { to: enquiry.email, replyTo: settings.team.enquiry, subject: content.subject },
    {
      lang,
      preview: content.paragraphs[0]!,
      heading: content.heading,
      paragraphs: content.paragraphs,
      notes: visitorNotes(lang),
    },
  );
}

/** To the visitor whose second option moved up: they hold the first option now, until `until`. */
export function optionPromotedMail(
  enquiry: Enquiry,
  dates: HeldDate[],
  until: Date,
  settings: MailSettings,
  /** What ended the option ahead: it lapsed, or it was released (by staff or its visitor, or behind a booking). */
  ahead: "expired" | "released" = "expired",
  /** The visitor's signed link to their enquiry (decision 1141). */
  manageUrl?: string,
): RenderedMail {
  const lang = languageOf(enquiry);
  const space = spaceName(enquiry.spaceId, lang);
  const when = `${datesText(dates, lang)} (${frankfurtTime[lang]})`;
  const deadline = `${momentText(until, lang)} (${frankfurtTime[lang]})`;
  const hello = greeting(enquiry.fullName, lang);
  const content =
    lang === "de"
      ? {
          subject: `Sie haben jetzt die 1. Option auf ${space}`,
          heading: `${hello}, Sie haben jetzt die 1. Option`,
          paragraphs: [
            `Die Option vor Ihrer ${ahead === "released" ? "wurde freigegeben" : "ist abgelaufen"}: Ihre Anfrage für ${space} am ${when} hält jetzt die 1. Option.`,
            `Wir halten die Termine für Sie bis ${deadline}.`,
            `Möchten Sie verbindlich buchen oder die Option verlängern? Antworten Sie vorher auf diese E-Mail oder rufen Sie uns an unter ${site.phone.display}.`,
            ...(manageUrl ? [manageLinkText(manageUrl, "de")] : []),
          ],
        }
      : {
          subject: `You now hold the first option on ${space}`,
          heading: `${hello}, you now hold the first option`,
          paragraphs: [
            `The option ahead of yours ${ahead === "released" ? "has been released" : "has expired"}: your enquiry for ${space} on ${when} now holds the first option.`,
            `We hold the dates for you until ${deadline}.`,
            `Would you like to book them or extend the option? Reply to this e-mail before then or call us on ${site.phone.display}.`,
            ...(manageUrl ? [manageLinkText(manageUrl, "en")] : []),
          ],
        };
  return renderMail(
    { to: enquiry.email, replyTo: settings.team.enquiry, subject: content.subject },
    {
      lang,
      preview: content.paragraphs[0]!,
      heading: content.heading,
      paragraphs: content.paragraphs,
      ...(manageUrl ? { action: { label: manageLinkLabel[lang], href: manageUrl } } : {}),
      notes: visitorNotes(lang),
    },
  );
}

/**
 * To the visitor whose option was released: by the team (`staff`), by themselves through their link
 * (`visitor`), or because another enquiry booked a date it waited on (`booked`, naming those dates;
 * the enquiry's other dates end with it).
 */
export function optionReleasedMail(
  enquiry: Enquiry,
  dates: HeldDate[],
  because: { by: "staff" | "visitor" } | { by: "booked"; booked: HeldDate[] },
  settings: MailSettings,
): RenderedMail {
  const lang = languageOf(enquiry);
  const space = spaceName(enquiry.spaceId, lang);
  const when = `${datesText(dates, lang)} (${frankfurtTime[lang]})`;
  const hello = greeting(enquiry.fullName, lang);
  const booked = because.by === "booked" ? datesText(because.booked.length ? because.booked : dates, lang) : undefined;
  const content =
    lang === "de"
      ? booked
        ? {
            subject: `Ihre Option auf ${space} ist beendet`,
            heading: `${hello}, der Termin wurde anderweitig gebucht`,
            paragraphs: [
              `Leider wurde ${space} am ${booked} (${frankfurtTime.de}) anderweitig gebucht. Ihre Option für ${when} ist damit beendet.`,
              `Möchten Sie andere Termine prüfen? Antworten Sie auf diese E-Mail oder rufen Sie uns an unter ${site.phone.display}; wir sehen gern nach, was frei ist.`,
            ],
          }
        : {
            subject: `Ihre Option auf ${space} wurde freigegeben`,
            heading: `${hello}, Ihre Option wurde freigegeben`,
            paragraphs: [
              `${because.by === "visitor" ? "Wie gewünscht haben wir" : "Wir haben"} Ihre Option auf ${space} für ${when} freigegeben. Die Termine sind nicht mehr für Sie reserviert.`,
              `Möchten Sie doch einen Termin halten? Antworten Sie auf diese E-Mail oder rufen Sie uns an unter ${site.phone.display}; wir prüfen dann gern, was frei ist.`,
            ],
          }
      : booked
        ? {
            subject: `Your option on ${space} has ended`,
            heading: `${hello}, the date has been booked`,
            paragraphs: [
              `We are sorry: ${space} has been booked by someone else on ${booked} (${frankfurtTime.en}). Your option for ${when} has therefore ended.`,
              `Would you like to look at other dates? Reply to this e-mail or call us on ${site.phone.display}, and we will find out what is free.`,
            ],
          }
        : {
            subject: `Your option on ${space} has been released`,
            heading: `${hello}, your option has been released`,
            paragraphs: [
              `${because.by === "visitor" ? "As you asked, we have" : "We have"} released your option on ${space} for ${when}. The dates are no longer held for you.`,
              `Would you still like to hold a date? Reply to this e-mail or call us on ${site.phone.display}, and we will check what is free.`,
            ],
          };
  return renderMail(
    { to: enquiry.email, replyTo: settings.team.enquiry, subject: content.subject },
    {
      lang,
      preview: content.paragraphs[0]!,
      heading: content.heading,
      paragraphs: content.paragraphs,
      notes: visitorNotes(lang),
    },
  );
}

/** The calendar files of a booking: one invite per booked day (one UID each, so each can be updated alone). */
export function bookingCalendarFiles(
  booking: { enquiryId: number; enquiry: Enquiry; dates: HeldDate[] },
  organizerEmail: string,
  now = new Date(),
): MailAttachment[] {
  const { enquiry } = booking;
  const lang = languageOf(enquiry);
  const space = spaceName(enquiry.spaceId, lang);
  const domain = new URL(site.defaultOrigin).hostname.replace(/^www\./, "");
  const days = new Map<string, HeldDate>();
  for (const date of [...booking.dates].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()))
    if (!days.has(date.day)) days.set(date.day, date);
  return [...days.values()].map((date) => ({
    filename: `spark-event-${date.day}.ics`,
    contentType: "text/calendar; charset=utf-8; method=REQUEST",
    content: buildIcs(
      {
        uid: `enquiry-${booking.enquiryId}-${date.day}@${domain}`,
        title: lang === "de" ? `Ihre Veranstaltung bei ${site.name}: ${space}` : `Your event at ${site.name}: ${space}`,
        description:
          lang === "de"
            ? `Gebucht: ${space} bei ${site.name} Frankfurt.`
            : `Booked: ${space} at ${site.name} Frankfurt.`,
        location: `${site.name}, ${fullAddress()}`,
        start: date.startsAt,
        end: date.endsAt,
        invitation: {
          method: "REQUEST",
          organizer: { name: `${site.name} Frankfurt`, email: organizerEmail },
          attendee: { name: enquiry.fullName, email: enquiry.email },
        },
      },
      now,
    ),
  }));
}

/** An offer's PDF as the booking's mail names it (offer-pdf.ts): its number, last valid day and file. */
export interface OfferFile {
  number: string;
  /** YYYY-MM-DD. */
  validUntil: string;
  file: MailAttachment;
}

/**
 * To the visitor whose option became a booking: the booked dates, with the offer's PDF (when there is
 * one to price it: decision 1142) and a calendar invite per day.
 */
export function bookingConfirmedMail(
  enquiry: Enquiry,
  dates: HeldDate[],
  calendarFiles: MailAttachment[],
  settings: MailSettings,
  offer?: OfferFile,
): RenderedMail {
  const lang = languageOf(enquiry);
  const space = spaceName(enquiry.spaceId, lang);
  const when = `${datesText(dates, lang)} (${frankfurtTime[lang]})`;
  const hello = greeting(enquiry.fullName, lang);
  const validUntil = offer && dayText(offer.validUntil, lang);
  const content =
    lang === "de"
      ? {
          subject: `Ihre Buchung bei ${site.name}: ${space}`,
          heading: `${hello}, Ihre Veranstaltung ist gebucht`,
          paragraphs: [
            `Wir haben ${space} für Sie gebucht: ${when}.`,
            ...(offer
              ? [
                  `Im Anhang finden Sie unser Angebot Nr. ${offer.number} (PDF) mit den Preisen und Zahlungsbedingungen. Es ist gültig bis ${validUntil}; bitte bestätigen Sie es bis dahin mit einer Antwort auf diese E-Mail.`,
                ]
              : []),
            `Adresse: ${site.name}, ${fullAddress()}. Die Termine für Ihren Kalender finden Sie im Anhang.`,
            "Wir melden uns bei Ihnen, um die Einzelheiten Ihrer Veranstaltung abzustimmen.",
          ],
        }
      : {
          subject: `Your booking at ${site.name}: ${space}`,
          heading: `${hello}, your event is booked`,
          paragraphs: [
            `We have booked ${space} for you: ${when}.`,
            ...(offer
              ? [
                  `Our offer no. ${offer.number} is attached as a PDF, with the prices and payment terms. It is valid until ${validUntil}; please confirm it by then by replying to this e-mail.`,
                ]
              : []),
            `Where: ${site.name}, ${fullAddress()}. The calendar entries are attached.`,
            "We will be in touch to go through the details of your event.",
          ],
        };
  return {
    ...renderMail(
      { to: enquiry.email, replyTo: settings.team.enquiry, subject: content.subject },
      {
        lang,
        preview: content.paragraphs[0]!,
        heading: content.heading,
        paragraphs: content.paragraphs,
        notes: visitorNotes(lang),
      },
    ),
    attachments: offer ? [offer.file, ...calendarFiles] : calendarFiles,
  };
}

/** An enquiry as the team reads it: name, company and address. */
const whoText = (enquiry: Enquiry) =>
  `${enquiry.fullName}${enquiry.company ? ` (${enquiry.company})` : ""}, ${enquiry.email}`;

/**
 * To the team: whose first option lapsed, on what, and who holds the dates now. A promoted enquiry
 * whose option ended again before this mail went out is said so (`until` undefined).
 */
export function teamOptionExpiryMail(
  lapsed: { enquiry: Enquiry; dates: HeldDate[]; at: Date },
  promoted: { enquiry: Enquiry; dates: HeldDate[]; until: Date | undefined }[],
  settings: MailSettings,
): RenderedMail {
  const { enquiry } = lapsed;
  const space = spaceName(enquiry.spaceId, "en");
  const moved = promoted.map(({ enquiry: next, dates, until }) =>
    until
      ? `${whoText(next)} now holds the first option on ${spaceName(next.spaceId, "en")} for ${datesText(dates, "en")}, until ${momentText(until, "en")}; they were mailed.`
      : `${whoText(next)} moved up to the first option, but holds no option any more.`,
  );
  const names = promoted.map((entry) => entry.enquiry.fullName);
  return renderMail(
    {
      to: settings.team.enquiry,
      subject: `Option expired: ${enquiry.fullName}, ${space}${names.length ? `; first option now ${names.join(", ")}` : ""}`,
    },
    {
      lang: "en",
      preview: `The first option of ${enquiry.fullName} on ${space} expired.`,
      heading: "An option expired",
      paragraphs: [
        `The option of ${whoText(enquiry)} on ${space} for ${datesText(lapsed.dates, "en")} expired on ${momentText(lapsed.at, "en")}; they were mailed.`,
        ...(moved.length ? moved : ["No second option was waiting: the dates are free again."]),
        `All times are ${frankfurtTime.en}.`,
      ],
    },
  );
}
