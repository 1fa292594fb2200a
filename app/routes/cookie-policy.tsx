import { LegalDocument } from "~/components/sections/LegalDocument";
import { ButtonLink } from "~/components/ui/Button";
import { cookiePolicy } from "~/content/legal/cookie-policy";
import { bilingual, localeOfPath, useLocale } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/cookie-policy";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

const words = bilingual({
  en: {
    title: "Cookie Policy",
    description:
      "Every cookie the SPARK Frankfurt website sets, what the essential, analytics and marketing categories mean, and how videos and the 360° tour follow your choice.",
    change: "Change Cookie Settings",
    privacy: "Privacy Policy",
  },
  de: {
    title: "Cookie-Richtlinie",
    description:
      "Alle Cookies der Website von SPARK Frankfurt, was die Kategorien Notwendig, Statistik und Marketing bedeuten und wie Videos und die 360°-Tour Ihrer Wahl folgen.",
    change: "Cookie-Einstellungen ändern",
    privacy: "Datenschutzerklärung",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/cookie-policy", locale });
};

export default function CookiePolicyPage() {
  const t = words[useLocale()];
  return (
    <LegalDocument document={cookiePolicy()}>
      <div className="flex flex-wrap gap-4">
        <ButtonLink to="/cookie-settings">{t.change}</ButtonLink>
        <ButtonLink to="/privacy" variant="secondary">
          {t.privacy}
        </ButtonLink>
      </div>
    </LegalDocument>
  );
}
