import { ConfigurationGrid, DiscoverEveryArea, StageExplorerSection, StageHero } from "~/components/venue/StageSections";
import { loadStagePage } from "~/features/venue-pages/venue-pages.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/venues.skyline-stage";

export function loader() {
  return loadStagePage("skyline-stage");
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({ title: "Skyline Stage", description: loaderData.page.metaDescription, path: "/venues/skyline-stage" });

export default function SkylineStagePage({ loaderData }: Route.ComponentProps) {
  const { page, cards, plans, specifications, heroVideoUrl, consultationHref } = loaderData;
  return (
    <>
      <StageHero page={page} heroVideoUrl={heroVideoUrl} />
      <StageExplorerSection page={page} />
      <ConfigurationGrid title="Configurations" intro={page.configurationsIntro} cards={cards} />
      <DiscoverEveryArea page={page} plans={plans} specifications={specifications} consultationHref={consultationHref} />
    </>
  );
}
