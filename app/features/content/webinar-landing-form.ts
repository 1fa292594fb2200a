import { webinarLanding } from "~/content/webinar-landing";
import { landingSchema, type WebinarLanding } from "~/content/webinar-landing.schema";
import type { Locale } from "~/lib/i18n/locale";
import { formChanges, issueAsks, lines, type FieldChange } from "./editor";

// The webinar landing's texts in the back office's editor (issue 45, decisions 1149 and 1153): every text a
// visitor reads on /webinar/led-wall and its English twin, section by section as the page shows them, in
// English and German; lists of single texts as one line per item, the figures as 'Label: value' lines.
// Read back through the page's schema (webinar-landing.schema.ts), with the first problem naming the
// field; and the readable difference of two versions. Texts are plain: the page prints them as text.
// What stays as built (pictures, the agenda's minutes, the host's name, the number of items) is taken
// from `base`, whatever the form says.

const locales = ["en", "de"] as const;

/**
 * A field of the form: where its text lives in the landing (`path`), its label in each language and how
 * it is typed: one line, a paragraph, one line per item, the figures, or a name the same in both
 * languages. `only` marks a text edited in one language (the other fixed by the spec).
 */
export interface LandingField {
  name: string;
  path: (string | number)[];
  label: Record<Locale, string>;
  type: "line" | "long" | "lines" | "figures" | "name";
  only?: Locale;
}

export interface LandingSection {
  id: string;
  title: string;
  note?: string;
  fields: LandingField[];
}

const field = (
  name: string,
  path: (string | number)[],
  en: string,
  de: string,
  type: LandingField["type"] = "line",
  only?: Locale,
): LandingField => ({ name, path, label: { en, de }, type, ...(only ? { only } : {}) });

/** A list of title-and-text items (learning points, agenda, audience, steps): two fields an item. */
const items = (
  list: "learningPoints" | "agenda" | "audience" | "steps",
  name: string,
  en: string,
  de: string,
): LandingField[] =>
  webinarLanding[list].flatMap((_, index) => [
    field(`${name}${index + 1}Title`, [list, index, "title"], `${en} ${index + 1}: title`, `${de} ${index + 1}: Titel`),
    field(
      `${name}${index + 1}Text`,
      [list, index, "text"],
      `${en} ${index + 1}: text`,
      `${de} ${index + 1}: Beschreibung`,
      "long",
    ),
  ]);

/** The form's sections in the page's order. */
export const landingSections: LandingSection[] = [
  {
    id: "hero",
    title: "Top of the page",
    note: "The date, time and seats of the session shown come from the webinar's sessions (Webinars); the button's words are the registration's.",
    fields: [
      field("headline", ["hero", "headline"], "Headline", "Überschrift"),
      field("lead", ["hero", "lead"], "Lead", "Einleitung", "long"),
      field(
        "heroFacts",
        ["hero", "facts"],
        "Facts beside the date (one per line)",
        "Fakten neben dem Termin (eine pro Zeile)",
        "lines",
      ),
      field("freeLabel", ["freeLabel"], "Free label", "Kostenfrei-Hinweis", "line", "en"),
    ],
  },
  {
    id: "figures",
    title: "Figures",
    fields: [
      field(
        "stats",
        ["stats"],
        "Figures (three lines, 'Label: value')",
        "Zahlen (drei Zeilen, 'Bezeichnung: Wert')",
        "figures",
      ),
    ],
  },
  {
    id: "learning",
    title: "What you will learn",
    fields: items("learningPoints", "learning", "What you learn", "Das lernen Sie"),
  },
  {
    id: "agenda",
    title: "Agenda",
    note: "Each item's time is the session's start plus its minutes, as built.",
    fields: items("agenda", "agenda", "Agenda", "Agenda"),
  },
  { id: "audience", title: "Who it is for", fields: items("audience", "audience", "Who it is for", "Zielgruppe") },
  {
    id: "quotes",
    title: "What participants say",
    note: "The page sets the quotation marks; the portraits are placed under Photos on the site.",
    fields: webinarLanding.testimonials.flatMap((_, index) => {
      const n = index + 1;
      return [
        field(`quote${n}Name`, ["testimonials", index, "name"], `Quote ${n}: name`, `Quote ${n}: name`, "name"),
        field(`quote${n}`, ["testimonials", index, "quote"], `Quote ${n}: text`, `Stimme ${n}: Zitat`, "long"),
        field(`quote${n}Role`, ["testimonials", index, "role"], `Quote ${n}: role`, `Stimme ${n}: Rolle`),
        field(`quote${n}Event`, ["testimonials", index, "event"], `Quote ${n}: event`, `Stimme ${n}: Anlass`),
      ];
    }),
  },
  {
    id: "host",
    title: "Your host",
    note: "The host's name is the webinar's (its mails and calendar entries name them too).",
    fields: [
      field("hostRole", ["host", "role"], "Host: role", "Host: Rolle"),
      field("hostBio", ["host", "bio"], "Host: bio", "Host: Biografie", "long"),
      field("hostFacts", ["host", "facts"], "Host: facts (one per line)", "Host: Fakten (eine pro Zeile)", "lines"),
    ],
  },
  { id: "steps", title: "Three steps to join", fields: items("steps", "step", "Step", "Schritt") },
  {
    id: "registration",
    title: "Registration",
    fields: [field("privacyNote", ["privacyNote"], "Privacy note", "Datenschutzhinweis", "long")],
  },
];

const allFields = landingSections.flatMap((section) => section.fields);

/** The languages a field is typed in: none for a name (one field), else its one language or both. */
export const fieldLocales = (entry: LandingField): readonly Locale[] =>
  entry.type === "name" ? [] : entry.only ? [entry.only] : locales;

/** A field's form name: `headline_de`, or `quote1Name` for a name. */
export const landingFieldName = (entry: LandingField, locale?: Locale) =>
  locale ? `${entry.name}_${locale}` : entry.name;

type Form = Record<string, string>;

function at(landing: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((value, part) => (value as Record<string | number, unknown>)?.[part], landing);
}

function put(landing: unknown, path: (string | number)[], value: unknown) {
  const parent = at(landing, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1]!] = value;
}

type Texts = { en: string; de: string };
type Figure = { value: Texts; label: Texts };

/** The landing's texts as the form shows them. */
export function landingToForm(landing: WebinarLanding): Form {
  const form: Form = {};
  for (const entry of allFields) {
    const value = at(landing, entry.path);
    if (entry.type === "name") {
      form[landingFieldName(entry)] = value as string;
      continue;
    }
    for (const locale of fieldLocales(entry))
      form[landingFieldName(entry, locale)] =
        entry.type === "lines"
          ? (value as Texts[]).map((line) => line[locale]).join("\n")
          : entry.type === "figures"
            ? (value as Figure[]).map((figure) => `${figure.label[locale]}: ${figure.value[locale]}`).join("\n")
            : (value as Texts)[locale];
  }
  return form;
}

/** Splits a 'Label: value' line at its first colon. */
function labelAndValue(line: string): [string, string] | undefined {
  const colon = line.indexOf(":");
  const pair = [line.slice(0, colon).trim(), line.slice(colon + 1).trim()] as const;
  return colon > 0 && pair[0] && pair[1] ? [pair[0], pair[1]] : undefined;
}

/** The first problem the schema found, in a sentence that names the field. */
function problem(issue: Parameters<typeof issueAsks>[0] & { path: PropertyKey[] }): string {
  const path = issue.path;
  const entry = allFields
    .filter((candidate) => candidate.path.every((part, index) => path[index] === part))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (!entry) return `${path.join(".")}: ${issueAsks(issue)}`;
  const locale = (path.slice(entry.path.length).find((part) => part === "en" || part === "de") ?? "en") as Locale;
  const label = entry.label[locale];
  if (issue.code === "too_small" && issue.origin === "array")
    return `${label}: at least ${issue.minimum === 1 ? "one line" : `${String(issue.minimum)} lines`}, in English and German.`;
  return `${label}: ${issueAsks(issue)}`;
}

/**
 * The form read back into the landing (what stays as built taken from `base`), checked by the page's
 * schema: the landing, or the first problem in a sentence that names the field.
 */
export function landingFromForm(
  form: Form,
  base: WebinarLanding,
): { ok: true; value: WebinarLanding } | { ok: false; error: string } {
  const landing = structuredClone(base);
  for (const entry of allFields) {
    if (entry.type === "name") {
      put(landing, entry.path, (form[landingFieldName(entry)] ?? "").trim());
      continue;
    }
    if (entry.type === "lines" || entry.type === "figures") {
      const en = lines(form[landingFieldName(entry, "en")]);
      const de = lines(form[landingFieldName(entry, "de")]);
      if (entry.type === "figures") {
        const count = (at(base, entry.path) as unknown[]).length;
        if (en.length !== count || de.length !== count)
          return {
            ok: false,
            error: `${entry.label.en}: exactly ${count} lines in English and in German (now ${en.length} and ${de.length}).`,
          };
        const pairs = [en.map(labelAndValue), de.map(labelAndValue)];
        if (pairs.some((list) => list.some((pair) => !pair)))
          return { ok: false, error: `${entry.label.en}: each line reads 'Label: value', in English and in German.` };
        const [enPairs, dePairs] = pairs as [[string, string][], [string, string][]];
        put(
          landing,
          entry.path,
          enPairs.map(([label, value], index) => ({
            value: { en: value, de: dePairs[index]![1] },
            label: { en: label, de: dePairs[index]![0] },
          })),
        );
        continue;
      }
      if (en.length !== de.length)
        return {
          ok: false,
          error: `${entry.label.en}: the English list has ${en.length} lines and the German one ${de.length}; each line needs both.`,
        };
      put(
        landing,
        entry.path,
        en.map((line, index) => ({ en: line, de: de[index]! })),
      );
      continue;
    }
    const current = at(landing, entry.path) as Texts;
    put(landing, entry.path, {
      ...current,
      ...Object.fromEntries(
        fieldLocales(entry).map((locale) => [locale, (form[landingFieldName(entry, locale)] ?? "").trim()]),
      ),
    });
  }
  const checked = landingSchema.safeParse(landing);
  return checked.success ? { ok: true, value: checked.data } : { ok: false, error: problem(checked.error.issues[0]!) };
}

const labelledFields = allFields.flatMap((entry) =>
  entry.type === "name"
    ? [[landingFieldName(entry), entry.label.en] as const]
    : fieldLocales(entry).map((locale) => [landingFieldName(entry, locale), entry.label[locale]] as const),
);

/** What changed from one version of the landing to another, field by field and language by language. */
export function landingChanges(before: WebinarLanding, after: WebinarLanding): FieldChange[] {
  return formChanges(landingToForm(before), landingToForm(after), labelledFields);
}
