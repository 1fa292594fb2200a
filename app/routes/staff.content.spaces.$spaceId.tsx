import { data } from "react-router";
import { findExplorerSpace, isOnVenueOverview, spaceKey, spaceWith, stagePageOfSpace } from "~/content/spaces-in-force";
import { stagePages, type Space } from "~/content/venues";
import { BilingualFields, EditorText } from "~/features/content/BilingualFields";
import { ContentEditor } from "~/features/content/ContentEditor";
import { editorAction, editorState } from "~/features/content/editor.server";
import { spaceChanges, spaceFields, spaceFromForm, spaceToForm } from "~/features/content/space-form";
import { contentEditors } from "~/features/staff/access";
import { requireRole, signedInStaff } from "~/features/staff/guard.server";
import { staffMeta } from "~/features/staff/ui";
import type { Route } from "./+types/staff.content.spaces.$spaceId";

// An explorer space's words (issue 45, decision 1158): the line above its name, its description, its
// highlight, its equipment, set-ups and features, in English and German, on the shared editor page
// (ContentEditor, decision 1149): drafts, preview on the stage page whose explorer shows it, publish now or
// at a time, versions with their changes and restore. Its name, picture, area, capacity and film stay as
// built: the figures are the venue's (server/domain/company/venue-figures.ts), the picture is placed under
// 'Photos on the site' (decision 1150), the film is edited under Films (decision 1156).

function spaceOf(params: { spaceId: string }): { space: Space; stage: keyof typeof stagePages } {
  const space = findExplorerSpace(params.spaceId);
  const stage = space && stagePageOfSpace(space.id);
  if (!space || !stage) throw data({ message: "There is no such space." }, { status: 404 });
  return { space, stage };
}

/** The public pages that show the space: its stage page, and the overview if it has a card there. */
const pagesOf = (space: Space, stage: string) => [
  `/venues/${stage}`,
  ...(isOnVenueOverview(space.id) ? ["/venues"] : []),
];

const kindOf = (base: Space) => ({
  read: (stored: unknown) => spaceWith(base, stored),
  changes: spaceChanges,
});

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData ? loaderData.title : "Explorer space");

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = signedInStaff(context);
  const { space, stage } = spaceOf(params);
  const { current, state } = await editorState(db, spaceKey(space.id), kindOf(space));
  return {
    title: `Explorer space: ${space.name}`,
    stageTitle: stagePages[stage].title,
    figures: `${space.area.en}, ${space.capacity.en}`,
    pages: pagesOf(space, stage),
    fields: { en: spaceFields("en"), de: spaceFields("de") },
    values: spaceToForm(current),
    state,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, user } = requireRole(context, contentEditors);
  const { space, stage } = spaceOf(params);
  const overview = isOnVenueOverview(space.id);
  return editorAction(request, {
    db,
    user,
    key: spaceKey(space.id),
    words: {
      this: "this space",
      the: "the space",
      pages: overview
        ? "the stage page, the venues overview and their German twins"
        : "the stage page and its German twin",
    },
    previewPath: `/venues/${stage}`,
    fromForm: (typed) => spaceFromForm(typed, space),
  });
}

export default function SpaceEditor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentEditor
      title={loaderData.title}
      pages={loaderData.pages}
      state={loaderData.state}
      answer={actionData}
      fields={loaderData.values}
      id="space"
      asBuilt="the space"
    >
      {(values) => (
        <div className="space-y-6">
          <p className="max-w-prose text-sm text-ink-muted">
            A space of the {loaderData.stageTitle} page&apos;s explorer. Its name, picture, film, area and capacity (
            {loaderData.figures}) stay as they are here: the area and capacity are the venue&apos;s figures, written
            once for the whole site (server/domain/company/venue-figures.ts) and changed by a developer; the picture is
            placed under Photos on the site, the film edited under Films. An equipment line&apos;s icon follows its
            English words.
          </p>
          <BilingualFields id="space">
            {(locale) =>
              loaderData.fields[locale].map(([name, label, size]) => (
                <EditorText
                  key={name}
                  label={label}
                  name={name}
                  rows={size === "long" ? 5 : undefined}
                  values={values}
                />
              ))
            }
          </BilingualFields>
        </div>
      )}
    </ContentEditor>
  );
}
