import { caseSlideSchema, venueSlideSchema, type UseCaseSlide, type VenueSlide } from "~/content/home-in-force";
import type { Locale } from "~/lib/i18n/locale";
import { formChanges, issueAsks, lines, type FieldChange } from "./editor";

// A slide of the home page's rotating heroes in the back office's editor (issue 45, decision 1149's
// shared editor): a use case's name, title, description and its three features, or a venue's tagline,
// description and three facts, each in English and German, read back through the schema of home.ts;
// and the readable difference of two versions. Texts are plain: the page prints them as text.

const locales = ["en", "de"] as const;
const name = (field: string, locale: Locale) => `${field}_${locale}`;
const germanNote = (label: string, german: string, locale: Locale) => (locale === "de" ? german : label);

type Form = Record<string, string>;
type Read<T> = { ok: true; value: T } | { ok: false; error: string };

/** The fields of a use-case slide's form: [form name, label], per language. */
export function caseFields(locale: Locale): [string, string, "line" | "long"][] {
  return [
    [name("name", locale), germanNote("Name", "Name (Deutsch)", locale), "line"],
    [name("title", locale), germanNote("Title", "Titel", locale), "line"],
    [name("description", locale), germanNote("Description", "Beschreibung", locale), "long"],
    [
      name("features", locale),
      germanNote("Features (three, one per line)", "Merkmale (drei, eines pro Zeile)", locale),
      "long",
    ],
  ];
}

/** The fields of a venue slide's form: [form name, label], per language (facts are 'label: value' lines). */
export function venueFields(locale: Locale): [string, string, "line" | "long"][] {
  return [
    [name("tagline", locale), germanNote("Tagline", "Unterzeile", locale), "line"],
    [name("description", locale), germanNote("Description", "Beschreibung", locale), "long"],
    [
      name("facts", locale),
      germanNote("Facts (three lines, 'Label: value')", "Kennzahlen (drei Zeilen, 'Bezeichnung: Wert')", locale),
      "long",
    ],
  ];
}

export function caseToForm(slide: UseCaseSlide): Form {
  const form: Form = {};
  for (const locale of locales) {
    form[name("name", locale)] = slide.name[locale];
    form[name("title", locale)] = slide.title[locale];
    form[name("description", locale)] = slide.description[locale];
    form[name("features", locale)] = slide.features.map((feature) => feature[locale]).join("\n");
  }
  return form;
}

export function venueToForm(slide: VenueSlide): Form {
  const form: Form = {};
  for (const locale of locales) {
    form[name("tagline", locale)] = slide.tagline[locale];
    form[name("description", locale)] = slide.description[locale];
    form[name("facts", locale)] = slide.facts.map((fact) => `${fact.label[locale]}: ${fact.value[locale]}`).join("\n");
  }
  return form;
}

const both = (form: Form, field: string) => ({
  en: (form[name(field, "en")] ?? "").trim(),
  de: (form[name(field, "de")] ?? "").trim(),
});

/** Three lines in each language, or the sentence saying what is missing. */
function threeLines(form: Form, field: string, label: string): { en: string[]; de: string[] } | string {
  const en = lines(form[name(field, "en")]);
  const de = lines(form[name(field, "de")]);
  if (en.length !== 3 || de.length !== 3)
    return `${label}: exactly three lines in English and in German (now ${en.length} and ${de.length}).`;
  return { en, de };
}

/** The first problem the schema found, in a sentence that names the field. */
function problem(
  issue: Parameters<typeof issueAsks>[0] & { path: PropertyKey[] },
  labels: Record<string, string>,
): string {
  const field = String(issue.path[0]);
  const locale = issue.path.find((part) => part === "en" || part === "de") as Locale | undefined;
  const label = labels[`${field}_${locale ?? "en"}`] ?? field;
  return `${label}: ${issueAsks(issue)}`;
}

const labelsOf = (fields: (locale: Locale) => [string, string, string][]) =>
  Object.fromEntries(locales.flatMap((locale) => fields(locale).map(([field, label]) => [field, label])));

export function caseFromForm(form: Form, base: UseCaseSlide): Read<UseCaseSlide> {
  const features = threeLines(form, "features", "Features");
  if (typeof features === "string") return { ok: false, error: features };
  const checked = caseSlideSchema.safeParse({
    ...base,
    name: both(form, "name"),
    title: both(form, "title"),
    description: both(form, "description"),
    features: features.en.map((en, index) => ({ en, de: features.de[index]! })),
  });
  return checked.success
    ? { ok: true, value: checked.data }
    : { ok: false, error: problem(checked.error.issues[0]!, labelsOf(caseFields)) };
}

export function venueFromForm(form: Form, base: VenueSlide): Read<VenueSlide> {
  const facts = threeLines(form, "facts", "Facts");
  if (typeof facts === "string") return { ok: false, error: facts };
  const split = (line: string) => {
    const at = line.indexOf(":");
    return at > 0 ? [line.slice(0, at).trim(), line.slice(at + 1).trim()] : undefined;
  };
  const pairs = locales.map((locale) => facts[locale].map(split));
  if (pairs.some((list) => list.some((pair) => !pair || !pair[0] || !pair[1])))
    return { ok: false, error: "Facts: each line reads 'Label: value', in English and in German." };
  const [en, de] = pairs as [string[][], string[][]];
  const checked = venueSlideSchema.safeParse({
    ...base,
    tagline: both(form, "tagline"),
    description: both(form, "description"),
    facts: en.map((pair, index) => ({
      label: { en: pair[0]!, de: de[index]![0]! },
      value: { en: pair[1]!, de: de[index]![1]! },
    })),
  });
  return checked.success
    ? { ok: true, value: checked.data }
    : { ok: false, error: problem(checked.error.issues[0]!, labelsOf(venueFields)) };
}

const ordered = (fields: (locale: Locale) => [string, string, string][]) =>
  locales.flatMap((locale) => fields(locale).map(([field, label]) => [field, label] as const));

export const caseChanges = (before: UseCaseSlide, after: UseCaseSlide): FieldChange[] =>
  formChanges(caseToForm(before), caseToForm(after), ordered(caseFields));

export const venueChanges = (before: VenueSlide, after: VenueSlide): FieldChange[] =>
  formChanges(venueToForm(before), venueToForm(after), ordered(venueFields));
