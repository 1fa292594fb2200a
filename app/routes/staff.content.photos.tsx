import { Link } from "react-router";
import { slotGroups, slotName } from "~/features/content/photo-slots";
import { contentEditors } from "~/features/staff/access";
import { requireRole } from "~/features/staff/guard.server";
import { formatBerlin, Panel, staffMeta } from "~/features/staff/ui";
import { artSrc, artFormat } from "~/lib/art";
import { contentStates } from "../../server/domain/content/content-store";
import { publishedData } from "../../server/domain/content/published";
import { pagesShowingSlot } from "../../server/domain/media/slot-pages";
import { photoKey, photoSrcOf, slotSegment, type SitePhoto } from "../../server/domain/media/placed-photo";
import type { Route } from "./+types/staff.content.photos";

// Photos on the site (issue 45, decision 1150): every public picture slot, by theme, with what it shows
// now (the generated picture, or the photo placed in it) and what is pending; each links to its editor,
// where a photo from the media library is placed, previewed, published and restored like a text.

export const meta: Route.MetaFunction = () => staffMeta("Photos on the site");

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = requireRole(context, contentEditors);
  const states = await contentStates(db, "photo");
  return {
    groups: slotGroups().map((group) => ({
      ...group,
      slots: group.slots.map((slot) => {
        const key = photoKey(slot);
        const state = states.get(key);
        const photo = publishedData(key) as SitePhoto | undefined;
        const smallest = artFormat(slot).widths[0]!;
        return {
          slot,
          name: slotName(slot),
          href: `/staff/content/photos/${slotSegment(slot)}`,
          thumbnail: photo ? photoSrcOf(photo, 320) : artSrc(slot, smallest),
          photo: photo !== undefined,
          publishedAt: state?.publishedAt?.toISOString() ?? null,
          draft: state?.hasDraft ?? false,
          publishAt: state?.publishAt?.toISOString() ?? null,
          pages: pagesShowingSlot(slot).filter((page) => !page.startsWith("/de")),
        };
      }),
    })),
  };
}

export default function PhotosOnTheSite({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <p>
        <Link to="/staff/content" className="text-sm text-accent underline-offset-4 hover:underline">
          ← Content
        </Link>
      </p>
      <h1 className="text-3xl font-semibold">Photos on the site</h1>
      <p className="max-w-prose text-ink-muted">
        Every picture of the public pages. Until a photo is placed in one, it shows its generated picture. Upload photos
        and write their alt text under{" "}
        <Link to="/staff/media" className="text-accent underline">
          Media
        </Link>
        , then choose one here.
      </p>
      {loaderData.groups.map((group) => (
        <Panel key={group.theme} title={group.title} id={`photos-${group.theme}`}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.slots.map((slot) => (
              <li key={slot.slot} className="flex items-center gap-3">
                <img
                  src={slot.thumbnail}
                  alt=""
                  width={96}
                  height={60}
                  loading="lazy"
                  decoding="async"
                  className="h-15 w-24 shrink-0 rounded-md object-cover"
                />
                <div className="min-w-0">
                  <Link to={slot.href} className="font-semibold text-accent underline-offset-4 hover:underline">
                    {slot.name}
                  </Link>
                  <p className="text-sm text-ink-muted">
                    {slot.photo ? "Photo" : "Generated picture"}
                    {slot.publishedAt ? `, since ${formatBerlin(slot.publishedAt)}` : ""}
                    {slot.publishAt
                      ? ` · scheduled for ${formatBerlin(slot.publishAt)}`
                      : slot.draft
                        ? " · draft pending"
                        : ""}
                  </p>
                  {slot.pages.length ? (
                    <p className="truncate text-sm text-ink-muted">On {slot.pages.join(", ")}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </Panel>
      ))}
    </div>
  );
}
