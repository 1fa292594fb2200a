import { ArtImage } from "~/components/media/ArtImage";
import { HandbookHero } from "~/components/handbook/HandbookHero";
import { ProseBlock } from "~/components/handbook/ProseBlock";
import { ContentSection, SectionHeader } from "~/components/handbook/SectionHeader";
import { TierList } from "~/components/handbook/TierList";
import { cateringPage } from "~/content/gated/catering.server";
import { gatedSeo } from "~/features/gate/gated-meta";
import { gatedHeaders, gatedLoader } from "~/features/gate/gate.server";
import type { Route } from "./+types/event-planners.catering";

export const meta: Route.MetaFunction = ({ location }) => gatedSeo("/event-planners/catering", location.pathname);

export const headers: Route.HeadersFunction = gatedHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return gatedLoader(request, "event-planners", (locale) => cateringPage[locale]);
}

export default function Catering({ loaderData }: Route.ComponentProps) {
  if (loaderData.locked) return null; // the layout shows the password form
  const { hero, mealTypes, packages, drinks, ordering } = loaderData.content;
  return (
    <>
      <HandbookHero hero={hero} backToOverview />
      <ContentSection id={mealTypes.id}>
        <SectionHeader id={mealTypes.id} heading={mealTypes.heading} lead={mealTypes.lead} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {mealTypes.meals.map((meal) => (
            <li key={meal.title} className="overflow-hidden rounded-card border border-line bg-surface">
              <ArtImage
                art={meal.image}
                alt=""
                sizes="(min-width: 64rem) 24rem, (min-width: 48rem) 50vw, 100vw"
                className="block aspect-[16/10] w-full"
              />
              <div className="p-6">
                <h3 className="text-xl font-semibold">{meal.title}</h3>
                {meal.duration ? <p className="mt-1 text-sm font-semibold text-glow">{meal.duration}</p> : null}
                <p className="mt-3 text-ink-muted">{meal.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </ContentSection>
      <TierList id={packages.id} heading={packages.heading} lead={packages.lead} tiers={packages.tiers} />
      <TierList id={drinks.id} heading={drinks.heading} lead={drinks.lead} tiers={drinks.tiers} accent />
      <ProseBlock section={ordering} />
    </>
  );
}
