import { Link } from "react-router";
import { ConsentEmbed } from "~/components/media/ConsentEmbed";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink } from "~/components/ui/Button";
import { site } from "../../server/domain/company/site";
import { virtualTour } from "~/content/virtual-tour";
import { islandsPage } from "~/islands/page";
import { Island } from "~/islands/Island";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/360-view";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "360° Virtual Tour",
    description:
      "Walk through SPARK Frankfurt online: a 360° tour of the Horizon, Liberty and Skyline event floors and the co-working floors, loaded after your click or consent.",
    path: "/360-view",
  });

// HTML with one React island, the tour's embed (docs/decisions/0692).
export const handle = islandsPage;

export default function VirtualTourPage() {
  return (
    <>
      <PageHero
        eyebrow="360° View"
        title="Walk through SPARK from anywhere"
        lead="Move through the stages, foyers, studios and the rooftop terrace at your own pace, then book a tour to see them in person."
      />

      <section aria-labelledby="tour-heading" className="container-page pb-16">
        <h2 id="tour-heading" className="sr-only">
          Virtual tour
        </h2>
        <Island
          name="ConsentEmbed"
          component={ConsentEmbed}
          props={{
            src: virtualTour.src,
            title: virtualTour.title,
            poster: virtualTour.poster,
            posterLoad: "priority",
            provider: virtualTour.provider,
            playLabel: "Start the 360° tour",
            aspect: "aspect-[4/5] sm:aspect-video",
          }}
        />
        <p className="mt-4 text-sm text-ink-muted">
          The tour is provided by {virtualTour.provider} and loads only when you start it, or automatically if you
          allowed marketing cookies in your{" "}
          <Link to="/cookie-settings" className="text-accent underline underline-offset-4">
            cookie settings
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="floors-heading" className="container-page pb-16">
        <h2 id="floors-heading" className="text-title font-semibold">
          What you will see, floor by floor
        </h2>
        <ol className="mt-8 grid gap-4 md:grid-cols-2">
          {virtualTour.floors.map((floor) => (
            <li key={floor.id} id={floor.id} className="rounded-card border border-line bg-surface p-6 md:p-8">
              <p className="font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">{floor.label}</p>
              <h3 className="mt-2 text-2xl font-semibold">{floor.name}</h3>
              <p className="mt-3 text-ink-muted">{floor.description}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="tour-cta" className="container-page pb-24">
        <div className="rounded-card border border-accent/40 bg-gradient-to-br from-accent/15 to-transparent p-8 md:p-12">
          <h2 id="tour-cta" className="text-title font-semibold">
            See it in person
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">
            {site.tourAvailability.weekdays}, {site.tourAvailability.weekends.toLowerCase()}.{" "}
            {site.tourAvailability.duration}.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <ButtonLink to="/book-tour">Book a Tour</ButtonLink>
            <ButtonLink to="/venues" variant="secondary">
              Explore Venues
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
