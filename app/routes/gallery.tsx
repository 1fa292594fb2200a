import { ButtonLink } from "~/components/ui/Button";
import { galleryHeroSlides, galleryItems } from "~/content/gallery";
import { GalleryBrowser } from "~/features/gallery/GalleryBrowser";
import { GalleryHighlights } from "~/features/gallery/GalleryHighlights";
import { islandsPage } from "~/islands/page";
import { Island } from "~/islands/Island";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/gallery";

// HTML with two React islands, the highlights carousel and the browser (docs/decisions/0692).
export const handle = islandsPage;

export function loader() {
  return { slides: galleryHeroSlides, items: galleryItems };
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Gallery",
    description:
      "The SPARK building, its three stages and its rooms in pictures, plus nine films from Skyline, Liberty and Horizon: browse by buildings, interiors and videos.",
    path: "/gallery",
  });

/** Spec section 9: the gallery hero rotates every 5 s. */
const HERO_ROTATION_MS = 5000;

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { slides, items } = loaderData;
  return (
    <>
      <section className="container-page pb-10 pt-32 md:pt-40">
        <p className="font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">Gallery</p>
        <h1 className="mt-4 text-display font-semibold">SPARK in pictures</h1>
        <p className="mt-6 max-w-2xl text-lg text-ink-muted">
          The building, the three stages and the rooms around them, and films of what happens on them.
        </p>
      </section>

      <div className="container-page">
        <Island
          name="GalleryHighlights"
          component={GalleryHighlights}
          props={{ slides, autoplayMs: HERO_ROTATION_MS }}
        />
      </div>

      <section aria-labelledby="browse-heading" className="container-page py-16">
        <h2 id="browse-heading" className="text-title font-semibold">
          Browse the gallery
        </h2>
        <p className="mb-8 mt-4 max-w-2xl text-ink-muted">
          Open any photo full screen; films play on our video channel in a new tab.
        </p>
        <Island name="GalleryBrowser" component={GalleryBrowser} props={{ items }} />
      </section>

      <section aria-labelledby="visit-heading" className="container-page pb-24">
        <div className="flex flex-col gap-6 rounded-card border border-line bg-surface p-8 md:flex-row md:items-center md:justify-between md:p-12">
          <div>
            <h2 id="visit-heading" className="text-2xl font-semibold md:text-3xl">
              Pictures are a start
            </h2>
            <p className="mt-2 text-ink-muted">
              Walk the floors in 360°, or see the stages in person with our venue team.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/venues/gallery" variant="secondary">
              Photos, films and floor plans
            </ButtonLink>
            <ButtonLink to="/book-tour">Book a Tour</ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
