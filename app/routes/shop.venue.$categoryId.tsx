import { data } from "react-router";
import { ArtImage } from "~/components/media/ArtImage";
import { LineIcon } from "~/components/media/LineIcon";
import { BackLink } from "~/components/sections/BackLink";
import { VenueCategoryCard } from "~/components/sections/VenueCategoryCard";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/Button";
import { venueCategories, venueCategoryById } from "~/content/shop";
import { siteWords } from "../../server/domain/company/site";
import { bilingual, inLocale, localeOfPath, localizeHref, useLocale } from "~/lib/i18n/locale";
import { buildVenueRequirementsMailto } from "~/lib/mail-drafts";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/shop.venue.$categoryId";
import type { PageHandle } from "~/lib/page-handle";

// One venue category of the shop (/shop/venue/event-floors, ...): prerendered for the four known ids.
// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

const words = bilingual({
  en: {
    notFound: { title: "Page not found", description: "This venue category does not exist." },
    title: (category: string) => `${category} | Venue Shop`,
    description: (description: string, price: string) => `${description} ${price}, net plus VAT.`,
    back: "Back to Venue Shop",
    request: "Request This Space",
    bookTour: "Book a Tour",
    facts: "Key facts",
    included: "What is included",
    idealFor: "Ideal for",
    howToBook: (promise: string) =>
      `How to book: send us a request with your date and number of guests. ${promise} Your booking is fixed once you confirm our written quote.`,
    more: "More ways to book",
  },
  de: {
    notFound: { title: "Seite nicht gefunden", description: "Diese Kategorie gibt es nicht." },
    title: (category: string) => `${category} | Location-Shop`,
    description: (description: string, price: string) =>
      `${description} ${price.charAt(0).toUpperCase()}${price.slice(1)} zzgl. MwSt.`,
    back: "Zurück zum Location-Shop",
    request: "Diese Fläche anfragen",
    bookTour: "Besichtigung vereinbaren",
    facts: "Die wichtigsten Fakten",
    included: "Im Preis enthalten",
    idealFor: "Ideal für",
    howToBook: (promise: string) =>
      `So buchen Sie: Senden Sie uns eine Anfrage mit Ihrem Termin und der Zahl der Gäste. ${promise} Verbindlich wird Ihre Buchung, sobald Sie unser schriftliches Angebot bestätigen.`,
    more: "Weitere Buchungsmöglichkeiten",
  },
});

export function loader({ params }: Route.LoaderArgs) {
  const category = venueCategoryById(params.categoryId);
  if (!category) throw data("Unknown venue category", { status: 404 });
  return { categoryId: category.id };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  const found = loaderData ? venueCategoryById(loaderData.categoryId) : undefined;
  if (!found)
    return seo({
      title: t.notFound.title,
      description: t.notFound.description,
      path: "/shop/venue",
      locale,
      noindex: true,
    });
  const category = inLocale(found, locale);
  return seo({
    title: t.title(category.title),
    description: t.description(category.description, category.price),
    path: category.href,
    locale,
  });
};

export default function VenueCategoryPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = words[locale];
  const category = inLocale(venueCategoryById(loaderData.categoryId)!, locale);
  const others = inLocale(venueCategories, locale).filter((other) => other.id !== category.id);
  return (
    <>
      <section className="container-page grid gap-10 pb-16 pt-32 md:pt-40 lg:grid-cols-[1.1fr_1fr] lg:items-center">
        <div>
          <BackLink to={localizeHref("/shop/venue", locale)}>{t.back}</BackLink>
          <p className="mt-6 font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">
            {category.subtitle}
          </p>
          <h1 className="mt-3 text-display font-semibold">{category.title}</h1>
          <p className="mt-6 text-lg text-ink-muted">{category.longDescription}</p>
          <p className="mt-8">
            <span className="font-display text-4xl font-semibold">{category.price}</span>
            <span className="mt-1 block text-sm text-ink-muted">{category.priceDetails}</span>
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <ExternalButtonLink href={buildVenueRequirementsMailto(category, locale)}>
              <LineIcon name="mail" className="h-4 w-4" />
              {t.request}
            </ExternalButtonLink>
            <ButtonLink to="/book-tour" variant="secondary">
              {t.bookTour}
            </ButtonLink>
          </div>
        </div>
        <div className="overflow-hidden rounded-card border border-line shadow-card">
          <ArtImage
            art={category.image}
            alt=""
            // Beside the text on a desktop's first screen, just below it on a phone's (0668).
            load="eager"
            sizes="(min-width: 64rem) 36rem, 100vw"
            className="block aspect-[16/10] w-full"
          />
        </div>
      </section>

      <section aria-labelledby="facts-heading" className="container-page pb-16">
        <h2 id="facts-heading" className="sr-only">
          {t.facts}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {category.facts.map((fact) => (
            <div key={fact.label} className="rounded-card border border-line bg-surface p-6">
              <dt className="text-sm font-semibold uppercase tracking-[0.2em] text-ink-muted">{fact.label}</dt>
              <dd className="mt-2 text-lg font-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="container-page grid gap-6 pb-16 md:grid-cols-2">
        <div className="rounded-card border border-line bg-surface p-8">
          <h2 className="text-2xl font-semibold">{t.included}</h2>
          <ul className="mt-5 space-y-3">
            {category.includes.map((item) => (
              <li key={item} className="flex gap-3">
                <LineIcon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-accent" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-card border border-line bg-surface p-8">
          <h2 className="text-2xl font-semibold">{t.idealFor}</h2>
          <ul className="mt-5 space-y-3">
            {category.idealFor.map((item) => (
              <li key={item} className="flex gap-3">
                <LineIcon name="creative" className="mt-0.5 h-5 w-5 shrink-0 text-glow" />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-ink-muted">{t.howToBook(siteWords(locale).responsePromise)}</p>
        </div>
      </section>

      <section aria-labelledby="other-categories" className="container-page pb-24">
        <h2 id="other-categories" className="text-title font-semibold">
          {t.more}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {others.map((other) => (
            <VenueCategoryCard
              key={other.id}
              category={{ ...other, href: localizeHref(other.href, locale) }}
              headingLevel="h3"
            />
          ))}
        </div>
      </section>
    </>
  );
}
