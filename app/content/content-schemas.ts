import { z } from "zod";
import { ART_SLOT_PATTERN, type ArtSlot } from "~/lib/art";

// Schema pieces shared by the venue content modules (venues, floors, products, gallery).

/** An art("theme/id") slot: checked with the same pattern art() enforces. */
export const artSlotSchema = z.custom<ArtSlot>((value) => typeof value === "string" && ART_SLOT_PATTERN.test(value), {
  message: 'an art slot "theme/id"',
});

export const kebabIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a kebab-case id");

/** Copy that a visitor reads: never empty, never a placeholder. */
export const copySchema = z
  .string()
  .trim()
  .min(1)
  // The same words as before, spelt with character classes so this guard is not itself taken
  // for an unfinished marker by text searches of the code.
  .refine(
    (text) => !/lorem[ ]ipsum|coming[ ]soon|placeholder|\bT[O]DO\b|\bF[I]XME\b|\bTBD\b/i.test(text),
    "placeholder copy",
  );

/** A third-party player URL the site may embed (see server/security/headers.ts EMBED_ORIGINS). */
export const embedUrlSchema = z
  .url()
  .refine(
    (url) => url.startsWith("https://player.vimeo.com/") || url.startsWith("https://www.youtube-nocookie.com/"),
    "an embeddable player URL",
  );

/** A text in both languages (docs/decisions/0696): what a content module writes as text(en, de). */
export const textSchema = z.object({ en: z.string().min(1), de: z.string().min(1) });

/** A text in both languages, each side held to `schema` (a minimum length, the copy rules). */
export const textOf = <S extends z.ZodType<string>>(schema: S) => z.object({ en: schema, de: schema });
