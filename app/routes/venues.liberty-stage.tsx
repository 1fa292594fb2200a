import { StagePageLayout } from "~/components/venue/StageSections";
import { loadStagePage } from "~/features/venue-pages/venue-pages.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/venues.liberty-stage";

export function loader() {
  return loadStagePage("liberty-stage");
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({ title: "Liberty Stage", description: loaderData.page.metaDescription, path: "/venues/liberty-stage" });

export default function LibertyStagePage({ loaderData }: Route.ComponentProps) {
  return <StagePageLayout content={loaderData} />;
}
