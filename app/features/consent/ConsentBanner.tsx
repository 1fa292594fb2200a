import { useLocation } from "react-router";
import { SiteLink } from "~/components/layout/SiteLink";
import { withoutTrailingSlash } from "~/components/ui/PageLink";
import { englishPath, localeOfPath } from "~/lib/i18n/locale";
import { CONSENT_COOKIE } from "~/content/cookies";
import { CONSENT_VALUE_PATTERN } from "./consent";
import type { ConsentIntent } from "./settings";
import { CONSENT_CHANGE_EVENT } from "./useConsent";

const texts = {
  en: {
    label: "Cookie consent",
    title: "Your privacy, your choice",
    body: "We use essential cookies to run this site. With your consent, videos and the 360° tour from third parties load automatically. You can change this at any time.",
    acceptAll: "Accept All",
    essentialOnly: "Essential Only",
    settings: "Settings",
    policy: "Cookie Policy",
  },
  de: {
    label: "Cookie-Einwilligung",
    title: "Ihre Privatsphäre, Ihre Wahl",
    body: "Wir verwenden notwendige Cookies für den Betrieb dieser Website. Mit Ihrer Einwilligung laden Videos und die 360°-Tour von Drittanbietern automatisch. Sie können Ihre Wahl jederzeit ändern.",
    acceptAll: "Alle akzeptieren",
    essentialOnly: "Nur notwendige",
    settings: "Einstellungen",
    policy: "Cookie-Richtlinie",
  },
};

// What the two buttons ask of /cookie-settings (app/features/consent/settings.ts).
const ACCEPT_ALL: ConsentIntent = "accept-all";
const ESSENTIAL_ONLY: ConsentIntent = "essential-only";

/**
 * The first-visit banner: in every public page's HTML, shown by the site shell's script
 * (app/components/layout/site-shell.ts) while no choice is stored, so that prerendered pages stay
 * the same for everyone and pages without React have it too. Fixed to the bottom so nothing shifts;
 * the three choices look exactly alike. The two buttons post the choice to /cookie-settings.
 */
export function ConsentBanner() {
  const location = useLocation();
  const pathname = withoutTrailingSlash(location.pathname);
  if (englishPath(pathname) === "/cookie-settings") return null;
  const lang = localeOfPath(pathname);
  const t = texts[lang];
  // The three choices look exactly alike: no option is nudged.
  const choiceClass =
    "inline-flex min-h-11 items-center justify-center rounded-full border border-ink/40 bg-ink/10 px-3 text-center text-sm font-semibold leading-tight text-ink " +
    "hover:border-ink hover:bg-ink/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-glow sm:min-w-36 sm:px-5";
  return (
    <section
      aria-label={t.label}
      lang={lang}
      data-consent-banner=""
      data-cookie={CONSENT_COOKIE}
      data-pattern={CONSENT_VALUE_PATTERN.source}
      data-change-event={CONSENT_CHANGE_EVENT}
      className="consent-banner fixed inset-x-0 bottom-0 z-[70] border-t border-line bg-surface-raised/95 shadow-header backdrop-blur"
    >
      <div className="container-page flex flex-col gap-3 py-3 md:flex-row md:items-center md:justify-between md:gap-6 md:py-5">
        <div className="max-w-2xl text-sm">
          <h2 className="font-display text-base font-semibold text-ink">{t.title}</h2>
          <p className="mt-1 text-ink-muted max-sm:text-[0.8125rem] max-sm:leading-snug">
            {t.body}{" "}
            <SiteLink href="/cookie-policy" className="text-ink underline underline-offset-4 hover:text-accent">
              {t.policy}
            </SiteLink>
          </p>
        </div>
        <form method="post" action="/cookie-settings" className="grid shrink-0 grid-cols-3 gap-2 sm:flex sm:gap-3">
          <input type="hidden" name="return" value={`${pathname}${location.search}`} />
          <button type="submit" name="intent" value={ACCEPT_ALL} className={choiceClass}>
            {t.acceptAll}
          </button>
          <button type="submit" name="intent" value={ESSENTIAL_ONLY} className={choiceClass}>
            {t.essentialOnly}
          </button>
          <SiteLink href="/cookie-settings" className={choiceClass}>
            {t.settings}
          </SiteLink>
        </form>
      </div>
    </section>
  );
}
