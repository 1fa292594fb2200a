import { doubleFloorPage } from "~/content/floors";
import { doubleFloorBrochure } from "~/features/venue-pages/double-floor-brochure.server";

// 'Download Brochure' on /venues/double-floor: a PDF written from the offers' content, prerendered
// at build time to a static file (docs/decisions/0203-venue-buttons.md).
export async function loader() {
  const pdf = await doubleFloorBrochure();
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": `inline; filename="${doubleFloorPage.brochureFileName}"`,
    },
  });
}
