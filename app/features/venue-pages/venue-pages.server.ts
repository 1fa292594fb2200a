import { filmPlayerUrl } from "~/content/films";
import { filmsInForce, filmUrlInForce } from "~/content/films-in-force.server";
import { fallbackProduct, findProduct, productCardOf, specificationTable, type Product } from "~/content/products";
import { productRecordInForce } from "~/content/products-in-force.server";
import { previewOf, previewState, withPreview } from "~/features/content/preview.server";
import { site } from "../../../server/domain/company/site";
import { spaceOfFloors } from "../../../server/domain/enquiries/spaces";
import { floorPlans, venueFilmUrl, type FloorPlanKey, type StagePage } from "~/content/venues";
import { stagePageInForce } from "~/content/stages-in-force.server";
import { virtualTour } from "~/content/virtual-tour";
import { equipmentIcon } from "~/features/space-explorer/equipment-icons";
import { heroVideoSource } from "~/features/video-upload/hero-video";
import { buildMailto } from "~/lib/mailto";
import { productShareCard } from "~/lib/share-card";
import { productVenue } from "~/lib/structured-data";
import { explorerSpaces } from "~/features/space-explorer/explorer-state";
import type { LocalStagePage } from "~/components/venue/StageSections";
import { bilingual, inLocale, localeOfPath, type Locale } from "~/lib/i18n/locale";
import { DESCRIPTION_MAX_CHARS, pageTitle, TITLE_MAX_CHARS } from "~/lib/seo";

// What the venue pages' loaders hand to the browser: only the page's own content, so the
// catalogue of 29 records never lands in a client bundle.

/** The mail draft of 'Request Consultation', in the page's language. */
const consultationWords = bilingual({
  en: {
    subject: (name: string) => `Consultation request: ${name}`,
    body: (name: string) => [
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
    ],
  },
  de: {
    subject: (name: string) => `Beratungsanfrage: ${name}`,
    body: (name: string) => [
      "Guten Tag,",
      "",
      `ich möchte mich zu einer Veranstaltung auf der ${name} beraten lassen.`,
      "",
      "Art der Veranstaltung:",
      "Wunschtermin(e):",
      "Anzahl der Gäste:",
      "Bestuhlung (Reihen, Bankett, Empfang, hybrid):",
      "Technischer Bedarf (LED-Inhalte, Livestream, Bühnenbau):",
      "",
      "Bitte rufen Sie mich zurück unter:",
      "",
      "Mit freundlichen Grüßen",
    ],
  },
});

/** A preview link's draft, if the request has one (issue 45): the pages show it in the published record's place. */
type Draft = { key: string; data: unknown } | undefined;

/**
 * A known product in one language as published from the back office (issue 45, decision 1152), or with a
 * preview's draft; read from the process's memory, never a query per view.
 */
function productInForce(id: string, locale: Locale, draft?: Draft): Product | undefined {
  const record = productRecordInForce(id, draft);
  // Its film with the film's Vimeo id as published (decision 1156).
  return record ? inLocale({ ...record, videoUrl: filmUrlInForce(record.videoUrl, draft) }, locale) : undefined;
}

/** The cards of known products in the page's language, as published (/venues/floors, /venues/single-floor). */
export function productCardsInForce(ids: readonly string[], locale: Locale, draft?: Draft) {
  return ids.map((id) => {
    const product = productInForce(id, locale, draft);
    if (!product) throw new Error(`Unknown product ${id}`);
    return productCardOf(product);
  });
}

function consultationMailto(name: string, locale: Locale): string {
  const t = consultationWords[locale];
  return buildMailto({ to: site.email.sales, subject: t.subject(name), body: t.body(name).join("\n") });
}

function loadStagePage(id: StagePage["id"], locale: Locale = "en", draft?: Draft) {
  // The stage page's own words and its explorer's spaces' as published (decisions 1155, 1158), or a
  // preview's draft of the page or of one of its spaces.
  const { spaces, filters, ...words } = stagePageInForce(id, draft);
  const product = productInForce(id, locale, draft);
  if (!product) throw new Error(`The stage ${id} has no product record`);
  const page: LocalStagePage = {
    ...inLocale(words, locale),
    // A space whose detail page is this very stage page needs no link to itself.
    spaces: explorerSpaces(
      spaces.map((space) => ({
        ...space,
        productId: space.productId === id ? undefined : space.productId,
        videoUrl: filmUrlInForce(space.videoUrl, draft),
      })),
      locale,
    ),
    filters: inLocale(filters, locale),
  };
  return {
    page,
    /** The page's title: the stage's name, which is the same in both languages, said to be one in German. */
    metaTitle: locale === "de" ? `${page.title}: Eventbühne in Frankfurt` : page.title,
    cards: productCardsInForce(page.configurationIds, locale, draft),
    plans: [floorPlans[page.venue]],
    // The stage's product record (the same id) supplies the Technical Details table and the hero film.
    specifications: specificationTable(product.specifications, locale),
    /** The stage as an EventVenue for the page's JSON-LD. */
    venue: productVenue(product, `/venues/${id}`),
    heroVideoUrl: heroVideoSource(
      { name: product.name, videoUrl: product.videoUrl },
      filmUrlInForce(venueFilmUrl.horizon, draft),
    ),
    consultationHref: consultationMailto(page.title, locale),
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

/** A known record, 'gallery' with its media, or the spec's fallback for an unknown id, in the page's language. */
function loadProductPage(id: string, locale: Locale = "en", draft?: Draft) {
  const known = productInForce(id, locale, draft);
  const product: Product = known ?? fallbackProduct(id, locale);
  // The equipment icons follow the English record as published; the share card the record as built
  // (it is painted at build time, with the built name on it).
  const english: Product = productInForce(id, "en", draft) ?? fallbackProduct(id);
  const built: Product = findProduct(id) ?? fallbackProduct(id);
  const planKeys = product.floorPlans.length > 0 ? product.floorPlans : allEventFloors;
  return {
    product,
    isFallback: !known,
    metaTitle:
      [product.subtitle ? `${product.name}: ${product.subtitle.split(" · ").pop()}` : product.name].find(
        (title) => pageTitle(title, `/venues/${product.id}`).length <= TITLE_MAX_CHARS,
      ) ?? product.name,
    metaDescription: metaDescription(`${product.name}. ${product.description}`),
    /** The Technical Specifications table with its labels in the page's language. */
    specifications: specificationTable(product.specifications, locale),
    featureIcons: english.features.map((feature) => equipmentIcon(feature.title, feature.description)),
    shareCard: known ? productShareCard(built, locale === "de" ? product.heroImageAlt : undefined) : undefined,
    plans: planKeys.map((key) => floorPlans[key]),
    enquireHref: known ? enquireHref(product.floorPlans) : undefined,
    horizonFilmUrl: filmUrlInForce(venueFilmUrl.horizon, draft),
    media:
      id === "gallery"
        ? {
            films: filmsInForce(draft).map((film) => ({
              id: film.id,
              title: film.title[locale],
              description: film.description[locale],
              duration: film.duration,
              thumbnail: film.thumbnail,
              embedUrl: filmPlayerUrl(film),
            })),
            tour: { src: virtualTour.src, title: virtualTour.title[locale], poster: virtualTour.poster },
          }
        : null,
  };
}

/**
 * The loader data of a product page (/venues/{productId} and its twin): the record as published; a
 * preview link shows the record's draft (noindex, no-store).
 */
export async function productPageData(request: Request, id: string) {
  const preview = await previewOf(request);
  const draft = preview.state === "draft" ? preview : undefined;
  const page = loadProductPage(id, localeOfPath(new URL(request.url).pathname), draft);
  return withPreview(preview, { ...page, preview: previewState(preview) });
}

/** The loader data of a stage page and its twin: its product record and its configurations' cards as published, or a preview's draft. */
export async function stagePageData(request: Request, id: StagePage["id"]) {
  const preview = await previewOf(request);
  const draft = preview.state === "draft" ? preview : undefined;
  const page = loadStagePage(id, localeOfPath(new URL(request.url).pathname), draft);
  return withPreview(preview, { ...page, preview: previewState(preview) });
}

/** At most 160 characters, cut at a word: for meta descriptions built from copy. */
function metaDescription(text: string, max = DESCRIPTION_MAX_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:.]$/, "")}…`;
}
