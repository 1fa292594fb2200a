import { site } from "../company/site.ts";
import { renderMail, type RenderedMail } from "../../mail/layout.ts";

// The notice a staff member gets after their password or second factor changed: what changed and
// when, never a code, key or link that would let a reader act on the account (docs/decisions/0861).

const securityChanges = {
  password: { subject: "Your back-office password was changed", what: "the password of your account was changed" },
  "two-factor": {
    subject: "Two-factor authentication was set up on your account",
    what: "an authenticator app was connected to your account for two-factor authentication",
  },
  "backup-codes": {
    subject: "New backup codes were generated for your account",
    what: "new backup codes were generated for your account; the earlier ones no longer work",
  },
} as const;
export type SecurityChange = keyof typeof securityChanges;

export function staffSecurityMail(input: {
  to: string;
  name: string;
  change: SecurityChange;
  at: Date;
  siteUrl: string;
}): RenderedMail {
  const change = securityChanges[input.change];
  const at = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Berlin",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(input.at);
  return renderMail(
    { to: input.to, subject: `${site.name}: ${change.subject}` },
    {
      lang: "en",
      preview: `On ${at} (Berlin time) ${change.what}.`,
      heading: change.subject,
      paragraphs: [
        `Hello ${input.name}, on ${at} (Berlin time) ${change.what} in the ${site.name} back office.`,
        "If this was you, there is nothing to do.",
        `If it was not you, tell an owner of the back office at once: they can deactivate the account and sign out all its sessions. Then change your password on the account page (${new URL("/staff/account", input.siteUrl).toString()}).`,
      ],
    },
  );
}
