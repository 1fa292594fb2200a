import { site } from "../company/site.ts";
import { renderMail, type RenderedMail } from "../../mail/layout.ts";
import { berlin } from "../../mail/settings.ts";

// The invitation to the back office (English, like the back office).

export function staffInviteMail(invite: {
  to: string;
  role: string;
  url: string;
  expiresAt: Date;
  inviter?: string;
}): RenderedMail {
  const role = invite.role === "owner" ? "an owner" : invite.role === "editor" ? "an editor" : "a member of the team";
  // An editor changes the site's content (decision 1145) and never opens the inbox.
  const what =
    invite.role === "editor"
      ? "the event price list every enquiry's estimate is made from"
      : "the inbox of every contact message, tour request, webinar registration and newsletter subscriber";
  return renderMail(
    { to: invite.to, subject: `Your invitation to the ${site.name} back office` },
    {
      lang: "en",
      preview: `${invite.inviter ?? `The ${site.name} team`} invited you to the back office.`,
      heading: `Join the ${site.name} back office`,
      paragraphs: [
        `${invite.inviter ?? `The ${site.name} team`} invited you to the ${site.name} back office as ${role}: ${what}.`,
        "Open the link, choose your name and a password, then set up an authenticator app for the second factor.",
      ],
      action: { label: "Accept invitation", href: invite.url },
      notes: [
        `The link works once, until ${berlin(invite.expiresAt, "en")} (Berlin time): ${invite.url}`,
        "If you did not expect this invitation, ignore this e-mail; nothing happens without the link.",
      ],
    },
  );
}
