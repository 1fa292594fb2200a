// Every public page in both languages (issue 44, docs/decisions/0696): the English address, the
// German one, which of the two the spec wrote (the other is its twin), and the route module both
// render. English lives at the root and German under /de/ with German slugs; the pages the spec
// wrote in German (the webinar, the Terms of Use) keep their address and get an English twin under
// /en/. app/routes.ts adds a route for every twin; the language switch, hreflang and the sitemap
// read this table. `:param` segments are the same in both languages.
//
// `ready: false` marks a page whose words exist in one language only: it has no twin route yet,
// no switch and no hreflang. This file imports nothing: app/routes.ts reads it at build time.

export interface PagePair {
  en: string;
  de: string;
  /** The language the spec wrote the page in; the other address is the twin. */
  original: "en" | "de";
  /** The route module that renders both. */
  file: string;
  ready: boolean;
}

export const pagePairs: readonly PagePair[] = [
  // The site's frame and its first pages.
  { en: "/", de: "/de", original: "en", file: "routes/_index.tsx", ready: true },
  { en: "/contact", de: "/de/kontakt", original: "en", file: "routes/contact.tsx", ready: true },
  // Venues.
  { en: "/overview", de: "/de/ueberblick", original: "en", file: "routes/overview.tsx", ready: true },
  { en: "/venues", de: "/de/veranstaltungsorte", original: "en", file: "routes/venues.tsx", ready: true },
  {
    en: "/venues/floors",
    de: "/de/veranstaltungsorte/etagen",
    original: "en",
    file: "routes/venues.floors.tsx",
    ready: true,
  },
  {
    en: "/venues/single-floor",
    de: "/de/veranstaltungsorte/einzeletage",
    original: "en",
    file: "routes/venues.single-floor.tsx",
    ready: true,
  },
  {
    en: "/venues/double-floor",
    de: "/de/veranstaltungsorte/doppeletage",
    original: "en",
    file: "routes/venues.double-floor.tsx",
    ready: true,
  },
  {
    en: "/venues/skyline-stage",
    de: "/de/veranstaltungsorte/skyline-stage",
    original: "en",
    file: "routes/venues.skyline-stage.tsx",
    ready: true,
  },
  {
    en: "/venues/liberty-stage",
    de: "/de/veranstaltungsorte/liberty-stage",
    original: "en",
    file: "routes/venues.liberty-stage.tsx",
    ready: true,
  },
  {
    en: "/venues/horizon-stage",
    de: "/de/veranstaltungsorte/horizon-stage",
    original: "en",
    file: "routes/venues.horizon-stage.tsx",
    ready: true,
  },
  {
    en: "/venues/:productId",
    de: "/de/veranstaltungsorte/:productId",
    original: "en",
    file: "routes/venues.$productId.tsx",
    ready: true,
  },
  // Offers, references and what the venue does.
  { en: "/references", de: "/de/referenzen", original: "en", file: "routes/references.tsx", ready: true },
  { en: "/gallery", de: "/de/galerie", original: "en", file: "routes/gallery.tsx", ready: true },
  {
    en: "/exclusive-offers",
    de: "/de/exklusive-angebote",
    original: "en",
    file: "routes/exclusive-offers.tsx",
    ready: true,
  },
  {
    en: "/private-offers",
    de: "/de/private-angebote",
    original: "en",
    file: "routes/private-offers.tsx",
    ready: true,
  },
  { en: "/use-cases", de: "/de/formate", original: "en", file: "routes/use-cases.tsx", ready: true },
  { en: "/services", de: "/de/leistungen", original: "en", file: "routes/services.tsx", ready: true },
  { en: "/360-view", de: "/de/360-grad-ansicht", original: "en", file: "routes/360-view.tsx", ready: true },
  // Booking.
  { en: "/book-tour", de: "/de/tour-buchen", original: "en", file: "routes/book-tour.tsx", ready: true },
  {
    en: "/book-tour/manage",
    de: "/de/tour-buchen/verwalten",
    original: "en",
    file: "routes/book-tour.manage.tsx",
    ready: true,
  },
  { en: "/enquire", de: "/de/anfrage", original: "en", file: "routes/enquire.tsx", ready: true },
  {
    en: "/enquire/manage",
    de: "/de/anfrage/verwalten",
    original: "en",
    file: "routes/enquire.manage.tsx",
    ready: true,
  },
  // The shop, the company and the legal pages.
  { en: "/shop", de: "/de/shop", original: "en", file: "routes/shop.tsx", ready: true },
  { en: "/shop/venue", de: "/de/shop/location", original: "en", file: "routes/shop.venue.tsx", ready: true },
  {
    en: "/shop/venue/:categoryId",
    de: "/de/shop/location/:categoryId",
    original: "en",
    file: "routes/shop.venue.$categoryId.tsx",
    ready: true,
  },
  {
    en: "/company-culture",
    de: "/de/unternehmenskultur",
    original: "en",
    file: "routes/company-culture.tsx",
    ready: true,
  },
  { en: "/careers", de: "/de/karriere", original: "en", file: "routes/careers.tsx", ready: true },
  { en: "/support", de: "/de/support", original: "en", file: "routes/support.tsx", ready: true },
  { en: "/imprint", de: "/de/impressum", original: "en", file: "routes/imprint.tsx", ready: true },
  { en: "/privacy", de: "/de/datenschutz", original: "en", file: "routes/privacy.tsx", ready: true },
  { en: "/cookie-policy", de: "/de/cookie-richtlinie", original: "en", file: "routes/cookie-policy.tsx", ready: true },
  {
    en: "/cookie-settings",
    de: "/de/cookie-einstellungen",
    original: "en",
    file: "routes/cookie-settings.tsx",
    ready: true,
  },
  // The pages the spec wrote in German.
  { en: "/en/terms-of-use", de: "/terms-of-use", original: "de", file: "routes/terms-of-use.tsx", ready: true },
  {
    en: "/en/webinar/led-wall",
    de: "/webinar/led-wall",
    original: "de",
    file: "routes/webinar.led-wall.tsx",
    ready: true,
  },
  {
    en: "/en/webinar/confirmation",
    de: "/webinar/confirmation",
    original: "de",
    file: "routes/webinar.confirmation.tsx",
    ready: true,
  },
];
