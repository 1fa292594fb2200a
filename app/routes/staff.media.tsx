import { useRef, useState, type DragEvent, type MouseEvent } from "react";
import { data, Form, Link, useFetcher, useNavigation, useSubmit } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/Button";
import { contentEditors } from "~/features/staff/access";
import { parseForm } from "~/features/staff/form-input";
import { requireRole } from "~/features/staff/guard.server";
import { formatBerlin, Notice, Panel, staffMeta } from "~/features/staff/ui";
import { useHydrated } from "~/lib/use-hydrated";
import {
  deletePhoto,
  listMedia,
  mediaStorage,
  missingAlt,
  saveAltText,
  saveFocalPoint,
  uploadPhoto,
} from "../../server/domain/media/library";
import { MEDIA_URL_BASE, slotSegment } from "../../server/domain/media/placed-photo";
import { MAX_UPLOAD_BYTES, UnsupportedPhotoError } from "../../server/domain/media/process";
import type { Route } from "./+types/staff.media";

// The media library (issue 45, decision 1148): photos uploaded (dragged onto the page, or chosen and
// sent as a plain form without JavaScript), their alt text in both languages, a focal point for crops,
// where each is used, and deleting one no page uses. Owners and editors only (access.ts).

export const meta: Route.MetaFunction = () => staffMeta("Media");

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = requireRole(context, contentEditors);
  const items = await listMedia(db);
  return {
    items: items.map((item) => {
      const webp = item.files.filter((file) => file.format === "webp");
      const avif = item.files.filter((file) => file.format === "avif");
      const preview = webp.find((file) => file.width >= 480) ?? webp[webp.length - 1];
      return {
        id: item.id,
        name: item.name || `Photo ${item.id}`,
        width: item.width,
        height: item.height,
        src: preview ? `${MEDIA_URL_BASE}/${preview.file}` : "",
        avifSrcSet: avif.map((file) => `${MEDIA_URL_BASE}/${file.file} ${file.width}w`).join(", "),
        webpSrcSet: webp.map((file) => `${MEDIA_URL_BASE}/${file.file} ${file.width}w`).join(", "),
        focalX: item.focalX,
        focalY: item.focalY,
        altEn: item.altEn,
        altDe: item.altDe,
        missing: missingAlt(item),
        usage: item.usage,
        uploadedBy: item.uploadedByEmail,
        createdAt: item.createdAt.toISOString(),
      };
    }),
  };
}

type MediaAnswer = { ok: boolean; messages: string[] };

const idField = z.coerce.number({ error: "Unknown photo." }).int().positive({ error: "Unknown photo." });
const percent = (label: string) =>
  z.coerce
    .number({ error: `${label}: a number from 0 to 100.` })
    .min(0, { error: `${label}: a number from 0 to 100.` })
    .max(100, { error: `${label}: a number from 0 to 100.` });
const mediaAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("upload") }),
  z.object({
    intent: z.literal("alt"),
    id: idField,
    alt_en: z.string().max(300, { error: "Alt text: at most 300 characters." }),
    alt_de: z.string().max(300, { error: "Alt text: at most 300 characters." }),
  }),
  z.object({
    intent: z.literal("focal"),
    id: idField,
    focal_x: percent("Focal point from the left"),
    focal_y: percent("Focal point from the top"),
  }),
  z.object({ intent: z.literal("delete"), id: idField }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const { db, user } = requireRole(context, contentEditors);
  const answer = (result: MediaAnswer, status = 200) => data<MediaAnswer>(result, { status });
  const form = await request.formData().catch(() => null);
  if (!form) return answer({ ok: false, messages: ["The upload could not be read. Please try again."] }, 400);
  const input = parseForm(form, mediaAction);
  if (!input.ok) return answer({ ok: false, messages: [input.error] }, 400);
  const command = input.data;

  if (command.intent === "upload") {
    const photos = form.getAll("photos").filter((entry): entry is File => typeof entry !== "string" && entry.size > 0);
    if (photos.length === 0) return answer({ ok: false, messages: ["Choose one or more photos to upload."] }, 400);
    const messages: string[] = [];
    let refused = 0;
    for (const photo of photos) {
      if (photo.size > MAX_UPLOAD_BYTES) {
        refused++;
        messages.push(`${photo.name}: larger than 40 MB.`);
        continue;
      }
      try {
        const outcome = await uploadPhoto(db, mediaStorage(), user, Buffer.from(await photo.arrayBuffer()), photo.name);
        messages.push(
          outcome.duplicate
            ? `${photo.name}: already in the library (as ${outcome.item.name || `photo ${outcome.item.id}`}).`
            : `${photo.name}: uploaded. Add its alt text in English and German.`,
        );
      } catch (error) {
        if (!(error instanceof UnsupportedPhotoError)) throw error;
        refused++;
        messages.push(`${photo.name}: ${error.message}`);
      }
    }
    return answer({ ok: refused === 0, messages }, refused === photos.length ? 400 : 200);
  }

  if (command.intent === "alt") {
    const saved = await saveAltText(db, user, command.id, { en: command.alt_en, de: command.alt_de });
    if (!saved) return answer({ ok: false, messages: ["That photo is no longer in the library."] }, 404);
    const missing = missingAlt({ altEn: command.alt_en, altDe: command.alt_de });
    return answer({ ok: true, messages: [missing ? `Alt text saved. ${missing}` : "Alt text saved."] });
  }

  if (command.intent === "focal") {
    const saved = await saveFocalPoint(db, user, command.id, { x: command.focal_x / 100, y: command.focal_y / 100 });
    if (!saved) return answer({ ok: false, messages: ["That photo is no longer in the library."] }, 404);
    return answer({ ok: true, messages: ["Focal point saved."] });
  }

  const outcome = await deletePhoto(db, mediaStorage(), user, command.id);
  if (outcome.done) return answer({ ok: true, messages: ["Photo deleted, with its files."] });
  if (outcome.reason === "missing")
    return answer({ ok: false, messages: ["That photo is no longer in the library."] }, 404);
  const where = outcome.usage.map((use) => `${use.slot} (${use.state})`).join(", ");
  return answer(
    {
      ok: false,
      messages: [
        `This photo is placed in ${where}: put another picture there first (Content, Photos on the site), then delete it.`,
      ],
    },
    409,
  );
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

/** The answer to one photo sent with JavaScript. */
function UploadAnswer({ fetcherKey }: { fetcherKey: string }) {
  const fetcher = useFetcher<MediaAnswer>({ key: fetcherKey });
  if (!fetcher.data) return fetcher.state === "idle" ? null : <p className="text-sm text-ink-muted">Uploading...</p>;
  return <Notice tone={fetcher.data.ok ? "success" : "error"}>{fetcher.data.messages.join(" ")}</Notice>;
}

export default function Media({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submit = useSubmit();
  /** One fetcher per photo sent with JavaScript, each showing its own answer. */
  const [uploads, setUploads] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  /** With JavaScript each photo goes in a request of its own (up to 40 MB each), one after the other. */
  async function send(files: FileList | File[]) {
    const batch = Array.from(files);
    const keys = batch.map((file, index) => `media-upload-${Date.now()}-${index}`);
    setUploads(keys);
    setUploading(true);
    try {
      for (const [index, file] of batch.entries()) {
        const form = new FormData();
        form.set("intent", "upload");
        form.set("photos", file);
        await submit(form, {
          method: "post",
          encType: "multipart/form-data",
          navigate: false,
          fetcherKey: keys[index]!,
        });
      }
    } finally {
      setUploading(false);
      if (input.current) input.current.value = "";
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) void send(event.dataTransfer.files);
  }

  const missing = loaderData.items.filter((item) => item.missing);

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">Media</h1>
      <p className="max-w-prose text-ink-muted">
        The photos the site can show. Each is turned upright, stripped of its metadata (camera, GPS) and made into AVIF
        and WebP at the sizes the pages use. A photo needs alt text in English and German before it can be used.
      </p>
      {/* The answer of a plain form post (an upload without JavaScript, a deletion): above the panels, so that it
          stays when the photo it names has left the list. */}
      {actionData ? <Notice tone={actionData.ok ? "success" : "error"}>{actionData.messages.join(" ")}</Notice> : null}

      <Panel title="Upload" id="media-upload">
        <Form
          method="post"
          encType="multipart/form-data"
          className="space-y-4"
          onSubmit={(event) => {
            if (!hydrated || !input.current?.files?.length) return;
            event.preventDefault();
            void send(input.current.files);
          }}
        >
          <input type="hidden" name="intent" value="upload" />
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="media-drop-zone"
            className={`rounded-card border-2 border-dashed p-6 text-center ${dragging ? "border-accent bg-accent/10" : "border-line"}`}
          >
            <label htmlFor="media-photos" className="block font-semibold">
              Upload photos
            </label>
            <p className="mt-1 text-sm text-ink-muted">
              JPEG, PNG, WebP or HEIC, up to 40 MB each{hydrated ? "; or drop them here" : " (40 MB in all per upload)"}
              .
            </p>
            <input
              ref={input}
              id="media-photos"
              name="photos"
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
              className="mx-auto mt-3 block"
            />
          </div>
          <Button type="submit" disabled={uploading || navigation.state === "submitting"}>
            {uploading ? "Uploading..." : "Upload"}
          </Button>
        </Form>
        <div aria-live="polite" className="mt-4 space-y-2">
          {uploads.map((key) => (
            <UploadAnswer key={key} fetcherKey={key} />
          ))}
        </div>
      </Panel>

      {missing.length > 0 ? (
        <Notice tone="error">
          Alt text missing (these photos cannot be used yet): {missing.map((item) => item.name).join(", ")}.
        </Notice>
      ) : null}

      <Panel title={`Photos (${loaderData.items.length})`} id="media-photos-list">
        {loaderData.items.length === 0 ? (
          <p className="text-ink-muted">No photos yet.</p>
        ) : (
          <ul className="grid gap-6 lg:grid-cols-2">
            {loaderData.items.map((item) => (
              <Photo key={item.id} item={item} hydrated={hydrated} />
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

function Photo({ item, hydrated }: { item: Item; hydrated: boolean }) {
  const titleId = `media-${item.id}-title`;
  const [focal, setFocal] = useState({ x: Math.round(item.focalX * 100), y: Math.round(item.focalY * 100) });
  const fetcher = useFetcher<MediaAnswer>();

  function pick(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.round(((event.clientX - box.left) / box.width) * 100);
    const y = Math.round(((event.clientY - box.top) / box.height) * 100);
    const next = { x: Math.min(100, Math.max(0, x)), y: Math.min(100, Math.max(0, y)) };
    setFocal(next);
    const form = new FormData();
    form.set("intent", "focal");
    form.set("id", String(item.id));
    form.set("focal_x", String(next.x));
    form.set("focal_y", String(next.y));
    void fetcher.submit(form, { method: "post" });
  }

  const picture = (
    <picture>
      <source type="image/avif" srcSet={item.avifSrcSet} sizes="(min-width: 1024px) 40vw, 90vw" />
      <source type="image/webp" srcSet={item.webpSrcSet} sizes="(min-width: 1024px) 40vw, 90vw" />
      <img
        src={item.src}
        alt={item.altEn}
        width={item.width}
        height={item.height}
        loading="lazy"
        className="block h-auto w-full"
      />
    </picture>
  );
  const marker = (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-accent/70 shadow"
      style={{ left: `${focal.x}%`, top: `${focal.y}%` }}
    />
  );

  return (
    <li aria-labelledby={titleId} className="space-y-3 rounded-card border border-line p-4">
      <h3 id={titleId} className="font-semibold break-all">
        {item.name}
      </h3>
      <div className="relative">
        {hydrated ? (
          <button
            type="button"
            onClick={pick}
            className="relative block w-full cursor-crosshair"
            aria-label={`Set the focal point of ${item.name}: click the picture`}
          >
            {picture}
            {marker}
          </button>
        ) : (
          <div className="relative">
            {picture}
            {marker}
          </div>
        )}
      </div>
      <p className="text-sm text-ink-muted">
        {item.width} x {item.height} px · uploaded by {item.uploadedBy}, {formatBerlin(item.createdAt)}
      </p>
      <p className="text-sm">
        <span className="font-semibold">Where it is used: </span>
        {item.usage.length
          ? item.usage.map((use, index) => (
              <span key={use.slot}>
                {index ? ", " : ""}
                <Link to={`/staff/content/photos/${slotSegment(use.slot)}`} className="text-accent underline">
                  {use.slot}
                </Link>{" "}
                ({use.state})
              </span>
            ))
          : "on no page yet."}
      </p>
      {item.missing ? <p className="text-sm font-medium text-danger">{item.missing}</p> : null}
      {fetcher.data ? (
        <Notice tone={fetcher.data.ok ? "success" : "error"}>{fetcher.data.messages.join(" ")}</Notice>
      ) : null}

      <fetcher.Form method="post" className="space-y-2">
        <input type="hidden" name="intent" value="alt" />
        <input type="hidden" name="id" value={item.id} />
        <label className="block text-sm font-semibold">
          Alt text (English)
          <input
            name="alt_en"
            defaultValue={item.altEn}
            maxLength={300}
            className="mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 font-normal"
          />
        </label>
        <label className="block text-sm font-semibold">
          Alt text (German)
          <input
            name="alt_de"
            lang="de"
            defaultValue={item.altDe}
            maxLength={300}
            className="mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 font-normal"
          />
        </label>
        <Button type="submit" variant="secondary">
          Save alt text
        </Button>
      </fetcher.Form>

      <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="focal" />
        <input type="hidden" name="id" value={item.id} />
        <label className="text-sm font-semibold">
          Focal point from the left (%)
          <input
            name="focal_x"
            type="number"
            min={0}
            max={100}
            value={focal.x}
            onChange={(event) => setFocal({ ...focal, x: Number(event.target.value) })}
            className="mt-1 block w-24 rounded-lg border border-line bg-surface px-3 py-2 font-normal"
          />
        </label>
        <label className="text-sm font-semibold">
          Focal point from the top (%)
          <input
            name="focal_y"
            type="number"
            min={0}
            max={100}
            value={focal.y}
            onChange={(event) => setFocal({ ...focal, y: Number(event.target.value) })}
            className="mt-1 block w-24 rounded-lg border border-line bg-surface px-3 py-2 font-normal"
          />
        </label>
        <Button type="submit" variant="secondary">
          Save focal point
        </Button>
      </fetcher.Form>

      {/* A navigation, not this photo's fetcher: its answer outlives the photo's place in the list. */}
      <Form method="post">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={item.id} />
        <Button type="submit" variant="ghost">
          Delete
        </Button>
      </Form>
    </li>
  );
}
