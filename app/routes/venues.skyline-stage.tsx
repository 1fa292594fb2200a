import { StagePageLayout } from "~/components/venue/StageSections";
import { loadStagePage } from "~/features/venue-pages/venue-pages.server";
import { islandsPage } from "~/islands/page";
import { seo } from "~/lib/seo";
import { absoluteUrl } from "~/lib/site-url";
import { venueJsonLd } from "~/lib/structured-data";
import { localeOfPath } from "~/lib/i18n/locale";
import type { Route } from "./+types/venues.skyline-stage";

export function loader({ request }: Route.LoaderArgs) {
  return loadStagePage("skyline-stage", localeOfPath(new URL(request.url).pathname));
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  seo({
    title: loaderData.metaTitle,
    description: loaderData.page.metaDescription,
    path: "/venues/skyline-stage",
    locale: localeOfPath(location.pathname),
    jsonLd: [venueJsonLd(loaderData.venue, absoluteUrl)],
  });

// HTML with React islands (StagePageLayout, docs/decisions/0692).
export const handle = islandsPage;

export default function SkylineStagePage({ loaderData }: Route.ComponentProps) {
  return <StagePageLayout content={loaderData} />;
}
