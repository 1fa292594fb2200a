import { Link } from "react-router";
import { ArtImage } from "~/components/media/ArtImage";
import { LineIcon } from "~/components/media/LineIcon";
import { PageHero } from "~/components/sections/PageHero";
import { SectionHeading } from "~/components/sections/SectionHeading";
import { ButtonLink } from "~/components/ui/Button";
import { featuredVenues, overviewIntro, pillars } from "~/content/overview";
import { featuredUseCaseIds, findUseCase } from "~/content/use-cases";
import { art } from "~/lib/art";
import { inLocale, useLocale } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/overview";
import { capacityText } from "../../server/domain/company/venue-figures";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Overview",
    description: `SPARK Frankfurt at a glance: three event floors with LED stages, flexible spaces and offices, the use cases they serve and venues for up to ${capacityText.triple} guests.`,
    path: "/overview",
  });

const cardLink = "after:absolute after:inset-0 after:content-['']";

export default function OverviewPage() {
  const locale = useLocale();
  const featuredUseCases = featuredUseCaseIds.map((id) => inLocale(findUseCase(id)!, locale));
  return (
    <>
      <PageHero
        eyebrow="Overview"
        title="Stage. Space. Offices."
        lead={overviewIntro}
        image={art("hero/overview-skyline")}
      >
        <ButtonLink to="/book-tour">Book a Tour</ButtonLink>
        <ButtonLink to="/venues" variant="secondary">
          All Venues
        </ButtonLink>
      </PageHero>

      <section aria-labelledby="pillars-heading" className="container-page pb-20">
        <SectionHeading id="pillars-heading" eyebrow="Three pillars" title="What SPARK is made of" />
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {pillars.map((pillar) => (
            <article
              key={pillar.name}
              className="group relative overflow-hidden rounded-card border border-line bg-surface shadow-card hover:border-accent focus-within:border-accent"
            >
              <ArtImage
                art={pillar.image}
                alt=""
                sizes="(min-width: 48rem) 26rem, 100vw"
                className="block aspect-[4/3] w-full"
              />
              <div className="p-6">
                <p className="font-display text-sm font-semibold tracking-[0.3em] text-accent">{pillar.name}</p>
                <h3 className="mt-2 text-2xl font-semibold">
                  <Link to={pillar.href} className={cardLink}>
                    {pillar.title}
                  </Link>
                </h3>
                <p className="mt-3 text-ink-muted">{pillar.description}</p>
                <ul className="mt-5 flex flex-wrap gap-2">
                  {pillar.facts.map((fact) => (
                    <li key={fact} className="rounded-full border border-line px-3 py-1 text-sm text-ink">
                      {fact}
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="venues-heading" className="container-page pb-20">
        <SectionHeading
          id="venues-heading"
          eyebrow="Featured venues"
          title="Stages and floors to book"
          lead={`Single stages for up to ${capacityText.single} guests, or two and three floors combined into one event.`}
        />
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featuredVenues.map((venue) => (
            <article
              key={venue.id}
              className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card hover:border-accent focus-within:border-accent"
            >
              <ArtImage
                art={venue.image}
                alt=""
                sizes="(min-width: 64rem) 26rem, (min-width: 40rem) 50vw, 100vw"
                className="block aspect-[16/10] w-full"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold text-glow">{venue.kind}</p>
                <h3 className="mt-2 text-xl font-semibold">
                  <Link to={`/venues/${venue.id}`} className={cardLink}>
                    {venue.name}
                  </Link>
                </h3>
                <p className="mt-3 text-ink-muted">{venue.summary}</p>
                <ul className="mt-auto flex flex-wrap gap-2 pt-5">
                  {venue.facts.map((fact) => (
                    <li key={fact} className="rounded-full border border-line px-3 py-1 text-sm text-ink">
                      {fact}
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="use-cases-heading" className="container-page pb-20">
        <SectionHeading id="use-cases-heading" eyebrow="Featured use cases" title="Built for the events you plan" />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {featuredUseCases.map((useCase) => (
            <li
              key={useCase.id}
              className="group relative flex gap-4 rounded-card border border-line bg-surface p-4 hover:border-accent focus-within:border-accent"
            >
              <ArtImage
                art={useCase.image}
                alt=""
                sizes="6rem"
                className="block h-24 w-24 shrink-0 overflow-hidden rounded-xl"
              />
              <div>
                <h3 className="text-lg font-semibold">
                  <Link to={`/use-cases#${useCase.id}`} className={cardLink}>
                    {useCase.name}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-ink-muted">{useCase.features[0]}</p>
              </div>
            </li>
          ))}
        </ul>
        <ButtonLink to="/use-cases" variant="secondary" className="mt-8">
          All Use Cases
        </ButtonLink>
      </section>

      <section aria-labelledby="gallery-heading" className="container-page pb-24">
        <div className="group relative grid overflow-hidden rounded-card border border-line bg-surface md:grid-cols-2">
          <ArtImage
            art={art("gallery/overview-teaser-horizon")}
            alt=""
            sizes="(min-width: 48rem) 40rem, 100vw"
            className="block aspect-[16/10] w-full"
          />
          <div className="flex flex-col justify-center p-8 md:p-12">
            <p className="flex items-center gap-2 font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">
              <LineIcon name="creative" className="h-5 w-5" />
              Gallery
            </p>
            <h2 id="gallery-heading" className="mt-3 text-title font-semibold">
              See it before you visit
            </h2>
            <p className="mt-4 text-lg text-ink-muted">Buildings, interiors and films of real events on our stages.</p>
            <div className="mt-8 flex flex-wrap gap-4">
              <ButtonLink to="/gallery">Open the Gallery</ButtonLink>
              <ButtonLink to="/360-view" variant="secondary">
                360° Tour
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
