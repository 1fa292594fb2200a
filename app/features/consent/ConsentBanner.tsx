import { Link, useLocation, useMatches } from "react-router";
import type { PageHandle } from "~/lib/page-handle";
import { acceptAll, essentialOnly } from "./consent";
import { useConsent } from "./useConsent";

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

/**
 * The first-visit banner: shown after hydration only while no choice is stored (prerendered pages
 * stay the same for everyone), fixed to the bottom so nothing shifts, all three choices alike.
 */
export function ConsentBanner() {
  const { choice, ready, save } = useConsent();
  const { pathname } = useLocation();
  const matches = useMatches();
  if (!ready || choice || pathname === "/cookie-settings") return null;
  const lang = matches.some((match) => (match.handle as PageHandle | undefined)?.lang === "de") ? "de" : "en";
  const t = texts[lang];
  // The three choices look exactly alike: no option is nudged.
  const choiceClass =
    "inline-flex min-h-11 items-center justify-center rounded-full border border-ink/40 bg-ink/10 px-3 text-center text-sm font-semibold leading-tight text-ink " +
    "hover:border-ink hover:bg-ink/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-glow sm:min-w-36 sm:px-5";
  return (
    <section
      aria-label={t.label}
      lang={lang}
      className="fixed inset-x-0 bottom-0 z-[70] border-t border-line bg-surface-raised/95 shadow-header backdrop-blur"
    >
      <div className="container-page flex flex-col gap-3 py-3 md:flex-row md:items-center md:justify-between md:gap-6 md:py-5">
        <div className="max-w-2xl text-sm">
          <h2 className="font-display text-base font-semibold text-ink">{t.title}</h2>
          <p className="mt-1 text-ink-muted max-sm:text-[0.8125rem] max-sm:leading-snug">
            {t.body}{" "}
            <Link to="/cookie-policy" className="text-ink underline underline-offset-4 hover:text-accent">
              {t.policy}
            </Link>
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-3 gap-2 sm:flex sm:gap-3">
          <button type="button" className={choiceClass} onClick={() => save(acceptAll)}>
            {t.acceptAll}
          </button>
          <button type="button" className={choiceClass} onClick={() => save(essentialOnly)}>
            {t.essentialOnly}
          </button>
          <Link to="/cookie-settings" className={choiceClass}>
            {t.settings}
          </Link>
        </div>
      </div>
    </section>
  );
}
