import { z } from "zod";
import type { FieldTexts } from "../../../server/domain/leads/form-messages.ts";
import { FIELD_MAX } from "./protocol.ts";

// No generated code: Zod's eval fast path would break our CSP (no 'unsafe-eval').
z.config({ jitless: true });

export {
  ENHANCED_FIELD,
  formDataToObject,
  HONEYPOT_FIELD,
  MIN_FILL_MS,
  STARTED_FIELD,
  type FormResult,
  type ToastMessage,
} from "./protocol.ts";
export type { FieldTexts };

// Control characters (NUL above all, which PostgreSQL text refuses) never belong in a form field;
// tabs and line breaks do.
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;
const noControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value);
const CONTROL_MESSAGE = "Please remove unusual characters from this field.";
const tooLongMessage = (max: number) => `Please keep this under ${max} characters.`;

/** Trims text; an empty field counts as not given. */
export const optionalText = (max: number, texts: FieldTexts = {}) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined),
    z
      .string()
      .max(max, texts.tooLong ?? tooLongMessage(max))
      .refine(noControlCharacters, texts.unusual ?? CONTROL_MESSAGE)
      .optional(),
  );

export const REQUIRED = "required";

export const requiredText = (max: number, texts: FieldTexts = {}) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: REQUIRED })
      .min(1, REQUIRED)
      .max(max, texts.tooLong ?? tooLongMessage(max))
      .refine(noControlCharacters, texts.unusual ?? CONTROL_MESSAGE),
  );

// Browsers check the format with type="email"; the server checks it again, loosely but safely.
export const emailAddress = (invalidMessage: string, texts: FieldTexts = {}) =>
  requiredText(FIELD_MAX.email, texts).pipe(
    z.string().regex(/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/, invalidMessage),
  );

export interface ParsedForm<T> {
  data?: T;
  missing: boolean;
  fieldErrors: Record<string, string>;
}

/** Validates form values with a shared schema and tells missing required fields from bad ones. */
export function parseForm<T>(
  schema: z.ZodType<T>,
  values: Record<string, unknown>,
  requiredMessage = "This field is required.",
): ParsedForm<T> {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, missing: false, fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  let missing = false;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (issue.message === REQUIRED) missing = true;
    fieldErrors[field] ??= issue.message === REQUIRED ? requiredMessage : issue.message;
  }
  return { missing, fieldErrors };
}
