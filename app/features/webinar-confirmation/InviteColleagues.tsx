import { useRef, type FormEvent } from "react";
import { toast } from "~/components/ui/toast";
import { Button, ExternalButtonLink } from "~/components/ui/Button";
import { inviteMailto, webinarUrlIn, whatsappShareUrl, type InviteSession } from "./invite";
import { useStableId } from "~/islands/island-ids";
import { bilingual, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: {
    emailRequired: "Email address required",
    emailRequiredText: "Please enter an email address.",
    sent: "Invitation ready!",
    sentText: "Your email program opens the prepared invitation.",
    copied: "Link copied!",
    copyFailed: "Copying not possible",
    copyFailedText: "The link is selected: copy it with Ctrl+C or Cmd+C.",
    emailLabel: "Your colleague's email address",
    emailPlaceholder: "colleague@company.com",
    send: "Send invitation",
    noScript: "Without JavaScript:",
    draft: "Open an email draft with the link",
    link: "Link to the webinar",
    copy: "Copy link",
    whatsapp: "Share via WhatsApp",
    whatsappLabel: "Share via WhatsApp (opens in a new tab)",
  },
  de: {
    emailRequired: "E-Mail-Adresse erforderlich",
    emailRequiredText: "Bitte geben Sie eine E-Mail-Adresse ein.",
    sent: "Einladung versendet!",
    sentText: "Ihr E-Mail-Programm öffnet die vorbereitete Einladung.",
    copied: "Link kopiert!",
    copyFailed: "Kopieren nicht möglich",
    copyFailedText: "Der Link ist markiert: Kopieren Sie ihn mit Strg+C oder Cmd+C.",
    emailLabel: "E-Mail-Adresse Ihrer Kollegin oder Ihres Kollegen",
    emailPlaceholder: "kollegin@firma.de",
    send: "Einladung senden",
    noScript: "Ohne JavaScript:",
    draft: "E-Mail-Entwurf mit dem Link öffnen",
    link: "Link zum Webinar",
    copy: "Link kopieren",
    whatsapp: "Per WhatsApp teilen",
    whatsappLabel: "Per WhatsApp teilen (öffnet in neuem Tab)",
  },
});

const fieldClass =
  "block min-h-12 w-full rounded-lg border border-line bg-surface px-4 py-3 text-base text-ink placeholder:text-ink-muted " +
  "focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

/** Opens a mail draft in the visitor's own mail program; nothing is sent by our server. */
function openMailDraft(href: string) {
  const link = document.createElement("a");
  link.href = href;
  link.click();
}

/** Step 4: invite colleagues by mail draft or WhatsApp, or copy the link. */
export function InviteColleagues({ session }: { session: InviteSession }) {
  // Uncontrolled: an address typed before the page hydrated stays in the field.
  const emailRef = useRef<HTMLInputElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const emailId = useStableId();
  const linkId = useStableId();
  const locale = useLocale();
  const t = words[locale];
  const webinarUrl = webinarUrlIn(locale);

  function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = emailRef.current;
    const email = field?.value.trim() ?? "";
    if (email === "") {
      toast.error(t.emailRequired, { description: t.emailRequiredText });
      field?.focus();
      return;
    }
    openMailDraft(inviteMailto(email, session, locale));
    toast.success(t.sent, { description: t.sentText });
    if (field) field.value = "";
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(webinarUrl);
      toast.success(t.copied);
    } catch {
      linkRef.current?.select();
      toast.error(t.copyFailed, { description: t.copyFailedText });
    }
  }

  return (
    <div className="space-y-6">
      <form onSubmit={invite} noValidate className="space-y-2">
        <label htmlFor={emailId} className="block text-sm font-medium text-ink">
          {t.emailLabel}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            ref={emailRef}
            id={emailId}
            type="email"
            name="invite_email"
            autoComplete="off"
            placeholder={t.emailPlaceholder}
            className={`${fieldClass} sm:flex-1`}
          />
          <Button type="submit" className="min-h-12 px-7">
            {t.send}
          </Button>
        </div>
        <noscript>
          <p className="text-sm text-ink-muted">
            {t.noScript}{" "}
            <a className="text-accent underline underline-offset-4" href={inviteMailto("", session, locale)}>
              {t.draft}
            </a>
          </p>
        </noscript>
      </form>

      <div className="space-y-2">
        <label htmlFor={linkId} className="block text-sm font-medium text-ink">
          {t.link}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            ref={linkRef}
            id={linkId}
            type="url"
            readOnly
            value={webinarUrl}
            onFocus={(event) => event.currentTarget.select()}
            className={`${fieldClass} bg-canvas text-ink-muted sm:flex-1`}
          />
          <Button variant="secondary" onClick={copyLink} className="min-h-12 px-7">
            {t.copy}
          </Button>
        </div>
      </div>

      <ExternalButtonLink
        href={whatsappShareUrl(session, locale)}
        newTab
        variant="secondary"
        className="min-h-12 px-7"
        aria-label={t.whatsappLabel}
      >
        {t.whatsapp}
      </ExternalButtonLink>
    </div>
  );
}
