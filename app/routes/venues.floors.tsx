import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink } from "~/components/ui/Button";
import { ConfigurationGrid } from "~/components/venue/StageSections";
import { floorSections } from "~/content/floors";
import { productCard } from "~/content/products";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/venues.floors";
import { capacityText } from "../../server/domain/company/venue-figures";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

export function loader() {
  return {
    sections: floorSections.map((section) => ({ ...section, cards: section.productIds.map(productCard) })),
  };
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Floors",
    description: `Book one, two or three event floors at SPARK Frankfurt: single floors for up to ${capacityText.single} guests, double floors for ${capacityText.double} and the triple floor for ${capacityText.triple}.`,
    path: "/venues/floors",
  });

/** 'Check availability' of a section: the calendar of its configuration's first space (issue 47). */
const availabilityOf: Record<string, string> = {
  "double-floor-section": "?space=horizon-liberty",
  "triple-floor-section": "?space=all-three",
};

export default function FloorsPage({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Floors"
        title="One floor, two floors, the whole house"
        lead={`Floors 4, 5 and 6 each hold a stage. Book one for up to ${capacityText.single} guests, two for ${capacityText.double} with live relay between them, or all three for ${capacityText.triple}.`}
      >
        <nav aria-label="Floor types" className="w-full">
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
                More about {section.title.toLowerCase()} stages
              </ButtonLink>
            ) : null}
            <ButtonLink to={`/enquire${availabilityOf[section.id] ?? ""}#availability`} variant="secondary">
              Check availability
            </ButtonLink>
          </div>
        </div>
      ))}
      <div className="pb-16" />
    </>
  );
}
