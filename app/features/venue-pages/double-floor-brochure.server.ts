import { doubleFloorOffers, doubleFloorPage, offerPrice } from "~/content/floors";
import { fullAddress, site } from "../../../server/domain/company/site";
import { capacity, combinedPowerKw, ledWallSqm, venues } from "~/content/venues";
import { renderTextPdf } from "~/lib/pdf.server";
import { bilingual, formatNumber, inLocale, localizeHref, type Locale } from "~/lib/i18n/locale";

/** "60–90", "9:00–18:00": ranges with an en dash, as German writes them. */
const dash = (range: string) => range.replace("-", "–");

// The 'Download Brochure' file of /venues/double-floor: the six offers with prices, sizes,
// capacities and every feature, written from the same content as the page (prerendered at build).
// One file per language: the English page links the English brochure, the German twin the German one.

const words = bilingual({
  en: {
    eyebrow: "Double Floor",
    glance: "Double floor at a glance",
    guests: `${capacity.double.min}-${capacity.double.max} guests across two floors, linked by live relay and run by one production team`,
    led: `${ledWallSqm.double} sqm of LED: a 10 x 3 m wall on each stage`,
    power: `${combinedPowerKw("skyline", "liberty")}-${combinedPowerKw("skyline", "horizon")} kW of power, depending on the floors`,
    ceilings: `Ceilings from ${venues.skyline.ceilingHeightM.toFixed(1)} m (Skyline) to ${venues.horizon.ceilingHeightM.toFixed(1)} m (Horizon)`,
    visit: "See both floors for yourself",
    visitText: (website: string) =>
      `${site.tourAvailability.duration}, ${site.tourAvailability.weekdays}, weekends by arrangement. Book at ${website}/book-tour, call ${site.phone.display} or write to ${site.email.sales}. Prices are per day and start from the amount shown; your quote follows your date, set-up and technical needs.`,
  },
  de: {
    eyebrow: "Doppeletage",
    glance: "Die Doppeletage auf einen Blick",
    guests: `${capacity.double.min}–${capacity.double.max} Gäste auf zwei Etagen, per Liveübertragung verbunden und von einem Produktionsteam betreut`,
    led: `${formatNumber(ledWallSqm.double, "de")} m² LED: eine 10 × 3 m große Wand auf jeder Bühne`,
    power: `${combinedPowerKw("skyline", "liberty")}–${combinedPowerKw("skyline", "horizon")} kW Leistung, je nach Etagen`,
    ceilings: `Deckenhöhen von ${formatNumber(venues.skyline.ceilingHeightM, "de")} m (Skyline) bis ${formatNumber(venues.horizon.ceilingHeightM, "de")} m (Horizon)`,
    visit: "Sehen Sie sich beide Etagen selbst an",
    visitText: (website: string) =>
      `Eine Besichtigung dauert ${dash(site.tourAvailability.minutes)} Minuten, montags bis freitags ${dash(site.tourAvailability.hours)} Uhr, am Wochenende nach Vereinbarung. Buchen Sie unter ${website}${localizeHref("/book-tour", "de")}, rufen Sie uns an unter ${site.phone.display} oder schreiben Sie an ${site.email.sales}. Die Preise gelten pro Tag und beginnen beim genannten Betrag; Ihr Angebot richtet sich nach Datum, Aufbau und technischem Bedarf.`,
  },
});

export function doubleFloorBrochure(locale: Locale = "en"): Promise<Buffer> {
  const t = words[locale];
  const page = inLocale(doubleFloorPage, locale);
  const offers = doubleFloorOffers.map((offer) => ({ ...inLocale(offer, locale), price: offerPrice(offer, locale) }));
  const website = site.defaultOrigin.replace(/^https?:\/\//, "");
  return renderTextPdf({
    eyebrow: `${site.name} Frankfurt · ${t.eyebrow}`,
    title: page.closingTitle,
    subtitle: page.lead,
    language: locale,
    footer: `${site.legalName} · ${fullAddress()}`,
    sections: [
      { heading: t.glance, paragraphs: [], bullets: [t.guests, t.led, t.power, t.ceilings] },
      ...offers.map((offer) => ({
        heading: `${offer.title} · ${offer.price}`,
        paragraphs: [`${offer.subtitle}: ${offer.size}, ${offer.capacity}. ${offer.description}`],
        bullets: offer.features,
      })),
      { heading: t.visit, paragraphs: [t.visitText(website)] },
    ],
  });
}
