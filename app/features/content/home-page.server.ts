import { homeInForce } from "~/content/home-in-force.server";
import { inLocale, localeOfPath } from "~/lib/i18n/locale";
import { previewOf, previewState, withPreview } from "./preview.server";

/**
 * The loader data of the home page and its German twin: its rotating heroes as published, in the page's
 * language; a preview link shows one slide's draft in its place (noindex, no-store).
 */
export async function homePageData(request: Request) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const preview = await previewOf(request);
  const content = homeInForce(preview.state === "draft" ? preview : undefined);
  return withPreview(preview, {
    useCases: inLocale(content.useCases, locale),
    venues: inLocale(content.venues, locale),
    preview: previewState(preview),
  });
}
