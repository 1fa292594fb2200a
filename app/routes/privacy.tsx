import { LegalDocument } from "~/components/sections/LegalDocument";
import { PageLink } from "~/components/ui/PageLink";
import { privacyPolicy } from "~/content/legal/privacy";
import { bilingual, localeOfPath, useLocale } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/privacy";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

const words = bilingual({
  en: {
    title: "Privacy Policy",
    description:
      "How SPARK Frankfurt processes personal data: logs, newsletter, contact, tour and webinar forms, the consent cookie, videos, the 360° tour and your GDPR rights.",
    cookies: "Which cookies we set and how to change your choice: see our ",
    policy: "Cookie Policy",
    and: " and the ",
    settings: "Cookie Settings",
  },
  de: {
    title: "Datenschutzerklärung",
    description:
      "Wie SPARK Frankfurt personenbezogene Daten verarbeitet: Logdateien, Newsletter, Kontakt-, Besichtigungs- und Webinarformulare, Cookies, Videos und Ihre Rechte.",
    cookies: "Welche Cookies wir setzen und wie Sie Ihre Auswahl ändern, lesen Sie in unserer ",
    policy: "Cookie-Richtlinie",
    and: " und in den ",
    settings: "Cookie-Einstellungen",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/privacy", locale });
};

const linkClass = "font-medium text-accent underline underline-offset-4";

export default function PrivacyPage() {
  const t = words[useLocale()];
  return (
    // The German text is the binding one (issue 44): the English page says so.
    <LegalDocument document={privacyPolicy()} bindingGerman="/privacy">
      <p className="rounded-card border border-line bg-surface p-6 text-ink-muted">
        {t.cookies}
        <PageLink to="/cookie-policy" className={linkClass}>
          {t.policy}
        </PageLink>
        {t.and}
        <PageLink to="/cookie-settings" className={linkClass}>
          {t.settings}
        </PageLink>
        .
      </p>
    </LegalDocument>
  );
}
