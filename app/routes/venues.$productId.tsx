import { ArtImage } from "~/components/media/ArtImage";
import { ButtonLink } from "~/components/ui/Button";
import { Breadcrumb } from "~/components/venue/Breadcrumb";
import { SeatingConfigurations } from "~/components/venue/SeatingConfigurations";
import { SpecTable } from "~/components/venue/SpecTable";
import { EquipmentIcon } from "~/features/space-explorer/EquipmentIcon";
import { productPageData } from "~/features/venue-pages/venue-pages.server";
import { PREVIEW_HEADERS } from "~/features/content/preview.server";
import { PreviewNotice } from "~/features/content/PreviewNotice";
import { FloorPlanDialog, MatterportLink, TechnicalDetailsDialog } from "~/components/venue/VenueDetailButtons";
import { ImageGallery } from "~/components/venue/ImageGallery";
import { MediaTiles } from "~/components/venue/MediaTiles";
import { HeroVideoActions } from "~/features/video-upload/HeroVideoActions";
import { islandsPage } from "~/islands/page";
import type { PageHandle } from "~/lib/page-handle";
import { Island } from "~/islands/Island";
import { bilingual, localeOfPath, localizeHref, useLocale, type Locale } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo";
import { absoluteUrl } from "~/lib/site-url";
import { productVenue, venueJsonLd, type Crumb } from "~/lib/structured-data";
import type { Route } from "./+types/venues.$productId";

// /venues/{productId}: the 28 products and 'gallery' are prerendered; any other id is rendered on
// request with the spec's fallback and kept out of search engines (docs/decisions/0202-product-routes.md).
// HTML with React islands, without React Router's client (docs/decisions/0692). The record is the one
// published from the back office (issue 45, decision 1152): a publish of `product:<id>` renders
// /venues/<id> and its twin again (handle.content); a preview link shows the record's draft.
// A film's publish (decision 1156) renders every product page again: any of them may embed it.
export const handle: PageHandle = { ...islandsPage, content: ["product"], contentOnEveryPage: ["film"] };

export function loader({ params, request }: Route.LoaderArgs) {
  return productPageData(request, params.productId);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) =>
  loaderHeaders.has("X-Robots-Tag") ? PREVIEW_HEADERS : {};

const words = bilingual({
  en: {
    home: "Home",
    venues: "Venues",
    fallbackTitle: "Venue",
    fallbackDescription: "Premium venue space for exceptional experiences.",
    category: { STAGES: "Stages", STUDIOS: "Studios", SPACES: "Spaces", SPATIAL: "Offices", VENUES: "Venues" },
    area: "Area",
    capacity: "Capacity",
    ceiling: "Ceiling",
    led: "LED",
    equipment: "Equipment",
    specifications: "Technical Specifications",
    specificationsOf: (name: string) => `Technical specifications of ${name}`,
    gallery: "Gallery",
    imagesOf: (name: string) => `Images of ${name}`,
    seating: "Seating Configurations",
    details: "Get the Details",
    walkThrough: (name: string | undefined) => (name ? `Walk through ${name}` : "Walk through the building"),
    detailsText:
      " in 360°, check the floor plan, or keep the full technical specification at hand for your production team.",
    checkAvailability: "Check availability",
  },
  de: {
    home: "Startseite",
    venues: "Locations",
    fallbackTitle: "Location",
    fallbackDescription: "Erstklassige Eventflächen für außergewöhnliche Erlebnisse.",
    category: { STAGES: "Bühnen", STUDIOS: "Studios", SPACES: "Räume", SPATIAL: "Büros", VENUES: "Locations" },
    area: "Fläche",
    capacity: "Kapazität",
    ceiling: "Deckenhöhe",
    led: "LED",
    equipment: "Ausstattung",
    specifications: "Technische Daten",
    specificationsOf: (name: string) => `Technische Daten: ${name}`,
    gallery: "Galerie",
    imagesOf: (name: string) => `Bilder: ${name}`,
    seating: "Bestuhlungsvarianten",
    details: "Alle Details",
    walkThrough: (name: string | undefined) => (name ? `Erkunden Sie ${name}` : "Erkunden Sie das Gebäude"),
    detailsText:
      " im 360°-Rundgang, sehen Sie sich den Grundriss an oder halten Sie die vollständigen technischen Daten für Ihr Produktionsteam bereit.",
    checkAvailability: "Verfügbarkeit prüfen",
  },
});

/** The breadcrumb the page shows, and its BreadcrumbList, in the page's language. */
const crumbs = (name: string, locale: Locale): Crumb[] => [
  { label: words[locale].home, to: localizeHref("/", locale) },
  { label: words[locale].venues, to: localizeHref("/venues", locale) },
  { label: name },
];

export const meta: Route.MetaFunction = ({ loaderData, params, location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  const path = `/venues/${params.productId}`;
  const product = loaderData?.product;
  return seo({
    title: loaderData?.metaTitle ?? t.fallbackTitle,
    description: loaderData?.metaDescription ?? t.fallbackDescription,
    path,
    locale,
    noindex: loaderData?.isFallback ?? true,
    shareCard: loaderData?.shareCard,
    breadcrumbs: product ? crumbs(product.name, locale) : undefined,
    // A room, stage, studio or office that can be booked: an EventVenue (the gallery is none).
    jsonLd:
      product && !loaderData.isFallback && product.category !== "VENUES"
        ? [venueJsonLd(productVenue(product, localizeHref(path, locale)), absoluteUrl)]
        : [],
  });
};

// Literal classes (Tailwind reads the source): the facts strip is as wide as its facts.
const factGrid: Record<number, string> = {
  1: "max-w-xs grid-cols-1",
  2: "max-w-xl",
  3: "max-w-3xl md:grid-cols-3",
  4: "max-w-4xl md:grid-cols-4",
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, plans, horizonFilmUrl, media, enquireHref, specifications, featureIcons } = loaderData;
  const locale = useLocale();
  const t = words[locale];
  const area = product.specifications["Total Area"] ?? product.specifications["Area"];
  const keyFacts = [
    [t.area, area],
    [t.capacity, product.specifications["Capacity"]],
    [t.ceiling, product.specifications["Ceiling Height"]],
    [t.led, product.specifications["LED Wall"]?.split(/,\s/)[0]],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  const hasFeatures = product.features.length > 0;

  return (
    <>
      <section className="relative isolate overflow-hidden pb-14 pt-28 md:pb-20 md:pt-32">
        <div className="absolute inset-0 -z-10">
          <ArtImage art={product.heroImage} alt="" load="priority" sizes="100vw" className="block h-full w-full" />
          <div className="absolute inset-0 bg-gradient-to-b from-canvas/75 via-canvas/85 to-canvas" />
        </div>
        <div className="container-page">
          <Breadcrumb items={crumbs(product.name, locale)} />
          <p className="mt-8 font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">
            {t.category[product.category]}
          </p>
          <h1 className="mt-3 max-w-4xl text-display font-semibold">{product.name}</h1>
          {product.subtitle ? (
            <p className="mt-4 text-lg font-semibold text-ink md:text-xl">{product.subtitle}</p>
          ) : null}
          <p className="mt-4 max-w-3xl text-lg text-ink-muted">{product.description}</p>
          <Island
            name="HeroVideoActions"
            component={HeroVideoActions}
            props={{ name: product.name, videoUrl: product.videoUrl, horizonFilmUrl, poster: product.heroImage }}
          />
          <dl
            className={`mt-6 grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line ${factGrid[keyFacts.length] ?? factGrid[4]}`}
          >
            {keyFacts.map(([label, value]) => (
              <div key={label} className="bg-surface/95 px-5 py-4">
                <dt className="text-xs uppercase tracking-wider text-ink-muted">{label}</dt>
                <dd className="mt-1 font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {media ? (
        <Island
          name="MediaTiles"
          component={MediaTiles}
          props={{ photos: product.galleryImages, films: media.films, tour: media.tour, plans }}
        />
      ) : null}

      {hasFeatures ? (
        <section aria-labelledby="equipment-heading" className="container-page py-16">
          <h2 id="equipment-heading" className="text-title font-semibold">
            {t.equipment}
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {product.features.map((feature, index) => (
              <li key={feature.title} className="rounded-card border border-line bg-surface p-6">
                <span
                  aria-hidden="true"
                  className="flex h-11 w-11 items-center justify-center rounded-xl bg-accent/15 text-accent"
                >
                  <EquipmentIcon name={featureIcons[index] ?? "spark"} className="h-6 w-6" />
                </span>
                <h3 className="mt-5 text-xl font-semibold">{feature.title}</h3>
                <p className="mt-2 text-sm text-ink-muted">{feature.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {hasFeatures ? (
        <section
          aria-labelledby="specifications-heading"
          id="technical-specifications"
          className="container-page py-10"
        >
          <h2 id="specifications-heading" className="text-title font-semibold">
            {t.specifications}
          </h2>
          <div className="mt-8 max-w-4xl">
            <SpecTable specifications={specifications} caption={t.specificationsOf(product.name)} />
          </div>
        </section>
      ) : null}

      {product.galleryImages.length > 1 ? (
        <section aria-labelledby="gallery-heading" className="container-page py-16">
          <h2 id="gallery-heading" className="text-title font-semibold">
            {t.gallery}
          </h2>
          <div className="mt-8">
            <Island
              name="ImageGallery"
              component={ImageGallery}
              props={{ pictures: product.galleryImages, label: t.imagesOf(product.name) }}
            />
          </div>
        </section>
      ) : null}

      {product.seatingConfigurations.length > 0 ? (
        <section aria-labelledby="seating-heading" className="container-page py-16">
          <h2 id="seating-heading" className="text-title font-semibold">
            {t.seating}
          </h2>
          <div className="mt-8">
            <SeatingConfigurations configurations={product.seatingConfigurations} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="details-heading" className="container-page pb-24 pt-10">
        <div className="rounded-card border border-line bg-gradient-to-br from-surface-raised to-surface p-8 shadow-card md:p-12">
          <h2 id="details-heading" className="text-title font-semibold">
            {t.details}
          </h2>
          <p className="mb-8 mt-4 max-w-2xl text-lg text-ink-muted">
            {t.walkThrough(media ? undefined : product.name)}
            {t.detailsText}
          </p>
          <div className="flex flex-wrap gap-3">
            <MatterportLink />
            <Island
              name="FloorPlanDialog"
              component={FloorPlanDialog}
              props={{ name: product.name, plans, label: "Floor Plan" }}
            />
            <TechnicalDetailsDialog name={product.name} specifications={specifications} />
            {enquireHref ? <ButtonLink to={enquireHref}>{t.checkAvailability}</ButtonLink> : null}
          </div>
        </div>
      </section>
      <PreviewNotice state={loaderData.preview} />
    </>
  );
}
