import { ButtonLink } from "~/components/ui/Button";
import { galleryHeroSlides, galleryItemsWith } from "~/content/gallery";
import { filmsInForce } from "~/content/films-in-force.server";
import { PREVIEW_HEADERS, previewOf, previewState, withPreview } from "~/features/content/preview.server";
import { PreviewNotice } from "~/features/content/PreviewNotice";
import type { PageHandle } from "~/lib/page-handle";
import { GalleryBrowser } from "~/features/gallery/GalleryBrowser";
import { GalleryHighlights } from "~/features/gallery/GalleryHighlights";
import { islandsPage } from "~/islands/page";
import { Island } from "~/islands/Island";
import { bilingual, inLocale, localeOfPath, useLocale } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/gallery";

const words = bilingual({
  en: {
    title: "Gallery",
    description:
      "The SPARK building, its three stages and its rooms in pictures, plus nine films from Skyline, Liberty and Horizon: browse by buildings, interiors and videos.",
    eyebrow: "Gallery",
    heading: "SPARK in pictures",
    lead: "The building, the three stages and the rooms around them, and films of what happens on them.",
    browse: "Browse the gallery",
    browseLead: "Open any photo full screen; films play on our video channel in a new tab.",
    visitTitle: "Pictures are a start",
    visitText: "Walk the floors in 360°, or see the stages in person with our venue team.",
    media: "Photos, films and floor plans",
    bookTour: "Book a Tour",
  },
  de: {
    title: "Galerie",
    description:
      "Das SPARK-Gebäude, seine drei Bühnen und Räume in Bildern, dazu neun Filme aus Skyline, Liberty und Horizon: nach Gebäude, Innenräumen und Videos sortiert.",
    eyebrow: "Galerie",
    heading: "SPARK in Bildern",
    lead: "Das Gebäude, die drei Bühnen und die Räume drumherum, dazu Filme von dem, was auf ihnen geschieht.",
    browse: "Galerie durchstöbern",
    browseLead: "Öffnen Sie jedes Foto im Vollbild; Filme laufen in einem neuen Tab auf unserem Videokanal.",
    visitTitle: "Bilder sind erst der Anfang",
    visitText: "Gehen Sie in 360° durch die Etagen oder erleben Sie die Bühnen vor Ort mit unserem Location-Team.",
    media: "Fotos, Filme und Grundrisse",
    bookTour: "Besichtigung vereinbaren",
  },
});

// HTML with two React islands, the highlights carousel and the browser (docs/decisions/0692); rendered
// again when a film is published from the back office (issue 45, decision 1156).
export const handle: PageHandle = { ...islandsPage, content: ["film"] };

/**
 * The slides and items in the page's language (the islands receive no other), the films as published;
 * a preview link shows one film's draft in its place (noindex, no-store).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const preview = await previewOf(request);
  const items = galleryItemsWith(filmsInForce(preview.state === "draft" ? preview : undefined));
  return withPreview(preview, {
    slides: inLocale(galleryHeroSlides, locale),
    items: inLocale(items, locale),
    preview: previewState(preview),
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) =>
  loaderHeaders.has("X-Robots-Tag") ? PREVIEW_HEADERS : {};

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/gallery", locale });
};

/** Spec section 9: the gallery hero rotates every 5 s. */
const HERO_ROTATION_MS = 5000;

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { slides, items } = loaderData;
  const t = words[useLocale()];
  return (
    <>
      <section className="container-page pb-10 pt-32 md:pt-40">
        <p className="font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">{t.eyebrow}</p>
        <h1 className="mt-4 text-display font-semibold">{t.heading}</h1>
        <p className="mt-6 max-w-2xl text-lg text-ink-muted">{t.lead}</p>
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
          {t.browse}
        </h2>
        <p className="mb-8 mt-4 max-w-2xl text-ink-muted">{t.browseLead}</p>
        <Island name="GalleryBrowser" component={GalleryBrowser} props={{ items }} />
      </section>

      <section aria-labelledby="visit-heading" className="container-page pb-24">
        <div className="flex flex-col gap-6 rounded-card border border-line bg-surface p-8 md:flex-row md:items-center md:justify-between md:p-12">
          <div>
            <h2 id="visit-heading" className="text-2xl font-semibold md:text-3xl">
              {t.visitTitle}
            </h2>
            <p className="mt-2 text-ink-muted">{t.visitText}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/venues/gallery" variant="secondary">
              {t.media}
            </ButtonLink>
            <ButtonLink to="/book-tour">{t.bookTour}</ButtonLink>
          </div>
        </div>
      </section>
      <PreviewNotice state={loaderData.preview} />
    </>
  );
}
