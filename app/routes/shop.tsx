import { Link } from "react-router";
import { ArtImage } from "~/components/media/ArtImage";
import { LineIcon } from "~/components/media/LineIcon";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink } from "~/components/ui/Button";
import { shopSections } from "~/content/shop";
import { site } from "../../server/domain/company/site";
import { art } from "~/lib/art";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/shop";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Shop",
    description:
      "The SPARK shop: book event floors, private rooms, workshop packages and the rooftop terrace, choose a fixed-price offer or give an event as a gift card.",
    path: "/shop",
  });

export default function ShopPage() {
  return (
    <>
      <PageHero
        eyebrow="Shop"
        title="Book SPARK your way"
        lead="Rent a space by the day, pick a package with everything included, or give someone an event at SPARK. Every booking is confirmed with a written quote, so you know the full price before you commit."
        image={art("hero/shop-horizon")}
      />
      <section aria-label="Shop sections" className="container-page grid gap-6 pb-16 md:grid-cols-2">
        {shopSections.map((section, index) => (
          <article
            key={section.id}
            className="group relative overflow-hidden rounded-card border border-line bg-surface shadow-card transition-colors hover:border-accent focus-within:border-accent"
          >
            <ArtImage
              art={section.image}
              alt=""
              // The first card's picture is on a phone's first screen, below the hero's.
              load={index === 0 ? "eager" : "lazy"}
              sizes="(min-width: 48rem) 38rem, 100vw"
              className="block aspect-[16/9] w-full"
            />
            <div className="p-6 md:p-8">
              <h2 className="text-2xl font-semibold">
                <Link to={section.href} className="after:absolute after:inset-0 after:content-['']">
                  {section.title}
                </Link>
              </h2>
              <p className="mt-3 text-ink-muted">{section.description}</p>
              <p
                aria-hidden="true"
                className="mt-5 inline-flex items-center gap-2 text-sm font-semibold group-hover:text-accent"
              >
                {section.linkLabel} <LineIcon name="arrowRight" className="h-4 w-4" />
              </p>
            </div>
          </article>
        ))}
      </section>
      <section aria-labelledby="shop-help" className="container-page pb-24">
        <div className="grid gap-6 rounded-card border border-line bg-surface p-8 md:grid-cols-[1fr_auto] md:items-center md:p-12">
          <div>
            <h2 id="shop-help" className="text-title font-semibold">
              How booking works
            </h2>
            <ol className="mt-6 grid gap-4 text-ink-muted md:grid-cols-3">
              <li>
                <span className="font-semibold text-ink">1. Ask.</span> Send a request or a mail draft from any offer.{" "}
                {site.responsePromise}
              </li>
              <li>
                <span className="font-semibold text-ink">2. Visit.</span> See the space in person (
                {site.tourAvailability.duration.toLowerCase()}), or take the 360° tour online.
              </li>
              <li>
                <span className="font-semibold text-ink">3. Confirm.</span> You receive a written quote; your booking is
                fixed when you sign it.
              </li>
            </ol>
          </div>
          <div className="flex flex-wrap gap-3 md:flex-col">
            <ButtonLink to="/book-tour">Book a Tour</ButtonLink>
            <ButtonLink to="/360-view" variant="secondary">
              360° Tour
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
