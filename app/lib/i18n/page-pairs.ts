// Every public page in both languages (issue 44, docs/decisions/0696): its English address and its
// German one. English lives at the root and German under /de/ with German slugs; the pages the spec
// wrote in German (the webinar, the Terms of Use) keep their address, and their English twin lives
// under /en/. app/routes.ts adds a route for each twin (the module of the spec's route); the language
// switch, hreflang, the sitemap and the forms read this table. `:param` segments are the same in both.
// A page is listed once its words exist in both languages. This file imports nothing, and the islands
// carry it: keep it to the addresses.

/** [English address, German address]. */
export type PagePair = readonly [en: string, de: string];

/** The address the spec gives the page: the German one for the pages listed under /en/. */
export const specSide = (pair: PagePair): "en" | "de" => (pair[0].startsWith("/en/") ? "de" : "en");

export const pagePairs: readonly PagePair[] = [
  // The site's frame and its first pages.
  ["/", "/de"],
  ["/contact", "/de/kontakt"],
  // Venues.
  ["/overview", "/de/ueberblick"],
  ["/venues", "/de/veranstaltungsorte"],
  ["/venues/floors", "/de/veranstaltungsorte/etagen"],
  ["/venues/single-floor", "/de/veranstaltungsorte/einzeletage"],
  ["/venues/double-floor", "/de/veranstaltungsorte/doppeletage"],
  ["/venues/double-floor/brochure.pdf", "/de/veranstaltungsorte/doppeletage/broschuere.pdf"],
  ["/venues/skyline-stage", "/de/veranstaltungsorte/skyline-stage"],
  ["/venues/liberty-stage", "/de/veranstaltungsorte/liberty-stage"],
  ["/venues/horizon-stage", "/de/veranstaltungsorte/horizon-stage"],
  ["/venues/:productId", "/de/veranstaltungsorte/:productId"],
  // Offers, references and what the venue does.
  ["/references", "/de/referenzen"],
  ["/gallery", "/de/galerie"],
  ["/exclusive-offers", "/de/exklusive-angebote"],
  ["/private-offers", "/de/private-angebote"],
  ["/use-cases", "/de/formate"],
  ["/services", "/de/leistungen"],
  ["/360-view", "/de/360-grad-ansicht"],
  // Booking.
  ["/book-tour", "/de/tour-buchen"],
  ["/book-tour/manage", "/de/tour-buchen/verwalten"],
  ["/enquire", "/de/anfrage"],
  ["/enquire/manage", "/de/anfrage/verwalten"],
  // The shop, the company and the legal pages.
  ["/shop", "/de/shop"],
  ["/shop/venue", "/de/shop/location"],
  ["/shop/venue/:categoryId", "/de/shop/location/:categoryId"],
  ["/company-culture", "/de/unternehmenskultur"],
  ["/careers", "/de/karriere"],
  ["/support", "/de/support"],
  ["/imprint", "/de/impressum"],
  ["/privacy", "/de/datenschutz"],
  ["/cookie-policy", "/de/cookie-richtlinie"],
  ["/cookie-settings", "/de/cookie-einstellungen"],
  // Behind a password (app/content/gates.ts): the handbook and the development page.
  ["/event-planners", "/de/eventplaner"],
  ["/event-planners/how-we-support-you", "/de/eventplaner/unsere-unterstuetzung"],
  ["/event-planners/our-packages", "/de/eventplaner/unsere-pakete"],
  ["/event-planners/payment-information", "/de/eventplaner/zahlungsinformationen"],
  ["/event-planners/deadlines", "/de/eventplaner/fristen"],
  ["/event-planners/types-of-events", "/de/eventplaner/veranstaltungsarten"],
  ["/event-planners/catering", "/de/eventplaner/catering"],
  ["/event-planners/digital-signage", "/de/eventplaner/digital-signage"],
  ["/development", "/de/projektentwicklung"],
  // The pages the spec wrote in German.
  ["/en/terms-of-use", "/terms-of-use"],
  ["/en/webinar/led-wall", "/webinar/led-wall"],
  ["/en/webinar/confirmation", "/webinar/confirmation"],
];
