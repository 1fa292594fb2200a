import type { Reference } from "~/content/references-in-force";
import { testimonialSchema } from "~/content/testimonials.schema";
import { formChanges, issueAsks, type FieldChange } from "./editor";

// A reference (a testimonial of /references) in the back office's editor (issue 45, decision 1149): the
// company, up to three people with their role in English and German, the quote in both languages, and
// whether the site hides it; read back through the schema the page uses, with the first problem in a
// sentence naming the field, and the readable difference of two versions. The picture stays.

/** How many people a reference can name (the built-in ones name one or two). */
const PEOPLE = 3;
/** The people's places in the form: 1, 2, 3. */
export const referencePeople = Array.from({ length: PEOPLE }, (_, index) => index + 1);
const slots = referencePeople;

/** The fields of one person of the form (person 1 is the first). */
export const personFields = (slot: number) =>
  [
    { name: `person${slot}_name`, label: `Name of person ${slot}` },
    { name: `person${slot}_role_en`, label: `Role of person ${slot}` },
    { name: `person${slot}_role_de`, label: `Rolle von Person ${slot}` },
  ] as const;

/** The fields of the form by name, with their labels (the German ones in German, so that each names one field). */
export const referenceFields = {
  company: "Company",
  hidden: "Hide from the site",
  quote_en: "Quote",
  quote_de: "Zitat",
} as const;

/** A reference as the form shows it. */
export function referenceToForm(reference: Reference): Record<string, string> {
  const form: Record<string, string> = {
    company: reference.company,
    hidden: reference.hidden ? "on" : "",
    quote_en: reference.quote.en,
    quote_de: reference.quote.de,
  };
  for (const slot of slots) {
    const person = reference.people[slot - 1];
    const [name, roleEn, roleDe] = personFields(slot);
    form[name.name] = person?.name ?? "";
    form[roleEn.name] = person?.role.en ?? "";
    form[roleDe.name] = person?.role.de ?? "";
  }
  return form;
}

/**
 * The form read back into a reference (its id, picture and label from `base`), checked by the page's
 * schema: the reference, or the first problem naming the field. A person whose three fields are empty is
 * left out. Texts are plain: the page prints them as text.
 */
export function referenceFromForm(
  form: Record<string, string>,
  base: Reference,
): { ok: true; value: Reference } | { ok: false; error: string } {
  const typed = (name: string) => (form[name] ?? "").trim();
  const named = slots.filter((slot) => personFields(slot).some((field) => typed(field.name)));
  const candidate = {
    ...base,
    company: typed("company"),
    people: named.map((slot) => {
      const [name, roleEn, roleDe] = personFields(slot);
      return { name: typed(name.name), role: { en: typed(roleEn.name), de: typed(roleDe.name) } };
    }),
    quote: { en: typed("quote_en"), de: typed("quote_de") },
  };
  const checked = testimonialSchema.safeParse(candidate);
  if (checked.success) return { ok: true, value: { ...checked.data, hidden: form.hidden === "on" } };
  const issue = checked.error.issues[0]!;
  const [field, second, third, fourth] = issue.path;
  if (field === "people" && typeof second !== "number")
    return { ok: false, error: "People: at least one person, with a name and a role in English and German." };
  const label =
    field === "people"
      ? personFields(named[second as number]!)[third === "name" ? 0 : fourth === "de" ? 2 : 1].label
      : field === "quote"
        ? referenceFields[second === "de" ? "quote_de" : "quote_en"]
        : field === "company"
          ? referenceFields.company
          : String(field);
  return { ok: false, error: `${label}: ${issueAsks(issue)}` };
}

const labelledFields = [
  ["company", referenceFields.company],
  ["hidden", "Shown on the site"],
  ...slots.flatMap((slot) => personFields(slot).map((field) => [field.name, field.label] as const)),
  ["quote_en", referenceFields.quote_en],
  ["quote_de", referenceFields.quote_de],
] as const;

/** What changed from one version of a reference to another, field by field and language by language. */
export function referenceChanges(before: Reference, after: Reference): FieldChange[] {
  const shown = (reference: Reference) => ({
    ...referenceToForm(reference),
    hidden: reference.hidden ? "no (hidden)" : "yes",
  });
  return formChanges(shown(before), shown(after), labelledFields);
}
