import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink } from "~/components/ui/Button";
import { ConfigurationGrid } from "~/components/venue/StageSections";
import { floorSections } from "~/content/floors";
import { productCardsInForce } from "~/features/venue-pages/venue-pages.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/venues.floors";
import { capacityText } from "../../server/domain/company/venue-figures";
import type { PageHandle } from "~/lib/page-handle";
import { bilingual, inLocale, localeOfPath, useLocale } from "~/lib/i18n/locale";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658). The cards show the
// product records as published (issue 45, decision 1152): a publish of one renders the page again.
export const handle: PageHandle = { react: false, content: ["product"] };

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return {
    sections: floorSections.map((section) => ({
      ...inLocale(section, locale),
      cards: productCardsInForce(section.productIds, locale),
    })),
  };
}

const words = bilingual({
  en: {
    title: "Floors",
    description: `Book one, two or three event floors at SPARK Frankfurt: single floors for up to ${capacityText.single} guests, double floors for ${capacityText.double} and the triple floor for ${capacityText.triple}.`,
    eyebrow: "Floors",
    heading: "One floor, two floors, the whole house",
    lead: `Floors 4, 5 and 6 each hold a stage. Book one for up to ${capacityText.single} guests, two for ${capacityText.double} with live relay between them, or all three for ${capacityText.triple}.`,
    floorTypes: "Floor types",
    more: (title: string) => `More about ${title.toLowerCase()} stages`,
    availability: "Check availability",
  },
  de: {
    title: "Etagen",
    description: `Buchen Sie eine, zwei oder drei Eventetagen bei SPARK Frankfurt: Einzeletagen für bis zu ${capacityText.single} Gäste, Doppeletagen für ${capacityText.double.replace("-", "–")} und die Dreifachetage für ${capacityText.triple}.`,
    eyebrow: "Etagen",
    heading: "Eine Etage, zwei Etagen, das ganze Haus",
    lead: `Im 4., 5. und 6. Stock liegt je eine Bühne. Buchen Sie eine für bis zu ${capacityText.single} Gäste, zwei für ${capacityText.double.replace("-", "–")} Gäste mit Liveübertragung zwischen den Etagen oder alle drei für ${capacityText.triple} Gäste.`,
    floorTypes: "Etagenvarianten",
    more: (title: string) => `Mehr zu den Bühnen der ${title}`,
    availability: "Verfügbarkeit prüfen",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/venues/floors", locale });
};

/** 'Check availability' of a section: the calendar of its configuration's first space (issue 47). */
const availabilityOf: Record<string, string> = {
  "double-floor-section": "?space=horizon-liberty",
  "triple-floor-section": "?space=all-three",
};

export default function FloorsPage({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData;
  const t = words[useLocale()];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.lead}>
        <nav aria-label={t.floorTypes} className="w-full">
          <ul className="flex flex-wrap gap-3">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface/80 px-5 text-sm font-semibold hover:border-accent/60"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      {sections.map((section) => (
        <div key={section.id} id={section.id}>
          <ConfigurationGrid
            id={`${section.configuration}-floor`}
            title={section.title}
            intro={
              <>
                {section.summary}
                <span className="mt-4 flex flex-wrap gap-2">
                  {section.facts.map((fact) => (
                    <span key={fact} className="rounded-full border border-line px-3 py-1 text-sm text-ink">
                      {fact}
                    </span>
                  ))}
                </span>
              </>
            }
            cards={section.cards}
          />
          <div className="container-page -mt-6 flex flex-wrap gap-3 pb-8">
            {section.morePage ? (
              <ButtonLink to={section.morePage} variant="secondary">
                {t.more(section.title)}
              </ButtonLink>
            ) : null}
            <ButtonLink to={`/enquire${availabilityOf[section.id] ?? ""}#availability`} variant="secondary">
              {t.availability}
            </ButtonLink>
          </div>
        </div>
      ))}
      <div className="pb-16" />
    </>
  );
}
