import { withSpaceFixedParts } from "~/content/spaces-in-force";
import { spaceSchema, type Space } from "~/content/venues";
import type { Locale } from "~/lib/i18n/locale";
import { formChanges, issueAsks, lines, type FieldChange } from "./editor";

// An explorer space's words in the back office's editor (issue 45, decision 1158, on decision 1149's
// shared editor): the line above its name, its description, its highlight, its equipment and features
// (one per line, at least three, as many in English as in German) and its set-ups, each in English and
// German, in the order the explorer shows them; read back through venues.ts's own schema with the space's
// fixed parts (id, name, picture, area, capacity, film, category, product page) taken from the built
// space; and the readable difference of two versions. Texts are plain: the pages print them as text.

const locales = ["en", "de"] as const;

type Form = Record<string, string>;
type Read = { ok: true; value: Space } | { ok: false; error: string };
/** A field of the form: its name, its label, its size. */
export type SpaceField = [name: string, label: string, size: "line" | "long"];

/** The fewest lines of a list: venues.ts's `spaceSchema` asks at least three equipment items and features. */
const FEWEST_LINES = 3;

const say = (locale: Locale, en: string, de: string) => (locale === "de" ? de : en);
const texts = ["subtitle", "description", "highlight", "configuration"] as const;
const lists = ["equipment", "features"] as const;
type TextName = (typeof texts)[number];
type ListName = (typeof lists)[number];
const labels: Record<TextName | ListName, [en: string, de: string, size: "line" | "long"]> = {
  subtitle: ["Line above the name", "Zeile über dem Namen", "line"],
  description: ["Description", "Beschreibung", "long"],
  highlight: ["Highlight", "Besonderheit", "line"],
  equipment: ["Equipment (one per line)", "Ausstattung (eine pro Zeile)", "long"],
  configuration: ["Set-ups", "Bestuhlung", "line"],
  features: ["Features (one per line)", "Merkmale (eines pro Zeile)", "long"],
};
/** The fields in the explorer's order: above the name, the text, the highlight, then its details panel. */
const order = ["subtitle", "description", "highlight", "equipment", "configuration", "features"] as const;

/** The space's words in one language, in the explorer's order: the fields as [form name, label, size]. */
export function spaceFields(locale: Locale): SpaceField[] {
  return order.map((name) => {
    const [en, de, size] = labels[name];
    return [`${name}_${locale}`, say(locale, en, de), size];
  });
}

export function spaceToForm(space: Space): Form {
  const form: Form = {};
  for (const locale of locales) {
    for (const name of texts) form[`${name}_${locale}`] = space[name][locale];
    for (const name of lists) form[`${name}_${locale}`] = space[name].map((item) => item[locale]).join("\n");
  }
  return form;
}

/** A list's lines in both languages, or the sentence saying what is wrong with them. */
function listOf(form: Form, name: ListName): { en: string; de: string }[] | string {
  const label = labels[name][0];
  const [en, de] = locales.map((locale) => lines(form[`${name}_${locale}`])) as [string[], string[]];
  if (en.length !== de.length || en.length < FEWEST_LINES)
    return `${label}: at least ${FEWEST_LINES} lines, as many in English as in German (now ${en.length} and ${de.length}).`;
  // Each line is a list item the explorer keys by its words: the same line twice would be one item shown twice.
  for (const [locale, items] of [
    ["English", en],
    ["German", de],
  ] as const) {
    const twice = items.find((item, index) => items.indexOf(item) !== index);
    if (twice) return `${label}: each line only once (in ${locale}, "${twice}" is there twice).`;
  }
  return en.map((line, index) => ({ en: line, de: de[index]! }));
}

/** The form read back through venues.ts's schema, the built space's fixed parts kept; or the first problem, naming the field. */
export function spaceFromForm(form: Form, base: Space): Read {
  const equipment = listOf(form, "equipment");
  if (typeof equipment === "string") return { ok: false, error: equipment };
  const features = listOf(form, "features");
  if (typeof features === "string") return { ok: false, error: features };
  const both = (name: string) => ({
    en: (form[`${name}_en`] ?? "").trim(),
    de: (form[`${name}_de`] ?? "").trim(),
  });
  const checked = spaceSchema.safeParse(
    withSpaceFixedParts(base, { ...Object.fromEntries(texts.map((name) => [name, both(name)])), equipment, features }),
  );
  if (checked.success) return { ok: true, value: checked.data };
  const issue = checked.error.issues[0]!;
  const field = String(issue.path[0]);
  const locale = (issue.path.find((part) => part === "en" || part === "de") as Locale | undefined) ?? "en";
  const all = Object.fromEntries(spaceFields(locale).map(([name, label]) => [name, label]));
  const label = all[`${field}_${locale}`] ?? field;
  return { ok: false, error: `${label}: ${issueAsks(issue)}` };
}

/** What changed between two versions of a space, field by field under the form's labels. */
export function spaceChanges(before: Space, after: Space): FieldChange[] {
  return formChanges(
    spaceToForm(before),
    spaceToForm(after),
    locales.flatMap((locale) => spaceFields(locale).map(([name, label]) => [name, label] as const)),
  );
}
