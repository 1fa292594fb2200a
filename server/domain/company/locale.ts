// The site's two languages (issue 44, docs/decisions/0696): every text a visitor reads exists in
// both, and the type system says so. A module writes its words as `bilingual({ en: {...}, de: {...} })`:
// a German text missing, or one too many, fails the typecheck.

export type Locale = "en" | "de";

/** One value per language. */
export type Bilingual<T> = { readonly en: T; readonly de: T };

/** The words of a module in both languages; the German object must have the English one's shape. */
export function bilingual<T>(texts: { en: T; de: NoInfer<T> }): Bilingual<T> {
  return texts;
}

export const isLocale = (value: unknown): value is Locale => value === "en" || value === "de";

/** Anything unknown is English. */
export const localeOr = (value: unknown): Locale => (value === "de" ? "de" : "en");

/** The BCP 47 tag of a language, for Intl and `hreflang`; the Open Graph form ("de_DE"). */
export const localeTags = {
  en: { bcp47: "en-GB", openGraph: "en_GB", name: "English" },
  de: { bcp47: "de-DE", openGraph: "de_DE", name: "Deutsch" },
} as const satisfies Record<Locale, { bcp47: string; openGraph: string; name: string }>;

const formatters = {
  en: {
    // "1,800", "€1,800"
    number: new Intl.NumberFormat("en-GB"),
    euro: new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }),
    cents: new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR", minimumFractionDigits: 2 }),
  },
  de: {
    // "1.800", "1.800 €" (GERMAN.md)
    number: new Intl.NumberFormat("de-DE"),
    euro: new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }),
    cents: new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", minimumFractionDigits: 2 }),
  },
} as const;

/** "€1,800" / "1.800 €" (a non-breaking space before the sign); cents shown only when there are any. */
export function formatEuro(amount: number, locale: Locale): string {
  const f = formatters[locale];
  return Number.isInteger(amount) ? f.euro.format(amount) : f.cents.format(amount);
}

/** "1,000" / "1.000". */
export const formatNumber = (value: number, locale: Locale): string => formatters[locale].number.format(value);

/** How the pages say which clock they mean. */
export const frankfurtTimeLabel = bilingual({ en: "Frankfurt time", de: "Frankfurter Zeit" });

/** A text of a content module in both languages (what the back office will edit per language). */
export type Text = Bilingual<string>;

/** Shorthand for a content module's text: `text("Gallery", "Galerie")`. */
export const text = (en: string, de: string): Text => ({ en, de });

/**
 * A content value in one language: every `{ en, de }` text inside it, however deep, is replaced by
 * its text in `locale`. Numbers, ids and addresses pass through unchanged.
 */
export type InLocale<T> = T extends string | number | boolean | bigint | symbol | null | undefined
  ? T
  : T extends Bilingual<infer V>
    ? V
    : { [K in keyof T]: InLocale<T[K]> };

const isBilingual = (value: object): value is Bilingual<unknown> => {
  const keys = Object.keys(value);
  return keys.length === 2 && Object.hasOwn(value, "en") && Object.hasOwn(value, "de");
};

export function inLocale<T>(value: T, locale: Locale): InLocale<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => inLocale(item, locale)) as InLocale<T>;
  if (value === null || typeof value !== "object") return value as InLocale<T>;
  if (isBilingual(value)) return value[locale] as InLocale<T>;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inLocale(v, locale)])) as InLocale<T>;
}
