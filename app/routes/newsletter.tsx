import { subscribeToNewsletter } from "~/features/newsletter/newsletter.server";
import { NewsletterSignup } from "~/features/newsletter/NewsletterSignup";
import { seo } from "~/lib/seo";
import { keepFormOnTransitFailure } from "~/features/form-kit/transit";
import { newsletterMessages } from "~/features/newsletter/messages";
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

// A request lost on its way keeps the page and the typed values, with the form's failure toast.
export const clientAction = keepFormOnTransitFailure(newsletterMessages.failure);

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="container-page py-32">
      <h1 className="sr-only">Newsletter</h1>
      <NewsletterSignup result={actionData} />
    </div>
  );
}
