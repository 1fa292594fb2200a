import { navigationIn } from "~/content/navigation";
import { bilingual, useLocale } from "~/lib/i18n/locale";
import { fullAddress, site, siteWords } from "../../../server/domain/company/site";
import { LanguageSwitch } from "./LanguageSwitch";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, SocialIcon } from "../ui/icons";
import { SiteLink } from "./SiteLink";
import { Wordmark } from "./Wordmark";
import { buildMailto } from "~/lib/mailto";

declare const __BUILD_YEAR__: number | undefined;

/** The build's year (vite.config.ts), not the visitor's clock: the prerendered HTML and hydration agree. */
const buildYear = () => (typeof __BUILD_YEAR__ === "number" ? __BUILD_YEAR__ : new Date().getUTCFullYear());

const words = bilingual({
  en: {
    home: "SPARK, home",
    social: "SPARK on social media",
    newTab: "opens in a new tab",
    nav: "Footer",
    legal: "Legal",
  },
  de: {
    home: "SPARK, Startseite",
    social: "SPARK in sozialen Netzwerken",
    newTab: "öffnet in einem neuen Tab",
    nav: "Fußzeile",
    legal: "Rechtliches",
  },
});

/** The footer: identity and contact from content/site.ts, every link group of the spec. */
export function SiteFooter() {
  const locale = useLocale();
  const t = words[locale];
  const ours = siteWords(locale);
  const { footerGroups, legalLinks } = navigationIn(locale);
  return (
    <footer className="relative overflow-hidden border-t border-line bg-surface">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-accent/60 to-transparent"
      />
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.3fr_5fr] lg:gap-10">
        <div className="max-w-sm">
          <SiteLink href="/" scrollTopWithoutAnchor aria-label={t.home} className="inline-flex min-h-11 items-center">
            <Wordmark className="text-3xl" />
          </SiteLink>
          <p className="mt-3 text-ink-muted">{ours.tagline}.</p>
          <ul className="mt-6 space-y-3 text-sm">
            <li className="flex gap-3 text-ink-muted">
              <MapPinIcon size={18} className="mt-0.5 shrink-0 text-accent" />
              <address className="not-italic">{fullAddress()}</address>
            </li>
            <li>
              <a href={site.phone.href} className="flex min-h-6 gap-3 text-ink hover:text-accent">
                <PhoneIcon size={18} className="mt-0.5 shrink-0 text-accent" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={buildMailto({ to: site.email.sales })} className="flex min-h-6 gap-3 text-ink hover:text-accent">
                <MailIcon size={18} className="mt-0.5 shrink-0 text-accent" />
                {site.email.sales}
              </a>
            </li>
            <li className="flex gap-3 text-ink-muted">
              <ClockIcon size={18} className="mt-0.5 shrink-0 text-accent" />
              {ours.businessHours}
            </li>
          </ul>
          <ul className="mt-6 flex gap-2" aria-label={t.social}>
            {site.social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${network.name} (${t.newTab})`}
                  className="flex h-11 w-11 items-center justify-center rounded-full border border-line text-ink-muted transition-colors hover:border-accent hover:text-ink"
                >
                  <SocialIcon network={network.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t.nav} className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-5">
          {footerGroups.map((group) => (
            <div key={group.title}>
              <h2 className="font-display text-xs font-semibold uppercase tracking-[0.25em] text-ink-muted">
                {group.title}
              </h2>
              <ul className="mt-3">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink
                      href={link.href}
                      scrollTopWithoutAnchor
                      className="inline-flex min-h-11 items-center text-sm text-ink transition-colors hover:text-accent"
                    >
                      {link.name}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-ink-muted md:flex-row md:items-center md:justify-between">
          <p>
            © {buildYear()} {site.legalName}, Frankfurt am Main
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-1" aria-label={t.legal}>
            {legalLinks.map((link) => (
              <li key={link.href}>
                <SiteLink
                  href={link.href}
                  scrollTopWithoutAnchor
                  className="inline-flex min-h-11 items-center hover:text-ink"
                >
                  {link.name}
                </SiteLink>
              </li>
            ))}
            <li>
              <LanguageSwitch className="inline-flex min-h-11 items-center font-medium text-ink hover:text-accent" />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
