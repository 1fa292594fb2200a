import { BackLink } from "~/components/sections/BackLink";
import { VenueCategoryCard } from "~/components/sections/VenueCategoryCard";
import { ExternalButtonLink } from "~/components/ui/Button";
import { LineIcon } from "~/components/media/LineIcon";
import { venueCategories } from "~/content/shop";
import { siteWords } from "../../server/domain/company/site";
import { bilingual, inLocale, localeOfPath, localizeHref, useLocale, type Locale } from "~/lib/i18n/locale";
import { buildVenueRequirementsMailto } from "~/lib/mail-drafts";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/shop.venue";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

const words = bilingual({
  en: {
    title: "Venue Shop",
    description: (categories: string) => `Book SPARK by the day or event: ${categories}.`,
    back: "Back to Shop",
    heading: "Book the space you need",
    lead: "Four ways to book SPARK, from a boardroom for a morning to three event floors for a conference. Every price includes the technology that is installed in the space.",
    categories: "Venue categories",
    moreHeading: "Something more specific in mind?",
    moreText:
      "Combined floors, a week of workshops or a terrace party after your conference: tell us your requirements and we put together an offer.",
    discuss: "Discuss Your Requirements",
  },
  de: {
    title: "Location-Shop",
    description: (categories: string) => `SPARK buchen: ${categories}.`,
    back: "Zurück zum Shop",
    heading: "Die passende Fläche buchen",
    lead: "Vier Wege, SPARK zu buchen: vom Boardroom für einen Vormittag bis zu drei Eventetagen für eine Konferenz. In jedem Preis ist die Technik enthalten, die in der Fläche installiert ist.",
    categories: "Kategorien",
    moreHeading: "Sie haben etwas Bestimmtes vor?",
    moreText:
      "Kombinierte Etagen, eine Woche voller Workshops oder eine Party auf der Terrasse nach Ihrer Konferenz: Nennen Sie uns Ihre Anforderungen, und wir stellen Ihnen ein Angebot zusammen.",
    discuss: "Anforderungen besprechen",
  },
});

/** "event floors from €2,500/day, ..." / "Eventetagen ab 2.500 €/Tag, ...". */
function categoryList(locale: Locale): string {
  return inLocale(venueCategories, locale)
    .map((c) =>
      locale === "en" ? `${c.title.toLowerCase()} ${c.price.replace("From", "from")}` : `${c.title} ${c.price}`,
    )
    .join(", ");
}

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description(categoryList(locale)), path: "/shop/venue", locale });
};

export default function VenueShopPage() {
  const locale = useLocale();
  const t = words[locale];
  return (
    <>
      <section className="container-page pb-12 pt-32 md:pt-40">
        <BackLink to={localizeHref("/shop", locale)}>{t.back}</BackLink>
        <p className="mt-6 font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">{t.title}</p>
        <h1 className="mt-3 text-display font-semibold">{t.heading}</h1>
        <p className="mt-6 max-w-2xl text-lg text-ink-muted md:text-xl">{t.lead}</p>
      </section>

      <section aria-label={t.categories} className="container-page grid gap-8 pb-16 md:grid-cols-2">
        {inLocale(venueCategories, locale).map((category, index) => (
          <VenueCategoryCard
            key={category.id}
            // The card's link is a plain one: it gets the category page in this page's language.
            category={{ ...category, href: localizeHref(category.href, locale) }}
            imageLoad={index === 0 ? "priority" : "lazy"}
          />
        ))}
      </section>

      <section aria-labelledby="requirements-heading" className="container-page pb-24">
        <div className="flex flex-col gap-6 rounded-card border border-accent/40 bg-gradient-to-br from-accent/15 to-transparent p-8 md:flex-row md:items-center md:justify-between md:p-12">
          <div>
            <h2 id="requirements-heading" className="text-title font-semibold">
              {t.moreHeading}
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-ink-muted">
              {t.moreText} {siteWords(locale).responsePromise}
            </p>
          </div>
          <ExternalButtonLink href={buildVenueRequirementsMailto(undefined, locale)} className="shrink-0">
            <LineIcon name="mail" className="h-4 w-4" />
            {t.discuss}
          </ExternalButtonLink>
        </div>
      </section>
    </>
  );
}
