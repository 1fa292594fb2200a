import { useLocation } from "react-router";
import { subscribeToNewsletter } from "~/features/newsletter/newsletter.server";
import { NewsletterSignup } from "~/features/newsletter/NewsletterSignup";
import { bilingual, LocaleContext } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo";
import { newsletterLocaleOf } from "../../server/domain/newsletter/messages";
import type { Route } from "./+types/newsletter";

// The newsletter block's endpoint; without JavaScript its answer page. One address for both
// languages: a German page's block posts to /newsletter?lang=de, and the answer speaks German.

const words = bilingual({
  en: {
    title: "Newsletter",
    description: "Subscribe to the SPARK Frankfurt newsletter: new stages, event formats and exclusive offers.",
  },
  de: {
    title: "Newsletter",
    description: "Newsletter von SPARK Frankfurt abonnieren: neue Bühnen, Eventformate und exklusive Angebote.",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = newsletterLocaleOf(`${location.pathname}${location.search}`);
  return seo({ ...words[locale], path: "/newsletter", noindex: true, locale });
};

export function action({ request, context }: Route.ActionArgs) {
  return subscribeToNewsletter(request, context);
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  const locale = newsletterLocaleOf(`${pathname}${search}`);
  return (
    <LocaleContext value={locale}>
      <div lang={locale === "en" ? undefined : locale} className="container-page py-32">
        <h1 className="sr-only">{words[locale].title}</h1>
        <NewsletterSignup result={actionData} />
      </div>
    </LocaleContext>
  );
}
