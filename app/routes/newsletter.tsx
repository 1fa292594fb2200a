import { subscribeToNewsletter } from "~/features/newsletter/newsletter.server";
import { NewsletterSignup } from "~/features/newsletter/NewsletterSignup";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Newsletter",
    description: "Subscribe to the SPARK Frankfurt newsletter: new stages, event formats and exclusive offers.",
    path: "/newsletter",
    noindex: true,
  });

export function action({ request, context }: Route.ActionArgs) {
  return subscribeToNewsletter(request, context);
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="container-page py-32">
      <h1 className="sr-only">Newsletter</h1>
      <NewsletterSignup result={actionData} />
    </div>
  );
}
