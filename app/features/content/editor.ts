// What every content editor of the back office shares (issue 45, decision 1149), on both sides: the
// item's state as the editor shows it, the action's answer, and the readable difference of two versions.
// A kind brings its form (ContentEditor's children) and a function listing what changed; the server half
// is editor.server.ts.

/** One line of a version's difference: the field by its label, its value before and after. */
export interface FieldChange {
  label: string;
  before: string;
  after: string;
}

/** An item in its editor: what is live, what is pending, and every published version with what it changed. */
export interface EditorState {
  draftVersion: number;
  hasDraft: boolean;
  draftBy: string | null;
  draftAt: string | null;
  publishAt: string | null;
  publishedVersion: number;
  versions: { version: number; by: string; at: string; restoredFrom: number | null; changes: FieldChange[] }[];
}

/** What a save, preview, publish or restore answers: a sentence, or a refusal with what was typed. */
export type EditorAnswer =
  { ok: true; message: string; previewUrl?: string } | { ok: false; error: string; typed?: Record<string, string> };

/**
 * What changed between two versions as their forms show them: every field (by form name) whose value
 * differs, in the order given, under its label.
 */
export function formChanges(
  before: Record<string, string>,
  after: Record<string, string>,
  fields: readonly (readonly [name: string, label: string])[],
): FieldChange[] {
  return fields
    .filter(([name]) => (before[name] ?? "") !== (after[name] ?? ""))
    .map(([name, label]) => ({ label, before: before[name] ?? "", after: after[name] ?? "" }));
}

/** The lines of a text area, trimmed, empty ones left out. */
export const lines = (value: string | undefined) =>
  (value ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * What a schema's problem asks of the field, as the end of a sentence that starts with the field's
 * label: "at least 80 characters.", "100 or less.", or the schema's own words for a rule of its own.
 */
export function issueAsks(issue: {
  code: string;
  message: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: boolean;
}): string {
  const { code, origin, minimum, maximum, inclusive } = issue;
  if (code === "too_small" && origin === "string")
    return minimum === 1 ? "please fill it in." : `at least ${minimum} characters.`;
  if (code === "too_small" && origin === "number")
    return inclusive === false ? `more than ${minimum}.` : `${minimum} or more.`;
  if (code === "too_big" && origin === "number")
    return inclusive === false ? `less than ${maximum}.` : `${maximum} or less.`;
  if (code === "too_big" && origin === "string") return `at most ${maximum} characters.`;
  if (code === "custom") return issue.message;
  return "please check this field.";
}
