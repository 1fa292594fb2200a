import { data } from "react-router";
import { findStagePage, stageKey, stageWith } from "~/content/stages-in-force";
import type { StagePage } from "~/content/venues";
import { BilingualFields, EditorText } from "~/features/content/BilingualFields";
import { ContentEditor } from "~/features/content/ContentEditor";
import { editorAction, editorState } from "~/features/content/editor.server";
import { stageChanges, stageFields, stageFromForm, stageToForm } from "~/features/content/stage-form";
import { contentEditors } from "~/features/staff/access";
import { requireRole, signedInStaff } from "~/features/staff/guard.server";
import { staffMeta } from "~/features/staff/ui";
import type { Route } from "./+types/staff.content.stages.$stageId";

// A stage page's own words (issue 45, decision 1155): the line above its name, its lead, its key facts,
// its sections' introductions and its description in search results, in English and German, on the shared
// editor page (ContentEditor, decision 1149): drafts, preview on the stage page, publish now or at a time,
// versions with their changes and restore. Its technical details and film are its product record's
// (decision 1152), its pictures are placed under 'Photos on the site' (decision 1150).

function pageOf(params: { stageId: string }): StagePage {
  const page = findStagePage(params.stageId);
  if (!page) throw data({ message: "There is no such stage." }, { status: 404 });
  return page;
}

const kindOf = (base: StagePage) => ({
  read: (stored: unknown) => stageWith(base, stored),
  changes: stageChanges,
});

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData ? loaderData.title : "Stage page");

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = signedInStaff(context);
  const base = pageOf(params);
  const { current, state } = await editorState(db, stageKey(base.id), kindOf(base));
  return {
    title: `Stage page: ${base.title}`,
    page: `/venues/${base.id}`,
    fields: { en: stageFields(base, "en"), de: stageFields(base, "de") },
    values: stageToForm(current),
    state,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, user } = requireRole(context, contentEditors);
  const base = pageOf(params);
  return editorAction(request, {
    db,
    user,
    key: stageKey(base.id),
    words: { this: "this stage page", the: "the stage page", pages: "the stage page and its German twin" },
    previewPath: `/venues/${base.id}`,
    fromForm: (typed) => stageFromForm(typed, base),
  });
}

export default function StageEditor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentEditor
      title={loaderData.title}
      pages={[loaderData.page]}
      state={loaderData.state}
      answer={actionData}
      fields={loaderData.values}
      id="stage"
      asBuilt="the stage page"
    >
      {(values) => (
        <BilingualFields id="stage">
          {(locale) =>
            loaderData.fields[locale].map(([name, label, size]) => (
              <EditorText key={name} label={label} name={name} rows={size === "long" ? 4 : undefined} values={values} />
            ))
          }
        </BilingualFields>
      )}
    </ContentEditor>
  );
}
