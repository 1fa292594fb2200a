import { greeting } from "../../mail/visitor-text.ts";
import { bilingual, localeOr } from "../company/locale.ts";
import { site } from "../company/site.ts";
import { contactMessages } from "./contact-messages.ts";
import { tourMessages } from "./tour-messages.ts";
import type { contactSubmissions, tourBookings } from "../../db/schema.ts";
import { renderMail, type RenderedMail } from "../../mail/layout.ts";
import { berlin, link, type MailSettings } from "../../mail/settings.ts";
import { tourAvailabilityWords } from "../booking/tour-words.ts";

// The mails about a contact message or a tour request, one function each: a row in, subject,
// recipients, HTML and text out. The team's in English; the visitor's contact mail in the language of
// the page the message came from.

type ContactRow = typeof contactSubmissions.$inferSelect;
/** A tour request; its `lang` (issue 44) is the page's it was sent from, English when absent. */
type TourRow = Omit<typeof tourBookings.$inferSelect, "lang"> & { lang?: string };

export function teamContactMail(row: ContactRow, settings: MailSettings): RenderedMail {
  const name = `${row.firstName} ${row.lastName}`;
  return renderMail(
    {
      to: settings.team.contact,
      replyTo: row.email,
      subject: `New contact message from ${name}${row.company ? ` (${row.company})` : ""}`,
    },
    {
      lang: "en",
      preview: row.message.slice(0, 120),
      heading: "New contact message",
      paragraphs: [`${name} wrote through the contact form. Reply to this mail to answer them directly.`],
      fields: [
        ["Name", name],
        ["E-mail", row.email],
        ["Company", row.company ?? "-"],
        ["Message", row.message],
        ["Received", berlin(row.createdAt, "en")],
      ],
      action: { label: `Reply to ${row.firstName}`, href: `mailto:${row.email}` },
    },
  );
}

// Read on each call: the words name the phone, and an owner may publish new company details.
const visitorContactWords = () =>
  bilingual({
    en: {
      subject: `We received your message - ${site.name} Frankfurt`,
      heading: (greeting: string) => `${greeting}, thank you for your message`,
      urgent: `If it is urgent, call us on ${site.phone.display} (${site.businessHours.display}).`,
      formPath: "/contact",
      why: (page: string) => `You receive this e-mail because this address was entered in the contact form on ${page}.`,
    },
    de: {
      subject: `Wir haben Ihre Nachricht erhalten – ${site.name} Frankfurt`,
      heading: (greeting: string) => `${greeting}, vielen Dank für Ihre Nachricht`,
      urgent: `Wenn es eilt, rufen Sie uns an: ${site.phone.display} (${site.businessHours.de.display}).`,
      formPath: "/de/kontakt",
      why: (page: string) =>
        `Sie erhalten diese E-Mail, weil diese Adresse im Kontaktformular auf ${page} eingegeben wurde.`,
    },
  });

// A visitor's mail never repeats the message or a name that is no name (issue 41): the address may be someone else's.
// It speaks the language of the page the message was sent from.
export function visitorContactMail(row: ContactRow, settings: MailSettings): RenderedMail {
  const lang = localeOr(row.language);
  const words = visitorContactWords()[lang];
  const thanks = contactMessages[lang].success.description;
  return renderMail(
    { to: row.email, replyTo: settings.team.contact, subject: words.subject },
    {
      lang,
      preview: thanks,
      heading: words.heading(greeting(row.firstName, lang)),
      paragraphs: [thanks, words.urgent],
      notes: [words.why(link(settings, words.formPath))],
    },
  );
}

/** `booked`: the visitor took a free time (issue 46); else the request waits for a time by arrangement. */
export function teamTourMail(row: TourRow, settings: MailSettings, booked = false): RenderedMail {
  return renderMail(
    {
      to: settings.team.tour,
      replyTo: row.email,
      subject: `${booked ? "Tour booked" : "New tour request"}: ${row.fullName}, ${row.preferredDate} ${row.preferredTime}`,
    },
    {
      lang: "en",
      preview: `${row.fullName} ${booked ? "booked a tour" : "would like a tour"} on ${row.preferredDate} at ${row.preferredTime}.`,
      heading: booked ? "New tour booked" : "New tour request",
      paragraphs: [
        booked
          ? `${row.fullName} booked a free tour time; the visitor has the calendar invite. The tour is in the back office under Tours.`
          : `${row.fullName} asked for a venue tour outside the tour hours: confirm a time under Tours in the back office. ${site.responsePromise}`,
      ],
      fields: [
        ["Name", row.fullName],
        ["E-mail", row.email],
        ["Company", row.company ?? "-"],
        ["Phone", row.phoneNumber ?? "-"],
        ["Preferred date", row.preferredDate],
        ["Preferred time", row.preferredTime],
        ["Guests", row.numberOfGuests === null ? "-" : String(row.numberOfGuests)],
        ["Additional information", row.additionalInformation ?? "-"],
        ["Received", berlin(row.createdAt, "en")],
      ],
      action: { label: `Reply to ${row.fullName}`, href: `mailto:${row.email}` },
    },
  );
}

export function visitorTourMail(row: TourRow, settings: MailSettings): RenderedMail {
  // In the language of the page the request was sent from (issue 44).
  if (row.lang === "de") return visitorTourMailDe(row, settings);
  return renderMail(
    { to: row.email, replyTo: settings.team.tour, subject: `Your tour request at ${site.name} Frankfurt` },
    {
      lang: "en",
      preview: tourMessages.en.success.description,
      heading: `${greeting(row.fullName, "en")}, we received your tour request`,
      paragraphs: [
        tourMessages.en.success.description,
        `${site.tourAvailability.duration}. ${site.tourAvailability.weekdays}; ${site.tourAvailability.weekends.toLowerCase()}.`,
      ],
      fields: [
        ["Preferred date", row.preferredDate],
        ["Preferred time", row.preferredTime],
        ["Guests", row.numberOfGuests === null ? "-" : String(row.numberOfGuests)],
      ],
      notes: [
        `You receive this e-mail because this address was entered in the tour form on ${link(settings, "/book-tour")}.`,
      ],
    },
  );
}

function visitorTourMailDe(row: TourRow, settings: MailSettings): RenderedMail {
  const availability = tourAvailabilityWords.de;
  const [year, month, day] = row.preferredDate.split("-");
  return renderMail(
    {
      to: row.email,
      replyTo: settings.team.tour,
      subject: `Ihre Anfrage für eine Besichtigung bei ${site.name} Frankfurt`,
    },
    {
      lang: "de",
      preview: tourMessages.de.success.description,
      heading: `${greeting(row.fullName, "de")}, wir haben Ihre Anfrage für eine Besichtigung erhalten`,
      paragraphs: [
        tourMessages.de.success.description,
        `${availability.duration}. ${availability.weekdays}; ${availability.weekends.replace(/^Am/, "am")}.`,
      ],
      fields: [
        ["Wunschdatum", year && month && day ? `${day}.${month}.${year}` : row.preferredDate],
        ["Wunschzeit", `${row.preferredTime.replace(/^0(\d)/, "$1")} Uhr`],
        ["Personen", row.numberOfGuests === null ? "-" : String(row.numberOfGuests)],
      ],
      notes: [
        `Sie erhalten diese E-Mail, weil diese Adresse im Formular für Besichtigungen auf ${link(settings, "/de/tour-buchen")} eingegeben wurde.`,
      ],
    },
  );
}
