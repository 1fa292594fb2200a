import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The route table: it mirrors spec section 2 and is read like it.
export default [
  index("routes/home.tsx"),
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
  route("contact", "routes/contact.tsx"),
  route("book-tour", "routes/book-tour.tsx"),
  route("gallery", "routes/gallery.tsx"),
  // Server endpoint of the newsletter block; without JavaScript it shows the answer as a page.
  route("newsletter", "routes/newsletter.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
