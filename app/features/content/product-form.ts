import { withFixedParts } from "~/content/products-in-force";
import { productSchema, specificationLabels, type ProductRecord } from "~/content/products";
import type { Locale } from "~/lib/i18n/locale";
import { formChanges, issueAsks, type FieldChange } from "./editor";

// A product record in the back office's editor (issue 45, decision 1152, on decision 1149's shared
// editor): its name, subtitle, description, specification values, features and seating configurations,
// each in English and German, and its video link; read back through products.ts's own schema with the
// record's fixed parts (id, pictures, specification labels, the rows' number) taken from the built
// record; and the readable difference of two versions. Texts are plain: the page prints them as text.

const locales = ["en", "de"] as const;

type Form = Record<string, string>;
type Read = { ok: true; value: ProductRecord } | { ok: false; error: string };
/** A field of the form: its name, its label, its size. */
export type ProductField = [name: string, label: string, size: "line" | "long"];

const say = (locale: Locale, en: string, de: string) => (locale === "de" ? de : en);
const specName = (index: number, locale: Locale) => `spec_${index + 1}_${locale}`;
const featureName = (index: number, part: "title" | "description", locale: Locale) =>
  `feature_${index + 1}_${part}_${locale}`;
const seatingName = (index: number, part: "name" | "capacity" | "description", locale: Locale) =>
  `seating_${index + 1}_${part}_${locale}`;

/** The record's words in one language, by section: the fields as [form name, label, size]. */
export function productFields(record: ProductRecord, locale: Locale) {
  const texts: ProductField[] = [
    [`name_${locale}`, say(locale, "Name", "Name (Deutsch)"), "line"],
    ...(record.subtitle ? [[`subtitle_${locale}`, say(locale, "Subtitle", "Unterzeile"), "line"] as ProductField] : []),
    [`description_${locale}`, say(locale, "Description", "Beschreibung"), "long"],
  ];
  const specifications: ProductField[] = Object.keys(record.specifications).map((label, index) => [
    specName(index, locale),
    say(locale, `Specification: ${label}`, `Technische Daten: ${specificationLabels[label]?.de ?? label}`),
    "line",
  ]);
  const features: ProductField[] = record.features.flatMap((_, index): ProductField[] => [
    [
      featureName(index, "title", locale),
      say(locale, `Feature ${index + 1}: title`, `Merkmal ${index + 1}: Titel`),
      "line",
    ],
    [
      featureName(index, "description", locale),
      say(locale, `Feature ${index + 1}: description`, `Merkmal ${index + 1}: Beschreibung`),
      "long",
    ],
  ]);
  const seating: ProductField[] = record.seatingConfigurations.flatMap((_, index): ProductField[] => [
    [
      seatingName(index, "name", locale),
      say(locale, `Seating ${index + 1}: name`, `Bestuhlung ${index + 1}: Name`),
      "line",
    ],
    [
      seatingName(index, "capacity", locale),
      say(locale, `Seating ${index + 1}: capacity`, `Bestuhlung ${index + 1}: Kapazität`),
      "line",
    ],
    [
      seatingName(index, "description", locale),
      say(locale, `Seating ${index + 1}: description`, `Bestuhlung ${index + 1}: Beschreibung`),
      "long",
    ],
  ]);
  return { texts, specifications, features, seating };
}

/** The video link's field (one for both languages), if the record has a video. */
export const videoField = (record: ProductRecord): ProductField | undefined =>
  record.videoUrl ? ["video", "Video link (Vimeo or YouTube player address)", "line"] : undefined;

/** Every field of the record's form in order: the video, then each language's. */
const allFields = (record: ProductRecord): ProductField[] => [
  ...(record.videoUrl ? [videoField(record)!] : []),
  ...locales.flatMap((locale) => Object.values(productFields(record, locale)).flat()),
];

export function productToForm(record: ProductRecord): Form {
  const form: Form = {};
  if (record.videoUrl) form.video = record.videoUrl;
  for (const locale of locales) {
    form[`name_${locale}`] = record.name[locale];
    if (record.subtitle) form[`subtitle_${locale}`] = record.subtitle[locale];
    form[`description_${locale}`] = record.description[locale];
    Object.values(record.specifications).forEach((value, index) => {
      form[specName(index, locale)] = value[locale];
    });
    record.features.forEach((feature, index) => {
      form[featureName(index, "title", locale)] = feature.title[locale];
      form[featureName(index, "description", locale)] = feature.description[locale];
    });
    record.seatingConfigurations.forEach((configuration, index) => {
      form[seatingName(index, "name", locale)] = configuration.name[locale];
      form[seatingName(index, "capacity", locale)] = configuration.capacity[locale];
      form[seatingName(index, "description", locale)] = configuration.description[locale];
    });
  }
  return form;
}

/** The form name of a schema problem's path: `["seatingConfigurations", 0, "capacity", "en"]` is `seating_1_capacity_en`. */
function nameOfPath(path: readonly PropertyKey[], base: ProductRecord): string | undefined {
  const [field, second, third] = path;
  const locale = path.find((part) => part === "en" || part === "de") as Locale | undefined;
  if (field === "videoUrl") return "video";
  if (!locale) return undefined;
  if (field === "specifications") return specName(Object.keys(base.specifications).indexOf(String(second)), locale);
  if (field === "features" && typeof second === "number")
    return featureName(second, third as "title" | "description", locale);
  if (field === "seatingConfigurations" && typeof second === "number")
    return seatingName(second, third as "name" | "capacity" | "description", locale);
  return `${String(field)}_${locale}`;
}

/** What a field asks where products.ts's schema has a rule of its own (a format), else `issueAsks`. */
function asks(issue: Parameters<typeof issueAsks>[0] & { path: PropertyKey[] }): string {
  if (issue.code === "invalid_format" && issue.path.includes("capacity"))
    return "a number of guests, people or 'on set', like '120 guests', 'Up to 250 people' or '4 on set'.";
  if (issue.path[0] === "videoUrl" && issue.code !== "too_small")
    return "a player address of Vimeo (https://player.vimeo.com/…) or YouTube (https://www.youtube-nocookie.com/…).";
  return issueAsks(issue);
}

/** The form read back through products.ts's schema, the built record's fixed parts kept; or the first problem, naming the field. */
export function productFromForm(form: Form, base: ProductRecord): Read {
  const both = (name: string) => ({
    en: (form[`${name}_en`] ?? "").trim(),
    de: (form[`${name}_de`] ?? "").trim(),
  });
  const candidate = withFixedParts(base, {
    name: both("name"),
    subtitle: both("subtitle"),
    description: both("description"),
    videoUrl: (form.video ?? "").trim(),
    specifications: Object.fromEntries(
      Object.keys(base.specifications).map((label, index) => [
        label,
        { en: (form[specName(index, "en")] ?? "").trim(), de: (form[specName(index, "de")] ?? "").trim() },
      ]),
    ),
    features: base.features.map((_, index) => ({
      title: both(`feature_${index + 1}_title`),
      description: both(`feature_${index + 1}_description`),
    })),
    seatingConfigurations: base.seatingConfigurations.map((_, index) => ({
      name: both(`seating_${index + 1}_name`),
      capacity: both(`seating_${index + 1}_capacity`),
      description: both(`seating_${index + 1}_description`),
    })),
  });
  const checked = productSchema.safeParse(candidate);
  if (checked.success) return { ok: true, value: checked.data };
  const issue = checked.error.issues[0]!;
  const labels = Object.fromEntries(allFields(base).map(([name, label]) => [name, label]));
  const name = nameOfPath(issue.path, base);
  const label = (name && labels[name]) ?? String(issue.path[0] ?? "The record");
  return { ok: false, error: `${label}: ${asks(issue)}` };
}

/** What changed between two versions of a record, field by field under the form's labels. */
export function productChanges(before: ProductRecord, after: ProductRecord): FieldChange[] {
  return formChanges(
    productToForm(before),
    productToForm(after),
    allFields(before).map(([name, label]) => [name, label] as const),
  );
}
