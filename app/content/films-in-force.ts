import { filmSchema, films, type Film } from "./films";

// SPARK's films as the team edits them (issue 45, decision 1156): each film of films.ts, or the version
// published from the back office (/staff/content), checked by films.ts's own schema. Edited: the title and
// description in both languages, the duration and the Vimeo id (the ids in films.ts are samples until the
// venue supplies its own, docs/client-facts.md). Fixed: the id, the thumbnail (placed under 'Photos on the
// site') and the venue. A film's Vimeo id is written once: every player and link that shows the film,
// wherever the page has it from, follows the published id (`withFilmIds`). The published versions are
// read on the server only (films-in-force.server.ts).

/** The content kind of a film. */
export const filmKind = "film";

/** The content key of a film: `film:skyline-stage-film`. */
export const filmKey = (id: string) => `${filmKind}:${id}`;

type Edited = Partial<Record<"title" | "description" | "duration" | "vimeoId", unknown>>;

/** The edited words in the built film's frame: its id, thumbnail and venue taken from `film`. */
export function withFilmFixedParts(film: Film, edited: Edited): unknown {
  return {
    ...film,
    title: edited.title,
    description: edited.description,
    duration: edited.duration,
    vimeoId: edited.vimeoId,
  };
}

/** A film as edited, if the whole passes films.ts's schema; else the film as built. */
export function filmWith(film: Film, edited: unknown): Film {
  if (edited === undefined || edited === null || typeof edited !== "object") return film;
  const parsed = filmSchema.safeParse(withFilmFixedParts(film, edited as Edited));
  return parsed.success ? parsed.data : film;
}

/** Every film with its edited version (`edited(key)`: its published data, or a preview's draft). */
export const filmsWith = (edited: (key: string) => unknown): Film[] =>
  films.map((film) => filmWith(film, edited(filmKey(film.id))));

/** The film an editor opens, by id. */
export const findFilm = (id: string): Film | undefined => films.find((film) => film.id === id);

const VIMEO_ID = /(player\.vimeo\.com\/video\/|vimeo\.com\/)(\d{6,12})/;

/**
 * An address of a film as built (its player or its page on Vimeo) with the film's Vimeo id in force:
 * `inForce` lists the films as published, in films.ts's order. Any other address is returned as it is.
 */
export function withFilmIds(url: string, inForce: readonly Film[]): string;
export function withFilmIds(url: string | undefined, inForce: readonly Film[]): string | undefined;
export function withFilmIds(url: string | undefined, inForce: readonly Film[]): string | undefined {
  const match = url && VIMEO_ID.exec(url);
  if (!url || !match) return url;
  const index = films.findIndex((film) => film.vimeoId === match[2]);
  const current = index === -1 ? undefined : inForce[index];
  return current ? url.replace(VIMEO_ID, `$1${current.vimeoId}`) : url;
}
