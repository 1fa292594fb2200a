import { useRef, type FormEvent } from "react";
import { toast } from "~/components/ui/toast";
import { Button, ExternalButtonLink } from "~/components/ui/Button";
import { inviteMailto, webinarUrl, whatsappShareUrl, type InviteSession } from "./invite";
import { useStableId } from "~/islands/island-ids";

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

  function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = emailRef.current;
    const email = field?.value.trim() ?? "";
    if (email === "") {
      toast.error("E-Mail-Adresse erforderlich", { description: "Bitte geben Sie eine E-Mail-Adresse ein." });
      field?.focus();
      return;
    }
    openMailDraft(inviteMailto(email, session));
    toast.success("Einladung versendet!", { description: "Ihr E-Mail-Programm öffnet die vorbereitete Einladung." });
    if (field) field.value = "";
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(webinarUrl);
      toast.success("Link kopiert!");
    } catch {
      linkRef.current?.select();
      toast.error("Kopieren nicht möglich", {
        description: "Der Link ist markiert: Kopieren Sie ihn mit Strg+C oder Cmd+C.",
      });
    }
  }

  return (
    <div className="space-y-6">
      <form onSubmit={invite} noValidate className="space-y-2">
        <label htmlFor={emailId} className="block text-sm font-medium text-ink">
          E-Mail-Adresse Ihrer Kollegin oder Ihres Kollegen
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            ref={emailRef}
            id={emailId}
            type="email"
            name="invite_email"
            autoComplete="off"
            placeholder="kollegin@firma.de"
            className={`${fieldClass} sm:flex-1`}
          />
          <Button type="submit" className="min-h-12 px-7">
            Einladung senden
          </Button>
        </div>
        <noscript>
          <p className="text-sm text-ink-muted">
            Ohne JavaScript:{" "}
            <a className="text-accent underline underline-offset-4" href={inviteMailto("", session)}>
              E-Mail-Entwurf mit dem Link öffnen
            </a>
          </p>
        </noscript>
      </form>

      <div className="space-y-2">
        <label htmlFor={linkId} className="block text-sm font-medium text-ink">
          Link zum Webinar
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
            Link kopieren
          </Button>
        </div>
      </div>

      <ExternalButtonLink
        href={whatsappShareUrl(session)}
        newTab
        variant="secondary"
        className="min-h-12 px-7"
        aria-label="Per WhatsApp teilen (öffnet in neuem Tab)"
      >
        Per WhatsApp teilen
      </ExternalButtonLink>
    </div>
  );
}
