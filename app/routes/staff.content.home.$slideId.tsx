import { data } from "react-router";
import {
  homeSlideKey,
  homeSlideOf,
  caseSlideWith,
  venueSlideWith,
  type UseCaseSlide,
  type VenueSlide,
} from "~/content/home-in-force";
import { BilingualFields, EditorText } from "~/features/content/BilingualFields";
import { ContentEditor } from "~/features/content/ContentEditor";
import { editorAction, editorState } from "~/features/content/editor.server";
import {
  caseChanges,
  caseFields,
  caseFromForm,
  caseToForm,
  venueChanges,
  venueFields,
  venueFromForm,
  venueToForm,
} from "~/features/content/home-slide-form";
import { contentEditors } from "~/features/staff/access";
import { requireRole, signedInStaff } from "~/features/staff/guard.server";
import { staffMeta } from "~/features/staff/ui";
import type { Route } from "./+types/staff.content.home.$slideId";

// A slide of the home page's rotating heroes (issue 45): a use case's or a venue's words in English and
// German on the shared editor page (ContentEditor, decision 1149): drafts, preview on the home page,
// publish now or at a time, versions with their changes and restore. Its picture is placed under
// 'Photos on the site' (decision 1150); its link and name stay as built.

function slideOf(params: { slideId: string }) {
  const found = homeSlideOf(params.slideId);
  if (!found) throw data({ message: "There is no such slide." }, { status: 404 });
  return found;
}

/** The kind's parts for one slide: its key, how its stored data reads, its form, its changes and its fields. */
function kindOf(found: NonNullable<ReturnType<typeof homeSlideOf>>) {
  if (found.section === "use-cases") {
    const base = found.slide;
    return {
      key: homeSlideKey("use-cases", base.id),
      title: `Use cases hero: ${base.name.en}`,
      read: (stored: unknown) => caseSlideWith(base, stored),
      toForm: (slide: UseCaseSlide | VenueSlide) => caseToForm(slide as UseCaseSlide),
      changes: (before: UseCaseSlide | VenueSlide, after: UseCaseSlide | VenueSlide) =>
        caseChanges(before as UseCaseSlide, after as UseCaseSlide),
      fromForm: (typed: Record<string, string>) => caseFromForm(typed, base),
      fields: caseFields,
    };
  }
  const base = found.slide;
  return {
    key: homeSlideKey("venues", base.id),
    title: `Venue hero: ${base.name}`,
    read: (stored: unknown) => venueSlideWith(base, stored),
    toForm: (slide: UseCaseSlide | VenueSlide) => venueToForm(slide as VenueSlide),
    changes: (before: UseCaseSlide | VenueSlide, after: UseCaseSlide | VenueSlide) =>
      venueChanges(before as VenueSlide, after as VenueSlide),
    fromForm: (typed: Record<string, string>) => venueFromForm(typed, base),
    fields: venueFields,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData ? loaderData.title : "Home slide");

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = signedInStaff(context);
  const kind = kindOf(slideOf(params));
  const { current, state } = await editorState<UseCaseSlide | VenueSlide>(db, kind.key, kind);
  return { title: kind.title, section: slideOf(params).section, fields: kind.toForm(current), state };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, user } = requireRole(context, contentEditors);
  const kind = kindOf(slideOf(params));
  return editorAction<UseCaseSlide | VenueSlide>(request, {
    db,
    user,
    key: kind.key,
    words: { this: "this slide", the: "the slide", pages: "the home page and its German twin" },
    previewPath: "/",
    fromForm: kind.fromForm,
  });
}

export default function HomeSlideEditor({ loaderData, actionData }: Route.ComponentProps) {
  const fields = loaderData.section === "use-cases" ? caseFields : venueFields;
  return (
    <ContentEditor
      title={loaderData.title}
      pages={["/"]}
      state={loaderData.state}
      answer={actionData}
      fields={loaderData.fields}
      id="home-slide"
      asBuilt="the slide"
    >
      {(values) => (
        <BilingualFields id="home-slide">
          {(locale) =>
            fields(locale).map(([name, label, size]) => (
              <EditorText key={name} label={label} name={name} rows={size === "long" ? 4 : undefined} values={values} />
            ))
          }
        </BilingualFields>
      )}
    </ContentEditor>
  );
}
