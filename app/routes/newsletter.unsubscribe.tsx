import { data, Form } from "react-router";
import { site } from "../../server/domain/company/site";
import type { Locale } from "../../server/domain/company/locale";
import { unsubscribePageTexts } from "~/features/newsletter/link-pages";
import { seo } from "~/lib/seo";
import { database } from "../../server/db/index.ts";
import { env } from "../../server/env.ts";
import { newsletterLocaleOf } from "../../server/domain/newsletter/messages.ts";
import { unsubscribeByToken, unsubscribeTokenIsValid } from "../../server/domain/newsletter/subscriptions.ts";
import type { Route } from "./+types/newsletter.unsubscribe";

// The unsubscribe link of every newsletter mail. GET shows a button (link scanners in mail
// systems open links; they must not unsubscribe anyone); POST unsubscribes: the page's button and
// the one-click POST of the List-Unsubscribe-Post header (RFC 8058) alike. One address for both
// languages: the page speaks the subscriber's (else the link's lang=de, else English).

type Outcome = "ask" | "unsubscribed" | "invalid";
const noStore = { "Cache-Control": "no-store" };

function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get("token") ?? "";
}

export async function loader({ request }: Route.LoaderArgs) {
  const { db } = await database();
  const { valid, locale } = await unsubscribeTokenIsValid(db, env().COOKIE_SECRET, tokenOf(request));
  return data(
    { outcome: (valid ? "ask" : "invalid") as Outcome, locale: locale ?? newsletterLocaleOf(request.url) },
    { status: valid ? 200 : 400, headers: noStore },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const { db } = await database();
  const answer = await unsubscribeByToken(db, env().COOKIE_SECRET, tokenOf(request));
  const outcome: Outcome = answer.outcome;
  const locale: Locale = answer.locale ?? newsletterLocaleOf(request.url);
  return data({ outcome, locale }, { status: outcome === "invalid" ? 400 : 200, headers: noStore });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const locale = loaderData?.locale ?? "en";
  const texts = unsubscribePageTexts[locale];
  return seo({
    title: texts.ask.title,
    description: texts.description,
    path: "/newsletter/unsubscribe",
    noindex: true,
    locale,
  });
};

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData?.outcome ?? loaderData.outcome;
  const locale = actionData?.locale ?? loaderData.locale;
  const texts = unsubscribePageTexts[locale];
  const text = texts[outcome];
  return (
    <div lang={locale === "en" ? undefined : locale} className="container-page py-32">
      <div role={outcome === "invalid" ? "alert" : "status"} className="max-w-2xl">
        <h1 className="text-4xl font-semibold">{text.title}</h1>
        <p className="mt-4 text-lg text-ink-muted">{text.description}</p>
        {outcome === "invalid" ? (
          <p className="mt-4">
            <a className="underline" href={`mailto:${site.email.privacy}`}>
              {site.email.privacy}
            </a>
          </p>
        ) : null}
        {outcome === "ask" ? (
          <Form method="post" className="mt-8">
            <button
              type="submit"
              className="min-h-12 rounded-full bg-accent px-7 font-semibold text-canvas hover:bg-accent-strong"
            >
              {texts.ask.button}
            </button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}
