import { publishedData } from "../../server/domain/content/published";
import { filmsWith, withFilmIds } from "./films-in-force";
import type { Film } from "./films";

// The films the pages show (issue 45, decision 1156): as published from the back office, from this
// process's snapshot of the published content, never a query per view.

type Draft = { key: string; data: unknown } | undefined;

/** Every film as published; `preview` shows a film's draft instead when the preview is of that film. */
export function filmsInForce(preview?: Draft): Film[] {
  return filmsWith((key) => (preview?.key === key ? preview.data : publishedData(key)));
}

/** A player or page address of a film with the film's Vimeo id as published (or as a preview's draft has it). */
export function filmUrlInForce(url: string, preview?: Draft): string;
export function filmUrlInForce(url: string | undefined, preview?: Draft): string | undefined;
export function filmUrlInForce(url: string | undefined, preview?: Draft): string | undefined {
  return withFilmIds(url, filmsInForce(preview));
}
