import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The route table: it mirrors spec section 2 and is read like it.
export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx"),
  route("book-tour", "routes/book-tour.tsx"),
  // Server endpoint of the newsletter block; without JavaScript it shows the answer as a page.
  route("newsletter", "routes/newsletter.tsx"),
  // Generated from this table and the content (app/lib/site-map.ts); prerendered.
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
