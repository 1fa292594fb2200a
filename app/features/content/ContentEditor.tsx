import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { TextField } from "~/features/form-kit/fields";
import { formatBerlin, Notice, Panel } from "~/features/staff/ui";
import type { EditorAnswer, EditorState } from "./editor";

// The page of every content editor of the back office (issue 45, decision 1149): the item's status, the
// answer to the last action (with the preview link), the kind's form (the children), the 'Save and
// publish' panel, and the published versions with what each changed and a way to restore it. The kind
// decides what its form is (text fields, a photo picker); the buttons and their names are the same for all.

interface ContentEditorProps {
  title: string;
  /** The public pages that show the item (and their German twins). */
  pages: readonly string[];
  state: EditorState;
  answer: EditorAnswer | undefined;
  /** The item's form values as stored (the draft, else the published version). */
  fields: Record<string, string>;
  /** The prefix of the panels' ids: `offer` gives `offer-publish`, `offer-versions`. */
  id: string;
  /** What the site shows before the first publish: "the offer" (as built); a new item shows nothing. */
  asBuilt: string | { isNew: true };
  /** The kind's form body, given the values to show: what was typed if the last action was refused. */
  children: (values: Record<string, string>) => ReactNode;
}

export function ContentEditor({ title, pages, state, answer, fields, id, asBuilt, children }: ContentEditorProps) {
  const { draftVersion, publishedVersion, versions } = state;
  // Busy until the answer and the item's state have both arrived: the form is then drawn again from the
  // new version, so neither a click nor typing is taken on the version just replaced.
  const busy = useNavigation().state !== "idle";
  const refused = answer && !answer.ok ? answer : undefined;
  const values = refused?.typed ?? fields;
  const isNew = typeof asBuilt !== "string";
  return (
    <div className="space-y-6">
      <p>
        <Link to="/staff/content" className="text-sm text-accent underline-offset-4 hover:underline">
          ← Content
        </Link>
      </p>
      <h1 className="text-3xl font-semibold">{title}</h1>
      <StatusLine state={state} pages={pages} isNew={isNew} />
      {answer ? <AnswerNotice answer={answer} /> : null}
      <Form method="post" className="space-y-6" key={`${draftVersion}|${JSON.stringify(refused?.typed ?? null)}`}>
        <input type="hidden" name="basedOn" value={draftVersion} />
        <fieldset disabled={busy} className="m-0 min-w-0 space-y-6 border-0 p-0">
          {children(values)}
        </fieldset>
        <Panel title="Save and publish" id={`${id}-publish`}>
          <div className="flex flex-wrap items-end gap-3">
            <Button type="submit" name="intent" value="save" variant="secondary" disabled={busy}>
              Save draft
            </Button>
            <Button type="submit" name="intent" value="preview" variant="secondary" disabled={busy}>
              Preview
            </Button>
            <Button type="submit" name="intent" value="publish" disabled={busy}>
              Publish
            </Button>
            <div className="min-w-56">
              <TextField
                label="Publish at (Frankfurt time, optional)"
                name="publish_at"
                type="datetime-local"
                defaultValue={values.publish_at ?? ""}
                hint="Leave empty to publish now."
              />
            </div>
          </div>
        </Panel>
      </Form>
      <Panel title="Published versions" id={`${id}-versions`}>
        {versions.length === 0 ? (
          <p className="text-ink-muted">{isNew ? "None yet." : `None yet: the site shows ${asBuilt} as built.`}</p>
        ) : (
          <ol className="divide-y divide-line">
            {versions.map((entry) => (
              <li key={entry.version} className="space-y-2 py-3">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p>
                    <span className="font-semibold">Version {entry.version}</span>
                    {entry.version === publishedVersion ? " (live)" : ""} · {formatBerlin(entry.at)} · {entry.by}
                    {entry.restoredFrom ? ` · restored from version ${entry.restoredFrom}` : ""}
                  </p>
                  {entry.version !== publishedVersion ? (
                    <Form method="post">
                      <input type="hidden" name="basedOn" value={draftVersion} />
                      <input type="hidden" name="version" value={entry.version} />
                      <Button type="submit" name="intent" value="restore" variant="secondary" disabled={busy}>
                        Restore version {entry.version}
                      </Button>
                    </Form>
                  ) : null}
                </div>
                <details>
                  <summary className="cursor-pointer text-sm text-accent">
                    {entry.changes.length} {entry.changes.length === 1 ? "change" : "changes"}
                  </summary>
                  <dl className="mt-2 space-y-2 text-sm">
                    {entry.changes.map((change) => (
                      <div key={change.label}>
                        <dt className="font-semibold">{change.label}</dt>
                        <dd className="text-ink-muted">
                          <del>{change.before}</del> → <ins className="no-underline text-ink">{change.after}</ins>
                        </dd>
                      </div>
                    ))}
                  </dl>
                </details>
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </div>
  );
}

/** What is live and what is pending, and where the item is shown. */
function StatusLine({ state, pages, isNew }: { state: EditorState; pages: readonly string[]; isNew: boolean }) {
  return (
    <p className="max-w-prose text-ink-muted">
      {state.publishedVersion
        ? `Published version ${state.publishedVersion}.`
        : isNew
          ? "Not published yet: the site does not show it."
          : "Not edited yet: the site shows it as built."}{" "}
      {state.publishAt
        ? `A draft is scheduled for ${formatBerlin(state.publishAt)}.`
        : state.hasDraft
          ? `A draft is pending${state.draftBy ? ` (saved by ${state.draftBy}${state.draftAt ? `, ${formatBerlin(state.draftAt)}` : ""})` : ""}.`
          : ""}{" "}
      Shown on{" "}
      {pages.map((page, index) => (
        <span key={page}>
          {index > 0 ? ", " : null}
          <a href={page} className="text-accent underline underline-offset-4">
            {page}
          </a>
        </span>
      ))}{" "}
      {pages.length === 1 ? "and its German twin." : "and their German twins."}
    </p>
  );
}

/** The answer to the last action; a preview's has the link to open it. */
function AnswerNotice({ answer }: { answer: EditorAnswer }) {
  if (!answer.ok) return <Notice tone="error">{answer.error}</Notice>;
  return (
    <Notice tone="success">
      {answer.message}
      {answer.previewUrl ? (
        <>
          {" "}
          <a href={answer.previewUrl} target="_blank" rel="noreferrer" className="underline underline-offset-4">
            Open the preview
          </a>
        </>
      ) : null}
    </Notice>
  );
}
