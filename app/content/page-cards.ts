import { SCENE_SHOWS, sceneCard, type ShareCard } from "../lib/share-card.ts";

// The share card of every public page but the product pages (those take the product's own:
// productShareCard). seo() picks a page's card by its path; a path without one (gated pages, the
// utility pages that are not indexed) shares the default card, so no gated picture is ever on one.
// Backdrops are the pages' own hero pictures where they have one; app/content/share-cards.test.ts
// checks that each backdrop paints the scene named here and that headlines match the pages.

const legal = "facility/spark-frankfurt";

export const pageCards: Record<string, ShareCard> = {
  "/": sceneCard("home", "Stages, spaces and studios in Frankfurt", "hero/home-stage", "event"),
  "/overview": sceneCard("overview", "Overview", "hero/overview-skyline", "event"),
  "/venues": sceneCard("venues", "Venues", "gallery/skyline-stage-conference", "event"),
  "/venues/floors": sceneCard("venues-floors", "Floors", "facility/spark-frankfurt", "skyline"),
  "/venues/single-floor": sceneCard("venues-single-floor", "Single Floor Stages", "product/liberty-stage", "stage"),
  "/venues/double-floor": sceneCard("venues-double-floor", "Double Floor", "product/skyline-liberty-double", "stage"),
  "/venues/skyline-stage": sceneCard("venues-skyline-stage", "Skyline Stage", "product/skyline-stage", "stage"),
  "/venues/liberty-stage": sceneCard("venues-liberty-stage", "Liberty Stage", "product/liberty-stage", "stage"),
  "/venues/horizon-stage": sceneCard("venues-horizon-stage", "Horizon Stage", "product/horizon-stage", "stage"),
  "/gallery": sceneCard("gallery", "Gallery", "gallery/building-facade-dusk", "skyline"),
  "/360-view": sceneCard("360-view", "360° Virtual Tour", "gallery/building-lobby", "lobby"),
  "/references": sceneCard("references", "References", "gallery/hero-skyline-night", "event"),
  "/use-cases": sceneCard("use-cases", "Use Cases", "hero/use-cases-horizon", "stage"),
  "/services": sceneCard("services", "Services", "hero/services-skyline", "event"),
  "/support": sceneCard("support", "Support", "hero/support-liberty", "event"),
  "/exclusive-offers": sceneCard("exclusive-offers", "Exclusive Offers", "hero/exclusive-offers-skyline", "stage"),
  "/private-offers": sceneCard("private-offers", "Private Offers", "hero/private-offers-liberty", "event"),
  "/careers": sceneCard("careers", "Careers", "hero/careers-horizon", "event"),
  "/company-culture": sceneCard("company-culture", "Company Culture", "hero/company-culture-liberty", "stage"),
  "/contact": sceneCard("contact", "Contact", "facility/spark-frankfurt", "skyline"),
  "/book-tour": sceneCard("book-tour", "Book a Tour", "gallery/building-entrance", "entrance"),
  "/enquire": sceneCard("enquire", "Enquire", "gallery/skyline-stage-conference", "event"),
  "/shop": sceneCard("shop", "Shop", "hero/shop-horizon", "stage"),
  "/shop/venue": sceneCard("shop-venue", "Venue Shop", "shop/venue-bookings-horizon", "stage"),
  "/shop/venue/event-floors": sceneCard("shop-event-floors", "Event Floors", "shop/event-floors-skyline", "event"),
  "/shop/venue/private-rooms": sceneCard("shop-private-rooms", "Private Rooms", "product/boardroom", "boardroom"),
  "/shop/venue/workshop-packages": sceneCard(
    "shop-workshop-packages",
    "Workshop Packages",
    "shop/workshop-packages-liberty",
    "workshop",
  ),
  "/shop/venue/rooftop-terrace": sceneCard(
    "shop-rooftop-terrace",
    "Rooftop Terrace",
    "shop/rooftop-terrace-skyline",
    "terrace",
  ),
  "/privacy": sceneCard("privacy", "Privacy Policy", legal, "skyline"),
  "/cookie-policy": sceneCard("cookie-policy", "Cookie Policy", legal, "skyline"),
  "/cookie-settings": sceneCard("cookie-settings", "Cookie Settings", legal, "skyline"),
  "/imprint": sceneCard("imprint", "Imprint", legal, "skyline"),
  "/terms-of-use": {
    id: "terms-of-use",
    headline: "Nutzungsbedingungen",
    backdrop: legal,
    shows: "die Frankfurter Skyline bei Nacht, ein Turm in farbigen Bändern beleuchtet",
    showsEn: SCENE_SHOWS.skyline,
    lang: "de",
  },
  "/webinar/led-wall": {
    id: "webinar-led-wall",
    headline: "Webinar: LED-Wall-Events, die im Gedächtnis bleiben",
    backdrop: "webinar/skyline-stage-wall",
    shows: "Eine Bühne mit großer LED-Wall in warmem Orange vor dunklem Saal",
    showsEn: "A stage with a large LED wall in warm orange in front of a dark hall",
    lang: "de",
  },
};
