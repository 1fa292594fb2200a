import { referencesInForce } from "~/content/references-in-force.server";
import { inLocale, localeOfPath } from "~/lib/i18n/locale";
import { previewOf, previewState, withPreview } from "./preview.server";

/**
 * The loader data of /references and its twin: the testimonials as published, in the page's language;
 * a preview link shows one reference's draft in its place (noindex, no-store).
 */
export async function referencesPageData(request: Request) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const preview = await previewOf(request);
  const testimonials = referencesInForce(preview.state === "draft" ? preview : undefined);
  return withPreview(preview, { testimonials: inLocale(testimonials, locale), preview: previewState(preview) });
}
