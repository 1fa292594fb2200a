import { giftCardSchema, type GiftCard } from "~/content/offers.schema";
import type { Locale } from "~/lib/i18n/locale";
import { formChanges, issueAsks, lines, type FieldChange } from "./editor";

// The gift card's terms in the back office's editor (issue 45, decision 1149): the texts in English and
// German, the amounts and the bonus as whole numbers, read back through the schema the offer pages use
// (amounts 0 or more, the minimum below the maximum, the bonus 0-100 %), and the readable difference of
// two versions. The picture stays as built.

const textFields = ["title", "lead", "points", "buttonText"] as const;
const numberFields = ["minAmount", "maxAmount", "validYears", "bonusThreshold", "bonusPercent"] as const;
type TextField = (typeof textFields)[number];
type NumberField = (typeof numberFields)[number];

const labels: Record<TextField | NumberField, string> = {
  title: "Title",
  lead: "Lead",
  points: "Points (one per line)",
  buttonText: "Button text",
  minAmount: "Minimum amount (EUR)",
  maxAmount: "Maximum amount (EUR)",
  validYears: "Valid for (years)",
  bonusThreshold: "Bonus above (EUR)",
  bonusPercent: "Bonus (%)",
};
const germanLabels: Record<TextField, string> = {
  title: "Titel",
  lead: "Einleitung",
  points: "Punkte (einer pro Zeile)",
  buttonText: "Button-Beschriftung",
};

/** A field's label; the German texts are labelled in German, so that each label names one field. */
export const giftCardFieldLabel = (field: TextField | NumberField, locale?: Locale) =>
  locale === "de" && field in germanLabels ? germanLabels[field as TextField] : labels[field];

/** The form field of a text in a language (`lead_de`), or of a number (`maxAmount`). */
export const giftCardFieldName = (field: TextField | NumberField, locale?: Locale) =>
  locale ? `${field}_${locale}` : field;

export { textFields as giftCardTextFields, numberFields as giftCardNumberFields };

/** The gift card's terms as the form shows them. */
export function giftCardToForm(card: GiftCard): Record<string, string> {
  const form: Record<string, string> = {};
  for (const field of numberFields) form[field] = String(card[field]);
  for (const field of textFields)
    for (const locale of ["en", "de"] as const) {
      const value = card[field];
      form[giftCardFieldName(field, locale)] = Array.isArray(value)
        ? value.map((line) => line[locale]).join("\n")
        : value[locale];
    }
  return form;
}

/**
 * The form read back into the gift card (its picture from `base`), checked by the pages' schema: the
 * card, or the first problem in a sentence that names the field. Texts are plain: the pages print them
 * as text.
 */
export function giftCardFromForm(
  form: Record<string, string>,
  base: GiftCard,
): { ok: true; value: GiftCard } | { ok: false; error: string } {
  const numbers = {} as Record<NumberField, number>;
  for (const field of numberFields) {
    const typed = (form[field] ?? "").trim();
    if (!/^\d+$/.test(typed)) return { ok: false, error: `${labels[field]}: a whole number, 0 or more.` };
    numbers[field] = Number(typed);
  }
  const text = (field: Exclude<TextField, "points">) => ({
    en: (form[giftCardFieldName(field, "en")] ?? "").trim(),
    de: (form[giftCardFieldName(field, "de")] ?? "").trim(),
  });
  const en = lines(form[giftCardFieldName("points", "en")]);
  const de = lines(form[giftCardFieldName("points", "de")]);
  if (en.length !== de.length)
    return {
      ok: false,
      error: `Points: the English list has ${en.length} lines and the German one ${de.length}; each point needs both.`,
    };
  const checked = giftCardSchema.safeParse({
    ...base,
    ...numbers,
    title: text("title"),
    lead: text("lead"),
    points: en.map((line, index) => ({ en: line, de: de[index]! })),
    buttonText: text("buttonText"),
  });
  if (checked.success) return { ok: true, value: checked.data };
  const issue = checked.error.issues[0]!;
  const [field, second, third] = issue.path as [TextField | NumberField, string | number | undefined, unknown];
  if (field === "points" && second === undefined)
    return { ok: false, error: "Points: at least one point, in English and German." };
  const locale = (typeof second === "string" ? second : third) as Locale | undefined;
  const label = field in labels ? giftCardFieldLabel(field, locale) : String(field);
  return { ok: false, error: `${label}: ${issueAsks(issue)}` };
}

const labelledFields = [
  ...textFields.flatMap((field) =>
    (["en", "de"] as const).map(
      (locale) => [giftCardFieldName(field, locale), giftCardFieldLabel(field, locale)] as const,
    ),
  ),
  ...numberFields.map((field) => [giftCardFieldName(field), giftCardFieldLabel(field)] as const),
];

/** What changed from one version of the gift card to another, field by field and language by language. */
export function giftCardChanges(before: GiftCard, after: GiftCard): FieldChange[] {
  return formChanges(giftCardToForm(before), giftCardToForm(after), labelledFields);
}
