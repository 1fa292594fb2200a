import { data } from "react-router";
import { filmKey, filmWith, findFilm } from "~/content/films-in-force";
import type { Film } from "~/content/films";
import { BilingualFields, EditorText } from "~/features/content/BilingualFields";
import { ContentEditor } from "~/features/content/ContentEditor";
import { editorAction, editorState } from "~/features/content/editor.server";
import { filmChanges, filmFields, filmFromForm, filmSharedFields, filmToForm } from "~/features/content/film-form";
import { contentEditors } from "~/features/staff/access";
import { requireRole, signedInStaff } from "~/features/staff/guard.server";
import { Panel, staffMeta } from "~/features/staff/ui";
import type { Route } from "./+types/staff.content.films.$filmId";

// A film of the gallery (issue 45, decision 1156): its title and description in English and German, its
// duration and its Vimeo id, on the shared editor page (ContentEditor, decision 1149): drafts, preview on
// /gallery, publish now or at a time, versions with their changes and restore. Every page that plays or
// links the film follows its published Vimeo id; its thumbnail is placed under 'Photos on the site'.

function filmOf(params: { filmId: string }): Film {
  const film = findFilm(params.filmId);
  if (!film) throw data({ message: "There is no such film." }, { status: 404 });
  return film;
}

const kindOf = (base: Film) => ({ read: (stored: unknown) => filmWith(base, stored), changes: filmChanges });

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData ? loaderData.title : "Film");

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = signedInStaff(context);
  const base = filmOf(params);
  const { current, state } = await editorState(db, filmKey(base.id), kindOf(base));
  return { title: `Film: ${base.title.en}`, fields: filmToForm(current), state };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, user } = requireRole(context, contentEditors);
  const base = filmOf(params);
  return editorAction(request, {
    db,
    user,
    key: filmKey(base.id),
    words: { this: "this film", the: "the film", pages: "the gallery and every page that plays it" },
    previewPath: "/gallery",
    fromForm: (typed) => filmFromForm(typed, base),
  });
}

export default function FilmEditor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentEditor
      title={loaderData.title}
      pages={["/gallery", "/venues/gallery"]}
      state={loaderData.state}
      answer={actionData}
      fields={loaderData.fields}
      id="film"
      asBuilt="the film"
    >
      {(values) => (
        <div className="space-y-6">
          <Panel title="The film on Vimeo" id="film-vimeo">
            <div className="grid gap-4 sm:grid-cols-2">
              {filmSharedFields.map(([name, label]) => (
                <EditorText key={name} name={name} label={label} values={values} />
              ))}
            </div>
          </Panel>
          <BilingualFields id="film">
            {(locale) =>
              filmFields(locale).map(([name, label, size]) => (
                <EditorText
                  key={name}
                  name={name}
                  label={label}
                  rows={size === "long" ? 4 : undefined}
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
