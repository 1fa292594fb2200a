import { data } from "react-router";
import { z } from "zod";
import { readForm } from "~/features/staff/form-input";
import { formatBerlin } from "~/features/staff/ui";
import type { Database } from "../../../server/db/client.ts";
import { instantFromZonedLocal } from "../../../server/domain/company/venue-time.ts";
import {
  contentItem,
  contentVersions,
  publishDraft,
  restoreVersion,
  saveDraft,
  type Actor,
  type ChangeOutcome,
} from "../../../server/domain/content/content-store.ts";
import { PREVIEW_HOURS, previewQuery } from "../../../server/domain/content/preview-link.ts";
import type { EditorAnswer, EditorState, FieldChange } from "./editor";

// The server half of every content editor (issue 45, decision 1149): the item's state and versions for
// the loader, and the action's four intents (save, preview, publish now or at a time, restore) with their
// answers. A kind brings how its data is read (`read`: stored data to the kind's value, falling back to
// the item as built), what changed between two versions, and how its form is read back (`fromForm`).

/** The item's state in its editor, and its current value (the draft, else the published version) read by the kind. */
export async function editorState<T>(
  db: Database,
  key: string,
  kind: { read: (stored: unknown) => T; changes: (before: T, after: T) => FieldChange[] },
): Promise<{ current: T; published: T; state: EditorState }> {
  const [item, versions] = await Promise.all([contentItem(db, key), contentVersions(db, key)]);
  return {
    current: kind.read(item.draft ?? item.published),
    published: kind.read(item.published),
    state: {
      draftVersion: item.draftVersion,
      hasDraft: item.draft !== undefined,
      draftBy: item.draftBy,
      draftAt: item.draftAt?.toISOString() ?? null,
      publishAt: item.publishAt?.toISOString() ?? null,
      publishedVersion: item.publishedVersion,
      versions: versions.map((version, index) => ({
        version: version.version,
        by: version.publishedBy,
        at: version.publishedAt.toISOString(),
        restoredFrom: version.restoredFrom,
        changes: kind.changes(kind.read(versions[index + 1]?.data), kind.read(version.data)),
      })),
    },
  };
}

const editorForm = z.looseObject({
  intent: z.enum(["save", "preview", "publish", "restore"], { error: "Unknown action." }),
  basedOn: z.coerce.number({ error: "Unknown version." }).int().min(0, "Unknown version."),
  version: z.coerce.number().int().min(1).optional(),
  publish_at: z.string().optional(),
});

/** How the answers name the item: "this offer" / "the offer" / "the offer pages". */
export interface EditorWords {
  this: string;
  the: string;
  pages: string;
}

/**
 * An editor's action: the form's intent, checked against the item's draft version (optimistic locking),
 * with the answer the editor reads. A refused save keeps what was typed (`typed`) for the form.
 */
export async function editorAction<T>(
  request: Request,
  options: {
    db: Database;
    user: Actor;
    key: string;
    words: EditorWords;
    /** The public page a preview link opens. */
    previewPath: string;
    /** The form read back through the kind's schema: its value, or the first problem naming the field. */
    fromForm: (typed: Record<string, string>) => { ok: true; value: T } | { ok: false; error: string };
  },
) {
  const { db, user, key, words } = options;
  const answer = (result: EditorAnswer, status = 200) => data<EditorAnswer>(result, { status });
  const input = await readForm(request, editorForm);
  if (!input.ok) return answer({ ok: false, error: input.error }, 400);
  const { intent, basedOn, version, publish_at: publishAt } = input.data;
  const typed = Object.fromEntries(
    Object.entries(input.data).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const refused = (outcome: Extract<ChangeOutcome, { done: false }>) =>
    outcome.reason === "outdated"
      ? answer(
          {
            ok: false,
            error: `Someone changed ${words.this} while you were editing. Your text is below: compare it with the current version (open ${words.the} again in a new tab) and save again.`,
            typed,
          },
          409,
        )
      : answer({ ok: false, error: "That version does not exist.", typed }, 400);

  if (intent === "restore") {
    const outcome = await restoreVersion(db, user, key, version ?? 0, basedOn);
    if (!outcome.done) return refused(outcome);
    return answer({
      ok: true,
      message: `Version ${version} restored as version ${outcome.publishedVersion}: ${words.pages} show it within seconds.`,
    });
  }

  const read = options.fromForm(typed);
  if (!read.ok) return answer({ ok: false, error: read.error, typed }, 400);

  if (intent === "publish") {
    let at: Date | undefined;
    if (publishAt) {
      at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(publishAt)
        ? instantFromZonedLocal(publishAt, "Europe/Berlin")
        : undefined;
      if (!at || at.getTime() <= Date.now())
        return answer({ ok: false, error: "Publish at: a date and time in the future (Frankfurt time).", typed }, 400);
    }
    const outcome = await publishDraft(db, user, key, basedOn, { data: read.value, at });
    if (!outcome.done) return refused(outcome);
    return answer({
      ok: true,
      message: at
        ? `Scheduled: ${words.the} is published on ${formatBerlin(at.toISOString())} (Frankfurt time).`
        : `Published as version ${outcome.publishedVersion}: ${words.pages} show it within seconds.`,
    });
  }

  const outcome = await saveDraft(db, user, key, read.value, basedOn);
  if (!outcome.done) return refused(outcome);
  if (intent === "preview") {
    return answer({
      ok: true,
      message: `Draft saved. The preview link works for ${PREVIEW_HOURS} hours; anyone with it sees the draft.`,
      previewUrl: `${options.previewPath}?${previewQuery(key)}`,
    });
  }
  return answer({ ok: true, message: "Draft saved. The public pages still show the published version." });
}
