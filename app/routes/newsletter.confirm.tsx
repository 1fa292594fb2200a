import { data } from "react-router";
import { confirmPageTexts } from "~/features/newsletter/link-pages";
import { NewsletterSignup } from "~/features/newsletter/NewsletterSignup";
import { LocaleContext } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo";
import { database } from "../../server/db/index.ts";
import { env } from "../../server/env.ts";
import { newsletterLocaleOf } from "../../server/domain/newsletter/messages.ts";
import { confirmSubscription } from "../../server/domain/newsletter/subscriptions.ts";
import type { Route } from "./+types/newsletter.confirm";

// The double opt-in link of the confirmation mail (GET /newsletter/confirm?token=...). One address
// for both languages: the page speaks the subscriber's (a German subscriber's link also says lang=de,
// for a link that no longer names a subscription).
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { db } = await database();
  const answer = await confirmSubscription(db, env().COOKIE_SECRET, token);
  const locale = answer.locale ?? newsletterLocaleOf(request.url);
  return data(
    { outcome: answer.outcome, locale },
    { status: answer.outcome === "invalid" ? 400 : 200, headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const locale = loaderData?.locale ?? "en";
  const texts = confirmPageTexts[locale];
  return seo({
    title: texts[loaderData?.outcome ?? "invalid"].title,
    description: texts.description,
    path: "/newsletter/confirm",
    noindex: true,
    locale,
  });
};

export default function NewsletterConfirmPage({ loaderData }: Route.ComponentProps) {
  const { outcome, locale } = loaderData;
  const text = confirmPageTexts[locale][outcome];
  return (
    <LocaleContext value={locale}>
      <div lang={locale === "en" ? undefined : locale} className="container-page space-y-12 py-32">
        <div role={outcome === "invalid" ? "alert" : "status"} className="max-w-2xl">
          <h1 className="text-4xl font-semibold">{text.title}</h1>
          <p className="mt-4 text-lg text-ink-muted">{text.description}</p>
        </div>
        {outcome === "invalid" ? <NewsletterSignup /> : null}
      </div>
    </LocaleContext>
  );
}
