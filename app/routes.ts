import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { pagePairs, specSide } from "./lib/i18n/page-pairs.ts";

// The route table: it mirrors spec section 2 and is read like it.
const specRoutes = [
  index("routes/_index.tsx"),
  route("overview", "routes/overview.tsx"),
  route("venues", "routes/venues.tsx"),
  route("venues/floors", "routes/venues.floors.tsx"),
  route("venues/single-floor", "routes/venues.single-floor.tsx"),
  route("venues/double-floor", "routes/venues.double-floor.tsx"),
  // The brochure behind 'Download Brochure' on the double-floor page (a PDF, prerendered).
  route("venues/double-floor/brochure.pdf", "routes/venues.double-floor.brochure[.]pdf.ts"),
  // The three stage pages are static routes listed before the dynamic one, so they win over
  // /venues/{productId} for their ids (docs/decisions/0202-product-routes.md).
  route("venues/skyline-stage", "routes/venues.skyline-stage.tsx"),
  route("venues/liberty-stage", "routes/venues.liberty-stage.tsx"),
  route("venues/horizon-stage", "routes/venues.horizon-stage.tsx"),
  route("venues/:productId", "routes/venues.$productId.tsx"),
  route("references", "routes/references.tsx"),
  route("contact", "routes/contact.tsx"),
  route("book-tour", "routes/book-tour.tsx"),
  route("enquire", "routes/enquire.tsx"),
  route("enquire/manage", "routes/enquire.manage.tsx"),
  route("book-tour/free-times", "routes/book-tour.free-times.ts"),
  route("book-tour/manage", "routes/book-tour.manage.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("exclusive-offers", "routes/exclusive-offers.tsx"),
  route("private-offers", "routes/private-offers.tsx"),
  route("use-cases", "routes/use-cases.tsx"),
  route("shop/venue", "routes/shop.venue.tsx"),
  route("company-culture", "routes/company-culture.tsx"),
  route("imprint", "routes/imprint.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("cookie-policy", "routes/cookie-policy.tsx"),
  route("cookie-settings", "routes/cookie-settings.tsx"),
  route("terms-of-use", "routes/terms-of-use.tsx"),
  route("services", "routes/services.tsx"),
  // Pages the spec links to without showing them (section 2), built so that no link is dead.
  route("shop", "routes/shop.tsx"),
  route("shop/venue/:categoryId", "routes/shop.venue.$categoryId.tsx"),
  route("support", "routes/support.tsx"),
  route("careers", "routes/careers.tsx"),
  route("360-view", "routes/360-view.tsx"),
  // Server endpoint of the newsletter block; without JavaScript it shows the answer as a page.
  route("newsletter", "routes/newsletter.tsx"),
  // The public forms' answers as JSON for their enhanced (JavaScript) half: /forms/contact answers
  // the form of /contact (docs/decisions/0662).
  route("forms/*", "routes/forms.$.ts"),
  // The links of the newsletter mails: double opt-in and unsubscribe (never prerendered).
  route("newsletter/confirm", "routes/newsletter.confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter.unsubscribe.tsx"),
  // Password-gated areas (spec sections 2 and 6): never prerendered, answered per visitor.
  route("event-planners", "routes/event-planners.tsx", [
    index("routes/event-planners._index.tsx"),
    route("how-we-support-you", "routes/event-planners.how-we-support-you.tsx"),
    route("our-packages", "routes/event-planners.our-packages.tsx"),
    route("payment-information", "routes/event-planners.payment-information.tsx"),
    route("deadlines", "routes/event-planners.deadlines.tsx"),
    route("types-of-events", "routes/event-planners.types-of-events.tsx"),
    route("catering", "routes/event-planners.catering.tsx"),
    route("digital-signage", "routes/event-planners.digital-signage.tsx"),
  ]),
  // The handbook's PDFs (package decks, terms): generated on the server for unlocked visitors only.
  route("event-planners/downloads/:file", "routes/event-planners.downloads.$file.ts"),
  route("development", "routes/development.tsx"),
  // The pictures only gated pages use: built outside public/, sent only with the gate's cookie.
  route("event-planners/art/*", "routes/event-planners.art.$.ts"),
  route("development/art/*", "routes/development.art.$.ts"),
  // The media library's photos (issue 45): files named by content hash, from DATA_DIR/media or S3.
  route("media/library/:file", "routes/media.library.$file.ts"),
  route("webinar/led-wall", "routes/webinar.led-wall.tsx"),
  // The webinar's calendar file (step 2 of the confirmation page without JavaScript).
  route("webinar/led-wall.ics", "routes/webinar.led-wall[.]ics.ts"),
  route("webinar/confirmation", "routes/webinar.confirmation.tsx"),
  // The back office (docs/decisions/0850-0853): per signed-in staff member, never prerendered.
  route("staff/sign-in", "routes/staff.sign-in.tsx"),
  route("staff/sign-out", "routes/staff.sign-out.tsx"),
  route("staff/invite/:token", "routes/staff.invite.$token.tsx"),
  // The layout's middleware guards every child, the downloads included (docs/decisions/0866).
  route("staff", "routes/staff.tsx", [
    route("export.csv", "routes/staff.export[.]csv.ts"),
    route("leads/:leadId/export.json", "routes/staff.leads.$leadId.export[.]json.ts"),
    route("leads/:leadId/offer.pdf", "routes/staff.leads.$leadId.offer[.]pdf.ts"),
    index("routes/staff._index.tsx"),
    route("leads/:leadId", "routes/staff.leads.$leadId.tsx"),
    route("account", "routes/staff.account.tsx"),
    route("team", "routes/staff.team.tsx"),
    route("tours", "routes/staff.tours.tsx"),
    route("prices", "routes/staff.prices.tsx"),
    // The site's edited content (issue 45): the list, and the editors of an offer, the gift card, a
    // reference and a picture slot (the photo placed in it).
    route("content", "routes/staff.content.tsx"),
    route("content/offers/:offerId", "routes/staff.content.offers.$offerId.tsx"),
    route("content/gift-card", "routes/staff.content.gift-card.tsx"),
    route("content/company", "routes/staff.content.company.tsx"),
    route("content/references/:referenceId", "routes/staff.content.references.$referenceId.tsx"),
    route("content/home/:slideId", "routes/staff.content.home.$slideId.tsx"),
    route("content/webinar", "routes/staff.content.webinar.tsx"),
    route("content/products/:productId", "routes/staff.content.products.$productId.tsx"),
    route("content/stages/:stageId", "routes/staff.content.stages.$stageId.tsx"),
    route("content/spaces/:spaceId", "routes/staff.content.spaces.$spaceId.tsx"),
    route("content/films/:filmId", "routes/staff.content.films.$filmId.tsx"),
    route("content/photos", "routes/staff.content.photos.tsx"),
    route("content/photos/:slot", "routes/staff.content.photos.$slot.tsx"),
    // The media library (issue 45): photos uploaded, described in both languages, deleted when unused.
    route("media", "routes/staff.media.tsx"),
    route("spaces", "routes/staff.spaces.tsx"),
    route("webinars", "routes/staff.webinars.tsx"),
    route("webinars/:sessionId/registrants.csv", "routes/staff.webinars.$sessionId.registrants[.]csv.ts"),
    route("webinars/:sessionId", "routes/staff.webinars.$sessionId.tsx"),
    route("templates", "routes/staff.templates.tsx"),
    route("mail", "routes/staff.mail.tsx"),
    route("mail/:mailId", "routes/staff.mail.$mailId.tsx"),
    route("audit", "routes/staff.audit.tsx"),
    route("*", "routes/staff.$.tsx"),
  ]),
  // Generated from this table and the content (app/lib/site-map.ts); prerendered.
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
];

/** The twin of each spec address (taken out as its route is made, so that none is left unrouted). */
const twinOf = new Map(pagePairs.map((pair) => (specSide(pair) === "en" ? pair : [pair[1], pair[0]])));

type Entry = (typeof specRoutes)[number];

/** A spec route's twin, with its children's twins inside it (the handbook's pages under its gate's layout). */
function twinRoute(entry: Entry, specParent: string, twinParent: string): Entry {
  const twinOfSpec = (spec: string) => {
    const twin = twinOf.get(spec);
    if (!twin) throw new Error(`page-pairs.ts: no twin for ${spec}`);
    twinOf.delete(spec);
    return twin;
  };
  // The home page is an index route of the site; its twin is a page of its own ("/de").
  if (entry.index && specParent === "") {
    const twin = twinOfSpec("/");
    return route(twin.slice(1), entry.file, { id: `twin:${twin}` });
  }
  // A layout's index page is its twin layout's index page.
  if (entry.index) return index(entry.file, { id: `twin:${twinParent}/` });
  const spec = `${specParent}/${entry.path}`;
  const twin = twinOfSpec(spec);
  const children = entry.children?.map((child) => twinRoute(child, spec, twin));
  return route(twin.slice(twinParent.length + 1), entry.file, { id: `twin:${twin}` }, children);
}

/**
 * Each page's twin in the other language (app/lib/i18n/page-pairs.ts, docs/decisions/0696): German
 * under /de/ with German slugs, English under /en/ for the pages the spec wrote in German. The module
 * of the spec's route (and its children's, under their layout), under an id of its own.
 */
const twins = specRoutes
  .filter((entry) => twinOf.has(entry.index ? "/" : `/${entry.path}`))
  .map((entry) => twinRoute(entry, "", ""));
if (twinOf.size > 0) throw new Error(`page-pairs.ts: no route for ${[...twinOf.keys()].join(", ")}`);

export default [...specRoutes, ...twins, route("*", "routes/$.tsx")] satisfies RouteConfig;
