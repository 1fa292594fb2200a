import { ButtonLink } from "~/components/ui/Button";
import { NewsletterSignup } from "~/features/newsletter/NewsletterSignup";
import { site } from "~/content/site";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "SPARK Frankfurt | Stages, spaces and studios for events",
    description: site.description,
    path: "/",
  });

export default function HomePage() {
  return (
    <>
      <section className="container-page pb-16 pt-40">
        <h1 className="text-display font-semibold">Where events ignite</h1>
        <div className="mt-8 flex gap-4">
          <ButtonLink to="/book-tour">Book a Tour</ButtonLink>
        </div>
      </section>
      <section className="container-page py-16">
        <NewsletterSignup />
      </section>
    </>
  );
}
