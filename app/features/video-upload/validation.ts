// The Manage Video rules (spec section 5): client side only, at most 100 MB, MP4, WebM or OGG.

export const MAX_VIDEO_BYTES = 104_857_600;
export const ACCEPTED_VIDEO_TYPES = ["video/mp4", "video/webm", "video/ogg"] as const;

/** The spec's German texts (section 8); the pages around them are English, so they are marked lang="de". */
export const videoUploadTexts = {
  tooLarge: { title: "Datei zu groß", description: "Das Video darf maximal 100MB groß sein." },
  wrongType: { title: "Ungültiges Format", description: "Nur MP4, WebM und OGG Videos sind erlaubt." },
  failed: { title: "Upload fehlgeschlagen", description: "Das Video konnte nicht hochgeladen werden." },
  uploaded: { title: "Video hochgeladen", description: "Das Video wurde erfolgreich hochgeladen." },
  dialogTitle: "Video hochladen",
  dropPrompt: "Ziehen Sie Ihr Video hierher oder klicken Sie zum Auswählen",
  formats: "MP4, WebM, OGG • Max. 100MB",
  uploading: "Wird hochgeladen...",
  ready: "Video bereit zur Verwendung",
  remove: "Video entfernen",
  replace: "Anderes Video wählen",
} as const;

export type VideoCheck =
  { ok: true } | { ok: false; reason: "too-large" | "wrong-type"; title: string; description: string };

/** Size first, then type: a 2 GB text file is reported as too large, like the original. */
export function validateVideoFile(file: { size: number; type: string }): VideoCheck {
  if (file.size > MAX_VIDEO_BYTES) return { ok: false, reason: "too-large", ...videoUploadTexts.tooLarge };
  if (!(ACCEPTED_VIDEO_TYPES as readonly string[]).includes(file.type))
    return { ok: false, reason: "wrong-type", ...videoUploadTexts.wrongType };
  return { ok: true };
}

/** Only the first dropped file is used (spec section 5). */
export function firstFile(files: ArrayLike<File> | null | undefined): File | undefined {
  return files && files.length > 0 ? files[0] : undefined;
}
