import { filmEmbedUrl, films } from "~/content/films";
import { fallbackProduct, findProduct, productCard, type Product } from "~/content/products";
import { site } from "../../../server/domain/company/site";
import { spaceOfFloors } from "../../../server/domain/enquiries/spaces";
import { floorPlans, stagePages, venueFilmUrl, type FloorPlanKey, type StagePage } from "~/content/venues";
import { virtualTour } from "~/content/virtual-tour";
import { heroVideoSource } from "~/features/video-upload/hero-video";
import { buildMailto } from "~/lib/mailto";
import { productVenue } from "~/lib/structured-data";
import { DESCRIPTION_MAX_CHARS, pageTitle, TITLE_MAX_CHARS } from "~/lib/seo";

// What the venue pages' loaders hand to the browser: only the page's own content, so the
// catalogue of 29 records never lands in a client bundle.

function consultationMailto(name: string): string {
  return buildMailto({
    to: site.email.sales,
    subject: `Consultation request: ${name}`,
    body: [
      "Hello SPARK venue team,",
      "",
      `I would like your advice on an event at the ${name}.`,
      "",
      "Type of event:",
      "Preferred date(s):",
      "Number of guests:",
      "Set-up (theatre, banquet, reception, hybrid):",
      "Technical needs (LED content, streaming, stage build):",
      "",
      "Please call me back at:",
      "",
      "Kind regards",
    ].join("\n"),
  });
}

export function loadStagePage(id: StagePage["id"]) {
  const page = stagePages[id];
  const product = findProduct(id);
  if (!product) throw new Error(`The stage ${id} has no product record`);
  return {
    // A space whose detail page is this very stage page needs no link to itself.
    page: {
      ...page,
      spaces: page.spaces.map((space) => (space.productId === id ? { ...space, productId: undefined } : space)),
    },
    cards: page.configurationIds.map(productCard),
    plans: [floorPlans[page.venue]],
    // The stage's product record (the same id) supplies the Technical Details table and the hero film.
    specifications: product.specifications,
    /** The stage as an EventVenue for the page's JSON-LD. */
    venue: productVenue(product, `/venues/${id}`),
    heroVideoUrl: heroVideoSource({ name: product.name, videoUrl: product.videoUrl }, venueFilmUrl.horizon),
    consultationHref: consultationMailto(page.title),
    /** The enquiry page with this stage's calendar (issue 47). */
    enquireHref: `/enquire?space=${page.venue}#availability`,
  };
}

const allEventFloors: FloorPlanKey[] = ["skyline", "liberty", "horizon"];

/**
 * 'Check availability' (issue 47, decision 1143): the calendar of the space on exactly these floors, a
 * room's floor being held with its floor; offices, let by the month, are asked for by message.
 */
function enquireHref(floors: readonly FloorPlanKey[]): string | undefined {
  if (floors.includes("offices")) return "/contact";
  const space = spaceOfFloors(floors);
  return space ? `/enquire?space=${space.id}#availability` : undefined;
}

/** A known record, 'gallery' with its media, or the spec's fallback for an unknown id. */
export function loadProductPage(id: string) {
  const known = findProduct(id);
  const product: Product = known ?? fallbackProduct(id);
  const planKeys = product.floorPlans.length > 0 ? product.floorPlans : allEventFloors;
  return {
    product,
    isFallback: !known,
    metaTitle:
      [product.subtitle ? `${product.name}: ${product.subtitle.split(" · ").pop()}` : product.name].find(
        (title) => pageTitle(title, `/venues/${product.id}`).length <= TITLE_MAX_CHARS,
      ) ?? product.name,
    metaDescription: metaDescription(`${product.name}. ${product.description}`),
    plans: planKeys.map((key) => floorPlans[key]),
    enquireHref: known ? enquireHref(product.floorPlans) : undefined,
    horizonFilmUrl: venueFilmUrl.horizon,
    media:
      id === "gallery"
        ? {
            films: films.map((film) => ({
              id: film.id,
              title: film.title.en,
              description: film.description.en,
              duration: film.duration,
              thumbnail: film.thumbnail,
              embedUrl: filmEmbedUrl(film.id),
            })),
            tour: { src: virtualTour.src, title: virtualTour.title, poster: virtualTour.poster },
          }
        : null,
  };
}

/** At most 160 characters, cut at a word: for meta descriptions built from copy. */
function metaDescription(text: string, max = DESCRIPTION_MAX_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:.]$/, "")}…`;
}
