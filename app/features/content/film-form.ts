import { withFilmFixedParts } from "~/content/films-in-force";
import { filmSchema, type Film } from "~/content/films";
import type { Locale } from "~/lib/i18n/locale";
import { formChanges, issueAsks, type FieldChange } from "./editor";

// A film in the back office's editor (issue 45, decision 1156, on decision 1149's shared editor): its title
// and description in English and German, its duration and its Vimeo id (the film's address on Vimeo may be
// pasted whole); read back through films.ts's own schema with the film's id, thumbnail and venue kept; and
// the readable difference of two versions. Texts are plain: the pages print them as text.

type Form = Record<string, string>;
type Read = { ok: true; value: Film } | { ok: false; error: string };
/** A field of the form: its name, its label, its size. */
export type FilmField = [name: string, label: string, size: "line" | "long"];

/** The fields both languages share: the Vimeo id and the duration. */
export const filmSharedFields: FilmField[] = [
  ["vimeo", "Vimeo video id (or the film's address on Vimeo)", "line"],
  ["duration", "Duration (minutes:seconds)", "line"],
];

/** The film's words in one language. */
export const filmFields = (locale: Locale): FilmField[] =>
  locale === "de"
    ? [
        ["title_de", "Titel", "line"],
        ["description_de", "Beschreibung", "long"],
      ]
    : [
        ["title_en", "Title", "line"],
        ["description_en", "Description", "long"],
      ];

const allFields = (): FilmField[] => [...filmSharedFields, ...filmFields("en"), ...filmFields("de")];

export function filmToForm(film: Film): Form {
  return {
    vimeo: film.vimeoId,
    duration: film.duration,
    title_en: film.title.en,
    title_de: film.title.de,
    description_en: film.description.en,
    description_de: film.description.de,
  };
}

/** The id of a Vimeo address (`https://vimeo.com/912734501`, the player's), or what was typed. */
const vimeoIdOf = (typed: string) =>
  /^https?:\/\/(?:player\.)?vimeo\.com\/(?:video\/)?(\d+)(?:[/?#].*)?$/.exec(typed)?.[1] ?? typed;

/** The form read back through films.ts's schema, the film's fixed parts kept; or the first problem, naming the field. */
export function filmFromForm(form: Form, base: Film): Read {
  const both = (name: string) => ({
    en: (form[`${name}_en`] ?? "").trim(),
    de: (form[`${name}_de`] ?? "").trim(),
  });
  const checked = filmSchema.safeParse(
    withFilmFixedParts(base, {
      title: both("title"),
      description: both("description"),
      duration: (form.duration ?? "").trim(),
      vimeoId: vimeoIdOf((form.vimeo ?? "").trim()),
    }),
  );
  if (checked.success) return { ok: true, value: checked.data };
  const issue = checked.error.issues[0]!;
  const [field] = issue.path;
  const locale = issue.path.find((part) => part === "en" || part === "de");
  const name = field === "vimeoId" ? "vimeo" : field === "duration" ? "duration" : `${String(field)}_${String(locale)}`;
  const label = Object.fromEntries(allFields().map(([key, text]) => [key, text]))[name] ?? String(field);
  const asks =
    issue.code !== "invalid_format"
      ? issueAsks(issue)
      : field === "vimeoId"
        ? "the digits of the film's address on Vimeo, like 912734501 in vimeo.com/912734501."
        : "minutes and seconds, like 2:14.";
  return { ok: false, error: `${label}: ${asks}` };
}

/** What changed between two versions of a film, field by field under the form's labels. */
export const filmChanges = (before: Film, after: Film): FieldChange[] =>
  formChanges(
    filmToForm(before),
    filmToForm(after),
    allFields().map(([name, label]) => [name, label] as const),
  );
