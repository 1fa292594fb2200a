import { publishedData } from "../../server/domain/content/published";
import { homeWith } from "./home-in-force";
import type { HomeContent } from "./home.schema";

// The home page the visitors see (issue 45): its rotating heroes' slides as published from the back
// office, from this process's snapshot of the published content, never a query per view.

/** The home page as published; `preview` shows one slide's draft in its place. */
export function homeInForce(preview?: { key: string; data: unknown }): HomeContent {
  return homeWith((key) => (preview?.key === key ? preview.data : publishedData(key)));
}
