import { data } from "react-router";
import { confirmPageTexts } from "~/features/newsletter/link-pages";
import { NewsletterSignup } from "~/features/newsletter/NewsletterSignup";
import { seo } from "~/lib/seo";
import { database } from "../../server/db/index.ts";
import { env } from "../../server/env.ts";
import { confirmSubscription } from "../../server/domain/newsletter/subscriptions.ts";
import type { Route } from "./+types/newsletter.confirm";

// The double opt-in link of the confirmation mail (GET /newsletter/confirm?token=...).
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { db } = await database();
  const outcome = await confirmSubscription(db, env().COOKIE_SECRET, token);
  return data({ outcome }, { status: outcome === "invalid" ? 400 : 200, headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: confirmPageTexts[loaderData?.outcome ?? "invalid"].title,
    description: "Confirm your subscription to the SPARK Frankfurt newsletter.",
    path: "/newsletter/confirm",
    noindex: true,
  });

export default function NewsletterConfirmPage({ loaderData }: Route.ComponentProps) {
  const text = confirmPageTexts[loaderData.outcome];
  return (
    <div className="container-page space-y-12 py-32">
      <div role={loaderData.outcome === "invalid" ? "alert" : "status"} className="max-w-2xl">
        <h1 className="text-4xl font-semibold">{text.title}</h1>
        <p className="mt-4 text-lg text-ink-muted">{text.description}</p>
      </div>
      {loaderData.outcome === "invalid" ? <NewsletterSignup /> : null}
    </div>
  );
}
