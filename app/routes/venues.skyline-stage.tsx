import { StagePageLayout } from "~/components/venue/StageSections";
import { loadStagePage } from "~/features/venue-pages/venue-pages.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/venues.skyline-stage";

export function loader() {
  return loadStagePage("skyline-stage");
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({ title: "Skyline Stage", description: loaderData.page.metaDescription, path: "/venues/skyline-stage" });

export default function SkylineStagePage({ loaderData }: Route.ComponentProps) {
  return <StagePageLayout content={loaderData} />;
}
