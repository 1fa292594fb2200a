import { StagePageLayout } from "~/components/venue/StageSections";
import { stagePageData } from "~/features/venue-pages/venue-pages.server";
import { PREVIEW_HEADERS } from "~/features/content/preview.server";
import { PreviewNotice } from "~/features/content/PreviewNotice";
import type { PageHandle } from "~/lib/page-handle";
import { islandsPage } from "~/islands/page";
import { seo } from "~/lib/seo";
import { absoluteUrl } from "~/lib/site-url";
import { venueJsonLd } from "~/lib/structured-data";
import { localeOfPath } from "~/lib/i18n/locale";
import type { Route } from "./+types/venues.skyline-stage";

/** The stage's product record and its configurations' cards as published (issue 45, decision 1152). */
export function loader({ request }: Route.LoaderArgs) {
  return stagePageData(request, "skyline-stage");
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) =>
  loaderHeaders.has("X-Robots-Tag") ? PREVIEW_HEADERS : {};

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  seo({
    title: loaderData.metaTitle,
    description: loaderData.page.metaDescription,
    path: "/venues/skyline-stage",
    locale: localeOfPath(location.pathname),
    jsonLd: [venueJsonLd(loaderData.venue, absoluteUrl)],
  });

// HTML with React islands (StagePageLayout, docs/decisions/0692).
// A publish of any product record renders it again (its own record and its configurations' cards), and
// a publish of a stage page's words (decision 1155), of an explorer space's (1158) or of a film it embeds
// (1156).
export const handle: PageHandle = { ...islandsPage, content: ["product", "stage", "space", "film"] };

export default function SkylineStagePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StagePageLayout content={loaderData} />
      <PreviewNotice state={loaderData.preview} />
    </>
  );
}
