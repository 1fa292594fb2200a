import { editableOfferFields } from "~/content/offers-in-force";
import { offerSchema, type Offer } from "~/content/offers.schema";
import type { Locale } from "~/lib/i18n/locale";
import { formChanges, lines, type FieldChange } from "./editor";

// An offer in the back office's editor (issue 45): its fields as a form (each text in English and
// German), read back through the schema the pages use, and the readable difference between two versions.

type Field = (typeof editableOfferFields)[number];
type TextField = Exclude<Field, "price" | "discount">;

const textFields: readonly TextField[] = [
  "title",
  "subtitle",
  "schedule",
  "description",
  "features",
  "priceNote",
  "buttonText",
];

/**
 * The editor's labels. The English fields carry the UI contract's names ('Title', 'Price (EUR)'); the
 * German fields are labelled in German, as the editor reads them on the German pages, so that each
 * label names one field ('Title' is not part of any other).
 */
const labels: Record<Field, string> = {
  title: "Title",
  subtitle: "Strapline",
  schedule: "Schedule",
  description: "Description",
  features: "Features (one per line)",
  priceNote: "Price note",
  buttonText: "Button text",
  price: "Price (EUR)",
  discount: "Discount (%)",
};
const germanLabels: Record<TextField, string> = {
  title: "Titel",
  subtitle: "Unterzeile",
  schedule: "Zeiten",
  description: "Beschreibung",
  features: "Leistungen (eine pro Zeile)",
  priceNote: "Preishinweis",
  buttonText: "Button-Beschriftung",
};

export const offerFieldLabel = (field: Field, locale?: Locale) =>
  locale === "de" && field !== "price" && field !== "discount" ? germanLabels[field] : labels[field];

/** The form field of a text in a language: `title_en`. */
export const offerFieldName = (field: Field, locale?: Locale) => (locale ? `${field}_${locale}` : field);

/** Long texts get a text area. */
export const isLongField = (field: Field) => field === "description" || field === "features";

export const offerTextFields = textFields;

/** An offer's editable fields as the form shows them. */
export function offerToForm(offer: Offer): Record<string, string> {
  const fields: Record<string, string> = { price: String(offer.price), discount: offer.discount };
  for (const field of textFields) {
    for (const locale of ["en", "de"] as const) {
      const value = offer[field];
      fields[offerFieldName(field, locale)] = Array.isArray(value)
        ? value.map((line) => line[locale]).join("\n")
        : value[locale];
    }
  }
  return fields;
}

/**
 * The form read back into an offer (the fixed fields from `base`), checked by the pages' schema: the
 * offer, or the first problem in a sentence that names the field. Texts are plain: the pages print
 * them as text, so nothing typed can become markup or script.
 */
export function offerFromForm(
  form: Record<string, string>,
  base: Offer,
): { ok: true; offer: Offer } | { ok: false; error: string } {
  const text = (field: TextField) => ({
    en: (form[offerFieldName(field, "en")] ?? "").trim(),
    de: (form[offerFieldName(field, "de")] ?? "").trim(),
  });
  const en = lines(form[offerFieldName("features", "en")]);
  const de = lines(form[offerFieldName("features", "de")]);
  if (en.length !== de.length)
    return {
      ok: false,
      error: `Features: the English list has ${en.length} lines and the German one ${de.length}; each feature needs both.`,
    };
  const price = (form.price ?? "").trim();
  if (!/^\d+$/.test(price)) return { ok: false, error: "Price (EUR): a whole amount in euro, 0 or more." };
  const discount = (form.discount ?? "").trim();
  if (!/^\d+$/.test(discount) || Number(discount) > 99)
    return { ok: false, error: "Discount (%): a whole percentage from 0 to 99." };
  const candidate = {
    ...base,
    title: text("title"),
    subtitle: text("subtitle"),
    schedule: text("schedule"),
    description: text("description"),
    features: en.map((line, index) => ({ en: line, de: de[index]! })),
    priceNote: text("priceNote"),
    buttonText: text("buttonText"),
    price: Number(price),
    discount: String(Number(discount)),
  };
  const checked = offerSchema.safeParse(candidate);
  if (checked.success) return { ok: true, offer: checked.data };
  const issue = checked.error.issues[0]!;
  const [field, second, third] = issue.path as [Field, string | number | undefined, string | undefined];
  const locale = (typeof second === "string" ? second : third) as Locale | undefined;
  const where = labels[field] ? offerFieldLabel(field, locale) : String(field);
  const minimum = "minimum" in issue && typeof issue.minimum === "number" ? issue.minimum : undefined;
  const what =
    field === "features" && issue.code === "too_small" && second === undefined
      ? `at least ${minimum} features, each in English and German.`
      : field === "price"
        ? "an amount above 0."
        : minimum !== undefined
          ? `at least ${minimum} characters.`
          : "please check this field.";
  return { ok: false, error: `${where}: ${what}` };
}

/** Every field of the form by its name and label, in the order the changes are listed. */
const labelledFields = editableOfferFields.flatMap((field) =>
  field === "price" || field === "discount"
    ? [[offerFieldName(field), offerFieldLabel(field)] as const]
    : (["en", "de"] as const).map((locale) => [offerFieldName(field, locale), offerFieldLabel(field, locale)] as const),
);

/** What changed from one version of an offer to another, field by field and language by language. */
export function offerChanges(before: Offer, after: Offer): FieldChange[] {
  return formChanges(offerToForm(before), offerToForm(after), labelledFields);
}
