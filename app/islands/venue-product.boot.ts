// The island script of /venues/{productId}: React without React Router's client (docs/decisions/0661).
// Built on its own by Vite: the route imports it with `?worker&url` (it runs in the page, not in a worker).
import { hydrateIslands } from "~/lib/hydrate-islands";
import { venueProductIslands } from "./venue-product";

hydrateIslands(venueProductIslands);
