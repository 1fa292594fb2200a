import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { Link } from "react-router";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink } from "~/components/ui/Button";
import { ConfigurationGrid } from "~/components/venue/StageSections";
import { singleFloorStageIds } from "~/content/floors";
import { productCard } from "~/content/products";
import {
  capacity,
  ceilingText,
  ledWallText,
  skylineArea,
  sqm,
  venues,
  type VenueKey,
} from "../../server/domain/company/venue-figures";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/venues.single-floor";
import { capacityText } from "../../server/domain/company/venue-figures";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

export function loader() {
  const order: VenueKey[] = ["skyline", "liberty", "horizon"];
  return {
    cards: singleFloorStageIds.map(productCard),
    comparison: order.map((key) => ({
      name: venues[key].name,
      floor: String(venues[key].floor),
      area:
        key === "skyline"
          ? `${sqm(skylineArea.overviewSqm)} (${sqm(skylineArea.overviewWithTerraceSqm)} with terrace)`
          : sqm(venues[key].stageAreaSqm),
      ceiling: ceilingText(key),
      led: ledWallText(key),
      power: `${venues[key].powerKw} kW`,
      capacity: `${capacity.singleStage} guests`,
    })),
  };
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Single Floor Stages",
    description: `Single-floor stages at SPARK Frankfurt: Skyline, Liberty and Horizon, each for up to ${capacityText.single} guests with its own LED wall, plus Skyline with its rooftop terrace.`,
    path: "/venues/single-floor",
  });

export default function SingleFloorPage({ loaderData }: Route.ComponentProps) {
  const { cards, comparison } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Single Floor"
        title="Premium single-level stages"
        lead={`One floor, one stage, and everything within a few steps: the stage, the rooms, the bar and the terrace. Four ways to host up to ${capacityText.single} guests on a single level.`}
      >
        <Link
          to="/venues/floors"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←&nbsp;</span>All floor configurations
        </Link>
      </PageHero>

      <ConfigurationGrid
        title="Four single-floor stages"
        intro="Each card opens the stage's own page with its spaces, configurations and technical details."
        cards={cards}
      />

      <section aria-labelledby="compare-heading" className="container-page py-16">
        <h2 id="compare-heading" className="text-title font-semibold">
          Compare the three stages
        </h2>
        <ScrollRegion label="Comparison table, scrolls sideways on small screens" fitsFrom="lg" className="mt-8">
          <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
            <caption className="sr-only">Skyline, Liberty and Horizon compared</caption>
            <thead className="bg-surface-raised">
              <tr>
                {["Stage", "Floor", "Area", "Ceiling", "LED", "Power", "Capacity"].map((label) => (
                  <th key={label} scope="col" className="px-4 py-3 font-semibold text-ink">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparison.map((row) => (
                <tr key={row.name} className="border-t border-line bg-surface">
                  <th scope="row" className="px-4 py-3 font-semibold text-ink">
                    {row.name}
                  </th>
                  <td className="px-4 py-3 text-ink-muted">{row.floor}</td>
                  <td className="px-4 py-3 text-ink-muted">{row.area}</td>
                  <td className="px-4 py-3 text-ink-muted">{row.ceiling}</td>
                  <td className="px-4 py-3 text-ink-muted">{row.led}</td>
                  <td className="px-4 py-3 text-ink-muted">{row.power}</td>
                  <td className="px-4 py-3 text-ink-muted">{row.capacity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink to="/book-tour">Book a Tour</ButtonLink>
          <ButtonLink to="/enquire#availability" variant="secondary">
            Check availability
          </ButtonLink>
          <ButtonLink to="/venues/double-floor" variant="secondary">
            Need more room? Double floor
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
