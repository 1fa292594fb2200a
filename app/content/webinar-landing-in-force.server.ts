import { publishedData } from "../../server/domain/content/published";
import { landingWith, webinarLandingKey } from "./webinar-landing-in-force";
import type { WebinarLanding } from "./webinar-landing.schema";

// The webinar landing's texts the page shows (issue 45): as published from the back office, from this
// process's snapshot of the published content (server/domain/content/published.ts), never a query per view.

/** The landing as published; `preview` shows its draft instead when the preview is of the landing. */
export function webinarLandingInForce(preview?: { key: string; data: unknown }): WebinarLanding {
  return landingWith(preview?.key === webinarLandingKey ? preview.data : publishedData(webinarLandingKey));
}
