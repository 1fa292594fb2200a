import { StagePageLayout } from "~/components/venue/StageSections";
import { loadStagePage } from "~/features/venue-pages/venue-pages.server";
import { islandsPage } from "~/islands/page";
import { absoluteUrl, seo } from "~/lib/seo";
import { venueJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/venues.horizon-stage";

export function loader() {
  return loadStagePage("horizon-stage");
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: "Horizon Stage",
    description: loaderData.page.metaDescription,
    path: "/venues/horizon-stage",
    jsonLd: [venueJsonLd(loaderData.venue, absoluteUrl)],
  });

// HTML with React islands (StagePageLayout, docs/decisions/0692).
export const handle = islandsPage;

export default function HorizonStagePage({ loaderData }: Route.ComponentProps) {
  return <StagePageLayout content={loaderData} />;
}
