import { useState, type DragEvent, type SyntheticEvent } from "react";
import { Button } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import type { LocalVideo } from "./useLocalVideo";
import { ACCEPTED_VIDEO_TYPES, firstFile, videoUploadTexts as t } from "./validation";
import { useStableId } from "~/islands/island-ids";
import { bilingual, useLocale } from "~/lib/i18n/locale";

/** The button's name; the dialog itself speaks the spec's German on both pages. */
const words = bilingual({ en: { manage: "Manage Video" }, de: { manage: "Video verwalten" } });

/**
 * Manage Video: pick or drop a video (the first dropped file only). The dialog closes once a valid
 * video is chosen; the hero then shows it. German texts of the spec, marked lang="de".
 */
export function ManageVideoDialog({ video }: { video: LocalVideo }) {
  const manage = words[useLocale()].manage;
  const [dragging, setDragging] = useState(false);
  const inputId = useStableId();

  // The dialog element is closed directly: a choice made the instant it opened, before its toggle
  // event has reached React, still closes it.
  const accept = (event: SyntheticEvent<HTMLElement>, file: File | undefined) => {
    if (video.choose(file)) event.currentTarget.closest("dialog")?.close();
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    accept(event, firstFile(event.dataTransfer?.files));
  };

  return (
    <Dialog
      title={<span lang="de">{t.dialogTitle}</span>}
      size="md"
      trigger={
        <Button variant="secondary">
          <svg
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
          >
            <path d="M12 16V4m0 0-4 4m4-4 4 4M4 20h16" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {manage}
        </Button>
      }
    >
      <div lang="de" className="space-y-5">
        <label
          htmlFor={inputId}
          data-testid="video-drop-zone"
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex min-h-48 cursor-pointer flex-col items-center justify-center gap-3 rounded-card border-2 border-dashed p-6 text-center transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-glow ${
            dragging ? "border-accent bg-accent/10" : "border-line bg-canvas hover:border-accent/60"
          }`}
        >
          <svg
            viewBox="0 0 24 24"
            className="h-10 w-10 text-accent"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.6}
            aria-hidden="true"
          >
            <path d="M3 7h12v10H3z M15 10l6-3v10l-6-3" strokeLinejoin="round" />
          </svg>
          <span className="font-semibold text-ink">{t.dropPrompt}</span>
          <span className="text-sm text-ink-muted">{t.formats}</span>
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED_VIDEO_TYPES.join(",")}
            className="sr-only"
            onChange={(event) => {
              accept(event, firstFile(event.currentTarget.files));
              event.currentTarget.value = "";
            }}
          />
        </label>

        <VideoStatus video={video} />
      </div>
    </Dialog>
  );
}

/** Uploading and ready states, shown in the dialog and in the hero. */
export function VideoStatus({ video, compact = false }: { video: LocalVideo; compact?: boolean }) {
  if (video.status === "uploading") {
    return (
      <p lang="de" role="status" className="flex items-center gap-2 text-sm font-semibold text-ink">
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-accent border-t-transparent"
        />
        {t.uploading}
      </p>
    );
  }
  if (video.status !== "ready") return null;
  return (
    <div
      lang="de"
      className={`flex flex-wrap items-center gap-3 ${compact ? "" : "rounded-xl border border-success/40 bg-success/10 p-4"}`}
    >
      <p role="status" className="flex items-center gap-2 text-sm font-semibold text-success">
        <span aria-hidden="true">✓</span>
        {t.ready}
        {video.fileName && !compact ? <span className="font-normal text-ink-muted">({video.fileName})</span> : null}
      </p>
      <Button variant="ghost" className="min-h-11 px-3" onClick={video.clear}>
        {t.remove}
      </Button>
    </div>
  );
}
