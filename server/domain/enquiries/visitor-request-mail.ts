import { renderMail, type RenderedMail } from "../../mail/layout.ts";
import type { MailSettings } from "../../mail/settings.ts";
import type { eventEnquiries } from "./schema.ts";
import { datesText, frankfurtTime, momentText, spaceName, type EventDateTimes } from "./mail-words.ts";

// What a visitor did through their enquiry's link (issue 47, decision 1141), told to the team in
// English like its other mails: they ask us to confirm their first option, or they released it.

type Enquiry = Pick<typeof eventEnquiries.$inferSelect, "fullName" | "email" | "company" | "spaceId">;

const whoText = (enquiry: Enquiry) =>
  `${enquiry.fullName}${enquiry.company ? ` (${enquiry.company})` : ""}, ${enquiry.email}`;

/** To the team: the visitor asks to confirm the first option they hold until `until`. */
export function teamConfirmRequestMail(
  enquiry: Enquiry,
  held: { dates: EventDateTimes[]; until: Date },
  leadUrl: string | undefined,
  settings: MailSettings,
): RenderedMail {
  const space = spaceName(enquiry.spaceId, "en");
  return renderMail(
    { to: settings.team.enquiry, replyTo: enquiry.email, subject: `Request to confirm: ${enquiry.fullName}, ${space}` },
    {
      lang: "en",
      preview: `${enquiry.fullName} asks us to confirm their option on ${space}.`,
      heading: "A visitor asks to confirm their option",
      paragraphs: [
        `${whoText(enquiry)} asked through their link to confirm their first option on ${space} for ${datesText(held.dates, "en")}, held until ${momentText(held.until, "en")}.`,
        "Please send them the offer. Reply to this mail to answer them directly.",
        `All times are ${frankfurtTime.en}.`,
      ],
      action: leadUrl
        ? { label: "Open the lead", href: leadUrl }
        : { label: `Reply to ${enquiry.fullName}`, href: `mailto:${enquiry.email}` },
    },
  );
}

/** To the team: the visitor released their option; a second option behind it moved up (if any) was mailed. */
export function teamVisitorReleaseMail(
  enquiry: Enquiry,
  dates: EventDateTimes[],
  leadUrl: string | undefined,
  settings: MailSettings,
): RenderedMail {
  const space = spaceName(enquiry.spaceId, "en");
  return renderMail(
    {
      to: settings.team.enquiry,
      replyTo: enquiry.email,
      subject: `Option released by the visitor: ${enquiry.fullName}, ${space}`,
    },
    {
      lang: "en",
      preview: `${enquiry.fullName} released their option on ${space}.`,
      heading: "A visitor released their option",
      paragraphs: [
        `${whoText(enquiry)} released their option on ${space} for ${datesText(dates, "en")} through their link; they were mailed.`,
        "Any second option behind it has moved up and its visitor was mailed; the lead shows who holds the dates now.",
        `All times are ${frankfurtTime.en}.`,
      ],
      ...(leadUrl ? { action: { label: "Open the lead", href: leadUrl } } : {}),
    },
  );
}
