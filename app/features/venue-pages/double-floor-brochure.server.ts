import { doubleFloorOffers, doubleFloorPage, offerPrice } from "~/content/floors";
import { fullAddress, site } from "../../../server/domain/company/site";
import { capacity, combinedPowerKw, ledWallSqm, venues } from "~/content/venues";
import { renderTextPdf } from "~/lib/pdf.server";
import { inLocale } from "~/lib/i18n/locale";

// The 'Download Brochure' file of /venues/double-floor: the six offers with prices, sizes,
// capacities and every feature, written from the same content as the page (prerendered at build).
// The brochure is English (one file for both pages, issue 44): it reads the content's English texts.

export function doubleFloorBrochure(): Promise<Buffer> {
  const page = inLocale(doubleFloorPage, "en");
  const offers = inLocale(doubleFloorOffers, "en");
  const website = site.defaultOrigin.replace(/^https?:\/\//, "");
  return renderTextPdf({
    eyebrow: `${site.name} Frankfurt · Double Floor`,
    title: page.closingTitle,
    subtitle: page.lead,
    language: "en",
    footer: `${site.legalName} · ${fullAddress}`,
    sections: [
      {
        heading: "Double floor at a glance",
        paragraphs: [],
        bullets: [
          `${capacity.double.min}-${capacity.double.max} guests across two floors, linked by live relay and run by one production team`,
          `${ledWallSqm.double} sqm of LED: a 10 x 3 m wall on each stage`,
          `${combinedPowerKw("skyline", "liberty")}-${combinedPowerKw("skyline", "horizon")} kW of power, depending on the floors`,
          `Ceilings from ${venues.skyline.ceilingHeightM.toFixed(1)} m (Skyline) to ${venues.horizon.ceilingHeightM.toFixed(1)} m (Horizon)`,
        ],
      },
      ...offers.map((offer) => ({
        heading: `${offer.title} · ${offerPrice(offer)}`,
        paragraphs: [`${offer.subtitle}: ${offer.size}, ${offer.capacity}. ${offer.description}`],
        bullets: offer.features,
      })),
      {
        heading: "See both floors for yourself",
        paragraphs: [
          `${site.tourAvailability.duration}, ${site.tourAvailability.weekdays}, weekends by arrangement. Book at ${website}/book-tour, call ${site.phone.display} or write to ${site.email.sales}. Prices are per day and start from the amount shown; your quote follows your date, set-up and technical needs.`,
        ],
      },
    ],
  });
}
