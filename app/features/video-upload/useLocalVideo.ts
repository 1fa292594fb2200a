import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { createElement } from "react";
import { validateVideoFile, videoUploadTexts } from "./validation";

// The visitor's own video, kept in the browser only (spec section 7: a temporary in-browser URL).
// States of spec section 4: idle -> uploading -> ready -> cleared. "Uploading" is the browser
// reading the file's metadata: a file it cannot play fails with the spec's failure message.

type LocalVideoStatus = "idle" | "uploading" | "ready" | "cleared";

export interface LocalVideo {
  status: LocalVideoStatus;
  url?: string;
  fileName?: string;
  /** Validates and loads a file; true when it was accepted for loading. */
  choose: (file: File | undefined) => boolean;
  clear: () => void;
}

const de = (text: string) => createElement("span", { lang: "de" }, text);

function probeVideo(url: string, timeoutMs = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const video = document.createElement("video");
    video.preload = "metadata";
    video.muted = true;
    const finish = (ok: boolean) => {
      window.clearTimeout(timer);
      video.removeAttribute("src");
      video.load();
      if (ok) resolve();
      else reject(new Error("The browser could not read the video"));
    };
    const timer = window.setTimeout(() => finish(false), timeoutMs);
    video.addEventListener("loadedmetadata", () => finish(true), { once: true });
    video.addEventListener("error", () => finish(false), { once: true });
    video.src = url;
  });
}

export function useLocalVideo(): LocalVideo {
  const [status, setStatus] = useState<LocalVideoStatus>("idle");
  const [url, setUrl] = useState<string>();
  const [fileName, setFileName] = useState<string>();
  const current = useRef<string | undefined>(undefined);

  const release = useCallback(() => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = undefined;
  }, []);

  // Leaving the page releases the temporary URL too.
  useEffect(() => release, [release]);

  const choose = useCallback(
    (file: File | undefined) => {
      if (!file) return false;
      const check = validateVideoFile(file);
      if (!check.ok) {
        toast.error(de(check.title), { description: de(check.description) });
        return false;
      }
      release();
      setUrl(undefined);
      setStatus("uploading");
      setFileName(file.name);
      let objectUrl: string;
      try {
        objectUrl = URL.createObjectURL(file);
      } catch {
        setStatus("idle");
        toast.error(de(videoUploadTexts.failed.title), { description: de(videoUploadTexts.failed.description) });
        return true;
      }
      current.current = objectUrl;
      probeVideo(objectUrl).then(
        () => {
          if (current.current !== objectUrl) return;
          setUrl(objectUrl);
          setStatus("ready");
          toast.success(de(videoUploadTexts.uploaded.title), {
            description: de(videoUploadTexts.uploaded.description),
          });
        },
        () => {
          if (current.current !== objectUrl) return;
          release();
          setStatus("idle");
          setFileName(undefined);
          toast.error(de(videoUploadTexts.failed.title), { description: de(videoUploadTexts.failed.description) });
        },
      );
      return true;
    },
    [release],
  );

  const clear = useCallback(() => {
    release();
    setUrl(undefined);
    setFileName(undefined);
    setStatus("cleared");
  }, [release]);

  return { status, url, fileName, choose, clear };
}
