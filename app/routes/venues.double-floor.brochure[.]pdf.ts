import { doubleFloorPage } from "~/content/floors";
import { doubleFloorBrochure } from "~/features/venue-pages/double-floor-brochure.server";
import { localeOfPath } from "~/lib/i18n/locale";
import type { Route } from "./+types/venues.double-floor.brochure[.]pdf";

// 'Download Brochure' on /venues/double-floor (and 'Broschüre herunterladen' on its German twin): a PDF
// written from the offers' content in the page's language, prerendered at build time to a static file
// (docs/decisions/0203-venue-buttons.md).
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const pdf = await doubleFloorBrochure(locale);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": `inline; filename="${doubleFloorPage.brochureFileName[locale]}"`,
    },
  });
}
