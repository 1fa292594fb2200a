// What every context's mails need besides their row: the site's address for links and the team's
// mailboxes (read from the environment by transport.ts's mailSettings()), and dates in Berlin time.

export interface MailSettings {
  siteUrl: string;
  team: { contact: string; tour: string; webinar: string; enquiry: string };
}

/** An absolute link to a path of the site. */
export const link = (settings: MailSettings, path: string) => new URL(path, settings.siteUrl).toString();

/** A date and time as the team and visitors in Frankfurt read it. */
export const berlin = (date: Date, lang: "en" | "de") =>
  new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
    timeZone: "Europe/Berlin",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(date);
