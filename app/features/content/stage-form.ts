import { withStageFixedParts } from "~/content/stages-in-force";
import { stagePageSchema, type StagePage } from "~/content/venues";
import type { Locale } from "~/lib/i18n/locale";
import { formChanges, issueAsks, lines, type FieldChange } from "./editor";

// A stage page's own words in the back office's editor (issue 45, decision 1155, on decision 1149's shared
// editor): the line above its name, its lead, its key facts ('Label: value' lines, as many as built), the
// introductions of its spaces, configurations and 'discover' sections and its description for search
// results, each in English and German; read back through venues.ts's own schema with the page's fixed
// parts taken from the built page; and the readable difference of two versions. Texts are plain.

const locales = ["en", "de"] as const;

type Form = Record<string, string>;
type Read = { ok: true; value: StagePage } | { ok: false; error: string };
/** A field of the form: its name, its label, its size. */
export type StageField = [name: string, label: string, size: "line" | "long"];

const say = (locale: Locale, en: string, de: string) => (locale === "de" ? de : en);
const texts = ["eyebrow", "lead", "explorerIntro", "configurationsIntro", "discoverIntro", "metaDescription"] as const;
type TextName = (typeof texts)[number];
const labels: Record<TextName, [en: string, de: string, size: "line" | "long"]> = {
  eyebrow: ["Line above the name", "Zeile über dem Namen", "line"],
  lead: ["Lead", "Einleitung", "long"],
  explorerIntro: ["Spaces: introduction", "Räume: Einleitung", "long"],
  configurationsIntro: ["Configurations: introduction", "Varianten: Einleitung", "long"],
  discoverIntro: ["Discover more: introduction", "Mehr entdecken: Einleitung", "long"],
  metaDescription: [
    "Description in search results (70-170 characters)",
    "Beschreibung in Suchergebnissen (70–170 Zeichen)",
    "long",
  ],
};

/** The page's words in one language, in the page's order: the fields as [form name, label, size]. */
export function stageFields(page: StagePage, locale: Locale): StageField[] {
  const field = (name: TextName): StageField => {
    const [en, de, size] = labels[name];
    return [`${name}_${locale}`, say(locale, en, de), size];
  };
  const count = page.keyFacts.length;
  return [
    field("eyebrow"),
    field("lead"),
    [
      `facts_${locale}`,
      say(locale, `Key facts (${count} lines, 'Label: value')`, `Eckdaten (${count} Zeilen, 'Bezeichnung: Wert')`),
      "long",
    ],
    field("explorerIntro"),
    field("configurationsIntro"),
    field("discoverIntro"),
    field("metaDescription"),
  ];
}

export function stageToForm(page: StagePage): Form {
  const form: Form = {};
  for (const locale of locales) {
    for (const name of texts) form[`${name}_${locale}`] = page[name][locale];
    form[`facts_${locale}`] = page.keyFacts.map((fact) => `${fact.label[locale]}: ${fact.value[locale]}`).join("\n");
  }
  return form;
}

/** 'Label: value' split at its first colon, or undefined when either side is empty. */
function fact(line: string): [string, string] | undefined {
  const at = line.indexOf(":");
  const pair = [line.slice(0, at).trim(), line.slice(at + 1).trim()] as [string, string];
  return at > 0 && pair[0] && pair[1] ? pair : undefined;
}

/** The form read back through venues.ts's schema, the built page's fixed parts kept; or the first problem, naming the field. */
export function stageFromForm(form: Form, base: StagePage): Read {
  const count = base.keyFacts.length;
  const facts = locales.map((locale) => lines(form[`facts_${locale}`]).map(fact));
  const [en, de] = facts as [([string, string] | undefined)[], ([string, string] | undefined)[]];
  if (en.length !== count || de.length !== count)
    return {
      ok: false,
      error: `Key facts: exactly ${count} lines in English and in German (now ${en.length} and ${de.length}).`,
    };
  if ([...en, ...de].some((pair) => !pair))
    return { ok: false, error: "Key facts: each line reads 'Label: value', in English and in German." };
  const both = (name: string) => ({
    en: (form[`${name}_en`] ?? "").trim(),
    de: (form[`${name}_de`] ?? "").trim(),
  });
  const checked = stagePageSchema.safeParse(
    withStageFixedParts(base, {
      ...Object.fromEntries(texts.map((name) => [name, both(name)])),
      keyFacts: en.map((pair, index) => ({
        label: { en: pair![0], de: de[index]![0] },
        value: { en: pair![1], de: de[index]![1] },
      })),
    }),
  );
  if (checked.success) return { ok: true, value: checked.data };
  const issue = checked.error.issues[0]!;
  const field = String(issue.path[0]);
  const locale = (issue.path.find((part) => part === "en" || part === "de") as Locale | undefined) ?? "en";
  const all = Object.fromEntries(stageFields(base, locale).map(([name, label]) => [name, label]));
  const label = all[`${field === "keyFacts" ? "facts" : field}_${locale}`] ?? field;
  return { ok: false, error: `${label}: ${issueAsks(issue)}` };
}

/** What changed between two versions of a stage page, field by field under the form's labels. */
export function stageChanges(before: StagePage, after: StagePage): FieldChange[] {
  return formChanges(
    stageToForm(before),
    stageToForm(after),
    locales.flatMap((locale) => stageFields(before, locale).map(([name, label]) => [name, label] as const)),
  );
}
