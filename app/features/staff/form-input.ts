import type { z } from "zod";

// Every staff action reads its form through a Zod schema and answers a rejected form the same way:
// the schema's first message, in one sentence, with status 400 (docs/decisions/0867).

/** On failure `values` is what was sent, for the answer to name the action or refill the form. */
export type FormInput<T> = { ok: true; data: T } | { ok: false; error: string; values: Record<string, string> };

/** The form of a staff action, parsed; text fields only (the back office uploads no files). */
export async function readForm<S extends z.ZodType>(request: Request, schema: S): Promise<FormInput<z.infer<S>>> {
  return parseForm(await request.formData().catch(() => new FormData()), schema);
}

/** The same for a form already read (its fields also go to a parser of their own). */
export function parseForm<S extends z.ZodType>(form: FormData, schema: S): FormInput<z.infer<S>> {
  const values = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? "Unknown action.", values };
}
