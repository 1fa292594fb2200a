import { saveCookieSettings } from "~/features/consent/consent.server";
import { CookieSettingsForm } from "~/features/consent/CookieSettingsForm";
import { PageLink } from "~/components/ui/PageLink";
import { CONSENT_MONTHS } from "~/content/cookies";
import { COOKIE_SETTINGS_SAVED } from "~/features/consent/settings";
import { islandsPage } from "~/islands/page";
import { Island } from "~/islands/Island";
import { bilingual, localeOfPath, useLocale } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/cookie-settings";

const words = bilingual({
  en: {
    title: "Cookie Settings",
    description:
      "Choose which cookies SPARK Frankfurt may use: essential cookies are always on; analytics and marketing are your choice, and videos and the 360° tour follow it.",
    lead: (months: number) =>
      `Decide which cookies we may use. Your choice is stored in a cookie on this device for ${months} months and applies to every page of the site, including videos and the 360° tour, which only load automatically with marketing consent. Details are in our `,
    policy: "Cookie Policy",
  },
  de: {
    title: "Cookie-Einstellungen",
    description:
      "Wählen Sie, welche Cookies SPARK Frankfurt nutzen darf: Notwendige sind immer aktiv, über Statistik und Marketing entscheiden Sie; Videos und 360°-Tour folgen.",
    lead: (months: number) =>
      `Entscheiden Sie, welche Cookies wir verwenden dürfen. Ihre Auswahl wird ${months} Monate lang in einem Cookie auf diesem Gerät gespeichert und gilt für jede Seite der Website, auch für Videos und die 360°-Tour, die nur mit Ihrer Einwilligung in Marketing-Cookies automatisch laden. Einzelheiten finden Sie in unserer `,
    policy: "Cookie-Richtlinie",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/cookie-settings", locale });
};

// A page of islands (docs/decisions/0692): the form is the one island.
export const handle = islandsPage;

// Without JavaScript the form posts here and the server stores the choice in the same cookie.
export function action({ request }: Route.ActionArgs) {
  return saveCookieSettings(request);
}

export default function CookieSettingsPage({ actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = words[locale];
  const saved = actionData?.saved ? actionData.choice : undefined;
  return (
    <section className="container-page pb-24 pt-36 md:pt-44">
      <div className="max-w-3xl">
        <h1 className="text-title font-semibold">{t.title}</h1>
        <p className="mt-4 text-lg text-ink-muted">
          {t.lead(CONSENT_MONTHS)}
          <PageLink to="/cookie-policy" className="text-accent underline underline-offset-4">
            {t.policy}
          </PageLink>
          .
        </p>
        {saved ? (
          <p
            role="status"
            className="mt-6 rounded-card border border-success/50 bg-success/10 p-4 font-semibold text-ink"
          >
            {COOKIE_SETTINGS_SAVED[locale]}
          </p>
        ) : null}
        <div className="mt-10">
          <Island name="CookieSettingsForm" component={CookieSettingsForm} props={{ saved }} />
        </div>
      </div>
    </section>
  );
}
