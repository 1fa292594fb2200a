import { desc } from "drizzle-orm";
import { data, Link } from "react-router";
import { ContentEditor } from "~/features/content/ContentEditor";
import type { FieldChange } from "~/features/content/editor";
import { editorAction, editorState } from "~/features/content/editor.server";
import { isPlaceableSlot, slotName } from "~/features/content/photo-slots";
import { contentEditors } from "~/features/staff/access";
import { requireRole } from "~/features/staff/guard.server";
import { Panel, staffMeta } from "~/features/staff/ui";
import { artFormat, artSrc } from "~/lib/art";
import type { Database } from "../../server/db/client";
import { missingAlt } from "../../server/domain/media/library";
import { MEDIA_URL_BASE, photoKey, placementOf, slotOfPhotoKey } from "../../server/domain/media/placed-photo";
import { mediaItems } from "../../server/domain/media/schema";
import { pagesShowingSlot } from "../../server/domain/media/slot-pages";
import type { Route } from "./+types/staff.content.photos.$slot";

// One picture slot's editor (issue 45, decision 1150): the generated picture, or a photo of the media
// library placed in its stead, chosen, saved as a draft, previewed on the page that shows it, published
// now or at a set time, every published version kept with what changed and a way to restore it. Only a
// photo with alt text in both languages can be chosen (the library's rule).

const GENERATED = "Generated picture";

function slotOf(params: { slot: string }): string {
  const slot = slotOfPhotoKey(params.slot);
  if (!slot || !isPlaceableSlot(slot)) throw data({ message: "There is no such picture." }, { status: 404 });
  return slot;
}

async function libraryPhotos(db: Database) {
  const rows = await db.select().from(mediaItems).orderBy(desc(mediaItems.createdAt), desc(mediaItems.id));
  return rows.map((item) => {
    const webp = item.files.filter((file) => file.format === "webp").sort((a, b) => a.width - b.width);
    const thumbnail = webp.find((file) => file.width >= 320) ?? webp.at(-1);
    return {
      id: item.id,
      name: item.name || `Photo ${item.id}`,
      alt: item.altEn,
      missing: missingAlt(item),
      thumbnail: thumbnail ? `${MEDIA_URL_BASE}/${thumbnail.file}` : "",
    };
  });
}

type LibraryPhoto = Awaited<ReturnType<typeof libraryPhotos>>[number];

/** The photo a stored placement names (null: the generated picture). */
const placedId = (stored: unknown) => placementOf(stored)?.mediaId ?? null;

const describe = (photos: LibraryPhoto[], id: number | null) => {
  if (id === null) return GENERATED;
  const photo = photos.find((entry) => entry.id === id);
  return photo ? `${photo.name} (${photo.alt || "no alt text"})` : `A photo since deleted (${id})`;
};

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData ? loaderData.title : "Picture");

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = requireRole(context, contentEditors);
  const slot = slotOf(params);
  const photos = await libraryPhotos(db);
  const { current, state } = await editorState(db, photoKey(slot), {
    read: placedId,
    changes: (before, after): FieldChange[] =>
      before === after ? [] : [{ label: "Photo", before: describe(photos, before), after: describe(photos, after) }],
  });
  const pages = pagesShowingSlot(slot).filter((page) => !page.startsWith("/de/") && page !== "/de");
  return {
    title: `${slotName(slot)} (${slot})`,
    slot,
    art: artSrc(slot, artFormat(slot).widths.at(-2) ?? artFormat(slot).widths[0]!),
    pages,
    photos,
    fields: { mediaId: current === null ? "" : String(current) },
    state,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, user } = requireRole(context, contentEditors);
  const slot = slotOf(params);
  const photos = await libraryPhotos(db);
  return editorAction<{ mediaId: number | null }>(request, {
    db,
    user,
    key: photoKey(slot),
    words: { this: "this picture", the: "the picture", pages: "the pages that show it" },
    previewPath: pagesShowingSlot(slot)[0] ?? "/",
    fromForm: (typed) => {
      const chosen = (typed.mediaId ?? "").trim();
      if (chosen === "") return { ok: true, value: { mediaId: null } };
      const photo = photos.find((entry) => String(entry.id) === chosen);
      if (!photo) return { ok: false, error: "Photo: that photo is no longer in the media library." };
      if (photo.missing) return { ok: false, error: `Photo: ${photo.missing}` };
      return { ok: true, value: { mediaId: photo.id } };
    },
  });
}

export default function PhotoSlotEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { photos } = loaderData;
  return (
    <ContentEditor
      title={loaderData.title}
      pages={loaderData.pages}
      state={loaderData.state}
      answer={actionData}
      fields={loaderData.fields}
      id="photo"
      asBuilt="the generated picture"
    >
      {(values) => (
        <Panel title="Photo" id="photo-choice">
          <fieldset>
            <legend className="mb-3 text-ink-muted">
              Choose what this slot shows. Photos come from{" "}
              <Link to="/staff/media" className="text-accent underline">
                Media
              </Link>
              ; a photo needs its alt text in English and German before it can be used.
            </legend>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              <li>
                <label className="flex cursor-pointer items-center gap-3 rounded-md border border-line p-3 has-checked:border-accent">
                  <input type="radio" name="mediaId" value="" defaultChecked={values.mediaId === ""} />
                  <img src={loaderData.art} alt="" width={96} height={60} className="h-15 w-24 rounded object-cover" />
                  <span>{GENERATED}</span>
                </label>
              </li>
              {photos.map((photo) => (
                <li key={photo.id}>
                  <label
                    className={`flex items-center gap-3 rounded-md border border-line p-3 has-checked:border-accent ${photo.missing ? "opacity-60" : "cursor-pointer"}`}
                  >
                    <input
                      type="radio"
                      name="mediaId"
                      value={photo.id}
                      disabled={photo.missing !== null}
                      defaultChecked={values.mediaId === String(photo.id)}
                    />
                    <img
                      src={photo.thumbnail}
                      alt=""
                      width={96}
                      height={60}
                      className="h-15 w-24 rounded object-cover"
                    />
                    <span className="min-w-0 font-semibold">
                      {photo.name}
                      <span className="block text-sm font-normal text-ink-muted">{photo.missing ?? photo.alt}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </Panel>
      )}
    </ContentEditor>
  );
}
