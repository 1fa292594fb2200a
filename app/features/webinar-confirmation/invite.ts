import { webinar } from "../../content/webinar.ts";
import { buildMailto } from "../../lib/mailto.ts";
import { absoluteUrl } from "../../lib/seo.ts";

/** The public page colleagues sign up on. */
export const webinarUrl = absoluteUrl(webinar.landingPath);

/** A prefilled mail draft to a colleague, sent from the visitor's own mail program. */
export function inviteMailto(to: string): string {
  return buildMailto({
    to,
    subject: `Einladung: Kostenfreies Live-Webinar „${webinar.title}“ am ${webinar.date}`,
    body: [
      "Hallo,",
      "",
      `ich habe mich für das kostenfreie Live-Webinar „${webinar.title}“ von SPARK Frankfurt angemeldet und dachte, das ist auch etwas für dich.`,
      "",
      `Wann: ${webinar.dateLong}, ${webinar.time}-${webinar.endTime} Uhr, online im Browser`,
      "Themen: die passende LED-Wall, Content, Budget und ein Live-Q&A mit dem Produktionsteam",
      `Anmeldung (100 % kostenfrei, nur ${webinar.seats} Plätze): ${webinarUrl}`,
      "",
      "Viele Grüße",
    ].join("\n"),
  });
}

/** WhatsApp's share link with a prefilled text and the webinar URL. */
export function whatsappShareUrl(): string {
  const text = `Kostenfreies Live-Webinar „${webinar.title}“ am ${webinar.date} um ${webinar.time} Uhr. Melde dich hier an: ${webinarUrl}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
