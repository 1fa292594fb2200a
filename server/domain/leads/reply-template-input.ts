import { z } from "zod";
import { MAX_REPLY_LENGTH } from "./reply-text.ts";

// A reply template's fields and their rules (decision 1124). Pure: the templates page's form uses them
// in the browser too; the templates themselves are kept by reply-templates.ts.

export type TemplateLanguage = "en" | "de";

export const templateLanguageLabels: Record<TemplateLanguage, string> = { en: "English", de: "German" };
export const MAX_TEMPLATE_NAME = 80;

/** The template form's fields, as owners fill them in. */
export const templateInput = z.object({
  name: z
    .string({ error: "Please give the template a name." })
    .trim()
    .min(1, "Please give the template a name.")
    .max(MAX_TEMPLATE_NAME, `A name can have at most ${MAX_TEMPLATE_NAME} characters.`),
  language: z.enum(["en", "de"], { error: "Please choose the language." }),
  body: z
    .string({ error: "Please write the template's text." })
    .trim()
    .min(1, "Please write the template's text.")
    .max(MAX_REPLY_LENGTH, `A template can have at most ${MAX_REPLY_LENGTH} characters.`),
});
export type TemplateInput = z.infer<typeof templateInput>;
