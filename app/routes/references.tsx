import { BackLink } from "~/components/sections/BackLink";
import { TestimonialCarousel } from "~/components/sections/TestimonialCarousel";
import { ButtonLink } from "~/components/ui/Button";
import { testimonials } from "~/content/testimonials";
import { islandsPage } from "~/islands/page";
import { Island } from "~/islands/Island";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/references";

// Spec section 9: testimonials rotate every 5000 ms.
const TESTIMONIAL_ROTATION_MS = 5000;

// HTML with one React island, the carousel (docs/decisions/0692).
export const handle = islandsPage;

export const meta: Route.MetaFunction = () =>
  seo({
    title: "References",
    description:
      "What clients say about their events at SPARK Frankfurt: investor days, product launches, hybrid congresses, town halls and leadership workshops.",
    path: "/references",
  });

export default function ReferencesPage() {
  return (
    <>
      <section className="container-page pb-12 pt-32 md:pt-40">
        <BackLink to="/">Back to Home</BackLink>
        <h1 className="mt-6 text-display font-semibold">References</h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted md:text-xl">
          Where innovation meets excellence across leading companies
        </p>
      </section>

      <div className="container-page pb-16">
        <Island
          name="TestimonialCarousel"
          component={TestimonialCarousel}
          props={{ testimonials, autoplayMs: TESTIMONIAL_ROTATION_MS }}
        />
      </div>

      <section aria-labelledby="references-cta" className="container-page pb-24">
        <div className="rounded-card border border-accent/40 bg-gradient-to-br from-accent/15 to-transparent p-8 md:p-12">
          <h2 id="references-cta" className="text-title font-semibold">
            Your event could be next
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">
            Walk through the stages these teams used, meet the crew that ran their shows and talk about your own plans.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <ButtonLink to="/book-tour">Book a Tour</ButtonLink>
            <ButtonLink to="/use-cases" variant="secondary">
              Explore Use Cases
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
