import { publishedData } from "../../server/domain/content/published";
import { venueOverviewWith } from "./spaces-in-force";
import type { VenueOverviewSection } from "./venues";

// The explorer spaces' words the overview shows (issue 45, decision 1158): as published from the back
// office, from this process's snapshot of the published content, never a query per view. The stage
// pages read theirs with the page (stages-in-force.server.ts).

/** The /venues overview with its space cards as published. */
export function venueOverviewInForce(): VenueOverviewSection[] {
  return venueOverviewWith(publishedData);
}
