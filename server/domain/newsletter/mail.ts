import { site } from "../company/site.ts";
import { retention } from "../privacy/retention-periods.ts";
import type { newsletterSubscriptions } from "../../db/schema.ts";
import { renderMail, type RenderedMail } from "../../mail/layout.ts";

// The newsletter's mail: the confirmation of a sign-up (double opt-in), in English.

type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/** The headers every newsletter mail carries: one-click unsubscribe (RFC 8058). */
function newsletterHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export function newsletterConfirmationMail(
  row: SubscriptionRow,
  links: { confirmUrl: string; unsubscribeUrl: string },
): RenderedMail {
  return renderMail(
    {
      to: row.email,
      subject: `Please confirm your subscription to the ${site.name} newsletter`,
      headers: newsletterHeaders(links.unsubscribeUrl),
    },
    {
      lang: "en",
      preview: "One click to confirm your newsletter subscription.",
      heading: "Confirm your subscription",
      paragraphs: [
        `Please confirm that you want to receive the ${site.name} Frankfurt newsletter at ${row.email}. We send nothing else until you do.`,
        `The link works for ${retention.newsletterLinkDays} days. If you did not sign up, ignore this e-mail: the address is deleted after ${retention.unconfirmedNewsletterDays} days.`,
      ],
      action: { label: "Confirm subscription", href: links.confirmUrl },
      notes: [`Changed your mind? Unsubscribe: ${links.unsubscribeUrl}`],
    },
  );
}
