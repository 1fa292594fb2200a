import { data, redirect } from "react-router";
import {
  isAddedReference,
  newReferenceId,
  referenceBase,
  referenceKey,
  referenceWith,
  type Reference,
} from "~/content/references-in-force";
import { BilingualFields, EditorText } from "~/features/content/BilingualFields";
import { ContentEditor } from "~/features/content/ContentEditor";
import { editorAction, editorState } from "~/features/content/editor.server";
import {
  personFields,
  referencePeople,
  referenceChanges,
  referenceFields,
  referenceFromForm,
  referenceToForm,
} from "~/features/content/reference-form";
import { CheckboxField, TextField } from "~/features/form-kit/fields";
import { contentEditors } from "~/features/staff/access";
import { requireRole, signedInStaff } from "~/features/staff/guard.server";
import { Panel, staffMeta } from "~/features/staff/ui";
import type { Route } from "./+types/staff.content.references.$referenceId";

// A reference's editor (issue 45, decision 1149): the company, the people with their roles, the quote in
// English and German, and 'Hide from the site', on the shared editor page (ContentEditor): drafts,
// preview on /references, publish now or at a time, versions with their changes and restore. The picture
// stays. `/staff/content/references/new` opens a new reference under a new id; nothing is stored until
// it is saved, and the site shows it once it is published complete.

function referenceOf(params: { referenceId: string }): Reference {
  const base = referenceBase(params.referenceId);
  if (!base) throw data({ message: "There is no such reference." }, { status: 404 });
  return base;
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData ? loaderData.title : "Reference");

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = signedInStaff(context);
  if (params.referenceId === "new") throw redirect(`/staff/content/references/${newReferenceId()}`);
  const base = referenceOf(params);
  const { current, published, state } = await editorState(db, referenceKey(base.id), {
    read: (stored) => referenceWith(base, stored),
    changes: referenceChanges,
  });
  return {
    title: published.company || current.company || "New reference",
    added: isAddedReference(base.id),
    fields: referenceToForm(current),
    state,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, user } = requireRole(context, contentEditors);
  const base = referenceOf(params);
  return editorAction(request, {
    db,
    user,
    key: referenceKey(base.id),
    words: { this: "this reference", the: "the reference", pages: "the references pages" },
    previewPath: "/references",
    fromForm: (typed) => referenceFromForm(typed, base),
  });
}

export default function ReferenceEditor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentEditor
      title={loaderData.title}
      pages={["/references"]}
      state={loaderData.state}
      answer={actionData}
      fields={loaderData.fields}
      id="reference"
      asBuilt={loaderData.added ? { isNew: true } : "the reference"}
    >
      {(values) => (
        <>
          <Panel title="Reference" id="reference-company">
            <div className="space-y-4">
              <TextField label={referenceFields.company} name="company" defaultValue={values.company ?? ""} />
              <CheckboxField label={referenceFields.hidden} name="hidden" defaultChecked={values.hidden === "on"} />
              <p className="text-sm text-ink-muted">
                Published hidden, the reference leaves the carousel and keeps its versions; publish it again without the
                tick to show it. The picture stays as it is.
              </p>
            </div>
          </Panel>
          <Panel title="People" id="reference-people">
            <div className="space-y-4">
              <p className="text-sm text-ink-muted">
                Everyone the quote is from, with their role in English and German. Leave a person&apos;s fields empty to
                name fewer.
              </p>
              {referencePeople.map((slot) => (
                <div key={slot} className="grid gap-4 sm:grid-cols-3">
                  {personFields(slot).map((field) => (
                    <TextField
                      key={field.name}
                      label={field.label}
                      name={field.name}
                      lang={field.name.endsWith("_de") ? "de" : undefined}
                      defaultValue={values[field.name] ?? ""}
                    />
                  ))}
                </div>
              ))}
            </div>
          </Panel>
          <BilingualFields id="reference">
            {(locale) => (
              <EditorText
                label={referenceFields[`quote_${locale}`]}
                name={`quote_${locale}`}
                rows={6}
                values={values}
              />
            )}
          </BilingualFields>
        </>
      )}
    </ContentEditor>
  );
}
