import { doubleFloorOffers, doubleFloorPage, offerPrice } from "~/content/floors";
import { fullAddress, site } from "~/content/site";
import { capacity, combinedPowerKw, ledWallSqm, venues } from "~/content/venues";
import { A4, PdfPage, renderPdf, wrapText, textWidth, type Rgb } from "~/lib/pdf";

// The 'Download Brochure' file of /venues/double-floor: the six offers with prices, sizes,
// capacities and every feature, written from the same content as the page at build time.

const ink: Rgb = [22, 24, 30];
const muted: Rgb = [92, 98, 112];
const accent: Rgb = [214, 88, 20];
const night: Rgb = [10, 12, 17];
const light: Rgb = [245, 242, 235];
const rule: Rgb = [220, 222, 228];
const margin = 48;
const contentWidth = A4.width - margin * 2;
const footerTop = A4.height - 56;

function footer(page: PdfPage, number: number, total: number) {
  page.line(margin, footerTop, A4.width - margin, footerTop, rule);
  page.text(`${site.legalName} · ${fullAddress}`, margin, footerTop + 18, { size: 8, color: muted });
  page.text(`${site.phone.display} · ${site.email.sales}`, margin, footerTop + 30, { size: 8, color: muted });
  const label = `${number} / ${total}`;
  page.text(label, A4.width - margin - textWidth(label, 8), footerTop + 18, { size: 8, color: muted });
}

export function doubleFloorBrochure(): Uint8Array<ArrayBuffer> {
  const pages: PdfPage[] = [];
  let page = new PdfPage();
  pages.push(page);

  // Cover band
  page.rect(0, 0, A4.width, 224, night);
  page.text("SPARK", margin, 64, { size: 24, bold: true, color: light });
  page.text(".", margin + textWidth("SPARK", 24, true), 64, { size: 24, bold: true, color: [255, 122, 46] });
  page.text("DOUBLE FLOOR · FRANKFURT", margin, 100, { size: 9, bold: true, color: [255, 154, 92] });
  let y = page.paragraph(doubleFloorPage.closingTitle, margin, 132, contentWidth, { size: 24, bold: true, color: light, leading: 30 });
  page.paragraph(doubleFloorPage.lead, margin, y + 4, contentWidth, { size: 10.5, color: [200, 204, 214], leading: 15 });

  // Key figures
  y = 258;
  const figures = [
    ["Guests", `${capacity.double.min}-${capacity.double.max}`],
    ["LED", `${ledWallSqm.double} sqm`],
    ["Power", `${combinedPowerKw("skyline", "liberty")}-${combinedPowerKw("skyline", "horizon")} kW`],
    ["Ceilings", `${venues.skyline.ceilingHeightM.toFixed(1)}-${venues.horizon.ceilingHeightM.toFixed(1)} m`],
  ];
  const column = contentWidth / figures.length;
  figures.forEach(([label, value], index) => {
    page.text(label!.toUpperCase(), margin + index * column, y, { size: 8, bold: true, color: muted });
    page.text(value!, margin + index * column, y + 20, { size: 15, bold: true, color: ink });
  });
  y += 44;

  for (const offer of doubleFloorOffers) {
    const descriptionLines = wrapText(offer.description, contentWidth, 9.5);
    const featureLines = offer.features.flatMap((feature) => wrapText(feature, contentWidth - 14, 9.5));
    const height = 20 + 16 + 14 + descriptionLines.length * 13 + 2 + featureLines.length * 13 + 4;
    if (y + height > footerTop - 10) {
      page = new PdfPage();
      pages.push(page);
      y = margin + 10;
    }
    page.line(margin, y, A4.width - margin, y, rule);
    y += 20;
    page.text(offer.title, margin, y, { size: 14, bold: true, color: ink });
    const price = offerPrice(offer);
    page.text(price, A4.width - margin - textWidth(price, 12, true), y, { size: 12, bold: true, color: accent });
    y += 16;
    page.text(offer.subtitle, margin, y, { size: 9, bold: true, color: accent });
    y += 16;
    page.text(`${offer.size} · ${offer.capacity}`, margin, y, { size: 9, color: muted });
    y += 14;
    y = page.paragraph(offer.description, margin, y, contentWidth, { size: 9.5, color: ink, leading: 13 });
    y += 2;
    for (const feature of offer.features) {
      page.text("•", margin, y, { size: 9.5, color: accent });
      y = page.paragraph(feature, margin + 14, y, contentWidth - 14, { size: 9.5, color: ink, leading: 13 });
    }
    y += 4;
  }

  // Closing
  if (y + 16 + 74 > footerTop - 10) {
    page = new PdfPage();
    pages.push(page);
    y = margin + 10;
  }
  y += 16;
  page.rect(margin, y, contentWidth, 74, [250, 240, 232]);
  page.text("See both floors for yourself", margin + 16, y + 24, { size: 12, bold: true, color: ink });
  page.paragraph(
    `Tours last 60-90 minutes, ${site.tourAvailability.weekdays}, weekends by arrangement. Book at ${site.defaultOrigin.replace(/^https?:\/\//, "")}/book-tour or write to ${site.email.sales}. Prices are per day and start from the amount shown.`,
    margin + 16,
    y + 42,
    contentWidth - 32,
    { size: 9, color: ink, leading: 12.5 },
  );

  pages.forEach((p, index) => footer(p, index + 1, pages.length));
  return renderPdf(pages, { title: `${site.name} Double Floor Brochure`, author: site.legalName, subject: doubleFloorPage.closingTitle });
}
