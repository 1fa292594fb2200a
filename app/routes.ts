import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The route table: it mirrors spec section 2 and is read like it.
export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx"),
  route("book-tour", "routes/book-tour.tsx"),
  // Server endpoint of the newsletter block; without JavaScript it shows the answer as a page.
  route("newsletter", "routes/newsletter.tsx"),
  route("webinar/led-wall", "routes/webinar-led-wall.tsx"),
  // The webinar's calendar file (step 2 of the confirmation page without JavaScript).
  route("webinar/led-wall.ics", "routes/webinar-calendar.ts"),
  route("webinar/confirmation", "routes/webinar-confirmation.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
