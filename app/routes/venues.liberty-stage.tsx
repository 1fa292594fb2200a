import { StagePageLayout } from "~/components/venue/StageSections";
import { loadStagePage } from "~/features/venue-pages/venue-pages.server";
import { islandsPage } from "~/islands/page";
import { absoluteUrl, seo } from "~/lib/seo";
import { venueJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/venues.liberty-stage";

export function loader() {
  return loadStagePage("liberty-stage");
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: "Liberty Stage",
    description: loaderData.page.metaDescription,
    path: "/venues/liberty-stage",
    jsonLd: [venueJsonLd(loaderData.venue, absoluteUrl)],
  });

// HTML with React islands (StagePageLayout, docs/decisions/0692).
export const handle = islandsPage;

export default function LibertyStagePage({ loaderData }: Route.ComponentProps) {
  return <StagePageLayout content={loaderData} />;
}
