import { bilingual, localeOr } from "../company/locale.ts";
import { site } from "../company/site.ts";
import { retention } from "../privacy/retention-periods.ts";
import type { newsletterSubscriptions } from "../../db/schema.ts";
import { renderMail, type RenderedMail } from "../../mail/layout.ts";

// The newsletter's mail: the confirmation of a sign-up (double opt-in), in the language of the page
// the address was entered on.

type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/** The headers every newsletter mail carries: one-click unsubscribe (RFC 8058). */
function newsletterHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

const words = bilingual({
  en: {
    subject: `Please confirm your subscription to the ${site.name} newsletter`,
    preview: "One click to confirm your newsletter subscription.",
    heading: "Confirm your subscription",
    ask: (email: string) =>
      `Please confirm that you want to receive the ${site.name} Frankfurt newsletter at ${email}. We send nothing else until you do.`,
    expiry: `The link works for ${retention.newsletterLinkDays} days. If you did not sign up, ignore this e-mail: the address is deleted after ${retention.unconfirmedNewsletterDays} days.`,
    confirm: "Confirm subscription",
    unsubscribe: (url: string) => `Changed your mind? Unsubscribe: ${url}`,
  },
  de: {
    subject: `Bitte bestätigen Sie Ihre Anmeldung zum ${site.name}-Newsletter`,
    preview: "Ein Klick, und Ihre Newsletter-Anmeldung ist bestätigt.",
    heading: "Bitte bestätigen Sie Ihre Anmeldung",
    ask: (email: string) =>
      `Bitte bestätigen Sie, dass Sie den Newsletter von ${site.name} Frankfurt an ${email} erhalten möchten. Bis dahin senden wir Ihnen nichts weiter.`,
    expiry: `Der Link ist ${retention.newsletterLinkDays} Tage gültig. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach: Die Adresse wird nach ${retention.unconfirmedNewsletterDays} Tagen gelöscht.`,
    confirm: "Anmeldung bestätigen",
    unsubscribe: (url: string) => `Sie haben es sich anders überlegt? Hier abmelden: ${url}`,
  },
});

export function newsletterConfirmationMail(
  row: SubscriptionRow,
  links: { confirmUrl: string; unsubscribeUrl: string },
): RenderedMail {
  const lang = localeOr(row.language);
  const t = words[lang];
  return renderMail(
    { to: row.email, subject: t.subject, headers: newsletterHeaders(links.unsubscribeUrl) },
    {
      lang,
      preview: t.preview,
      heading: t.heading,
      paragraphs: [t.ask(row.email), t.expiry],
      action: { label: t.confirm, href: links.confirmUrl },
      notes: [t.unsubscribe(links.unsubscribeUrl)],
    },
  );
}
