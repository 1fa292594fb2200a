import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { ArtSlot } from "~/lib/art";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { PauseIcon, PlayIcon } from "../ui/icons";
import { ArtImage } from "./ArtImage";
import { useLocale } from "~/lib/i18n/locale";

interface HeroVideoProps {
  still: ArtSlot;
  stillAlt: string;
  /** The loop, and a 9:16 cut for phones (the part of the frame a portrait screen shows, about a third of the bytes). */
  sources: { webm: string; mp4: string; portrait?: { webm: string; mp4: string } };
  className?: string;
}

type VideoState = "waiting" | "playing" | "paused" | "failed";

/** Phones held upright get the portrait cut; tablets and wider screens the full frame. */
const PHONE_PORTRAIT = "(orientation: portrait) and (max-width: 40rem)";

const readSaveData = () =>
  Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
const subscribeToNothing = () => () => {};

/**
 * A looping background video over its still. The still is the page's LCP image (eager, high
 * priority). The <video> element itself is made only when it is to play: once the page is
 * interactive, or when the visitor presses Play (docs/decisions/0666). It is not in the server's
 * HTML: Chrome builds every video's media controls (about 240 nodes with their SVG icons) in the
 * page's first style pass, whether it plays or not. It fades in once it plays, and never autoplays
 * under reduced motion or Save-Data. If it fails to load, the still stays (spec section 4: playing
 * until a load error, then a still image).
 */
export function HeroVideo({ still, stillAlt, sources, className = "" }: HeroVideoProps) {
  const locale = useLocale();
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const saveData = useSyncExternalStore(subscribeToNothing, readSaveData, () => false);
  const [state, setState] = useState<VideoState>("waiting");
  // Whether the <video> exists: false in the server's HTML and until the video is to play.
  const [made, setMade] = useState(false);
  // Under reduced motion or Save-Data the video never starts: it shows as paused (with a Play button).
  const shownState: VideoState = state === "waiting" && (reducedMotion || saveData) ? "paused" : state;

  const play = useCallback(() => {
    const element = video.current;
    if (!element) return;
    element.play().catch((error: unknown) => {
      // NotAllowedError (autoplay refused) leaves the still with a Play button; NotSupportedError means
      // no source could play. A just-made video is still choosing its source (NETWORK_NO_SOURCE), so
      // its network state says nothing yet; a source's load error is handled by onError.
      const unplayable = error instanceof DOMException && error.name === "NotSupportedError";
      if (element.error || unplayable) setState("failed");
      else setState((current) => (current === "failed" ? current : "paused"));
    });
  }, []);

  // Plays the video, making its element first if it has none yet (the effect below then plays it).
  const start = useCallback(() => {
    if (video.current) play();
    else setMade(true);
  }, [play]);

  useEffect(() => {
    if (made) play();
  }, [made, play]);

  useEffect(() => {
    // Read the media query and Save-Data directly: during hydration the hooks still give the server's false.
    const reduced = reducedMotion || window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (reduced || readSaveData()) video.current?.pause();
    else start();
  }, [reducedMotion, start]);

  const failed = state === "failed";
  // The media sit in the background layer; the control is a sibling so overlays cannot cover it.
  return (
    <>
      <div className={className} data-video-state={shownState}>
        <ArtImage
          art={still}
          alt={stillAlt}
          load="priority"
          sizes="100vw"
          className="absolute inset-0 block h-full w-full"
        />
        {failed || !made ? null : (
          <video
            ref={video}
            muted
            loop
            playsInline
            aria-hidden="true"
            tabIndex={-1}
            onPlaying={() => setState("playing")}
            onPause={() => setState((current) => (current === "failed" ? current : "paused"))}
            // Its own error only: React passes a <source>'s error on to the <video> as if it bubbled, and a
            // source the browser skips (the portrait cut on a wide screen) fires one.
            onError={(event) => {
              if (event.target === event.currentTarget) setState("failed");
            }}
            // 2 px shorter than the still: the first video frame is then never a larger LCP candidate.
            className={`absolute inset-x-0 bottom-[2px] top-0 h-[calc(100%-2px)] w-full object-cover transition-opacity duration-700 ${state === "playing" ? "opacity-100" : "opacity-0"}`}
          >
            {sources.portrait ? (
              <>
                <source src={sources.portrait.webm} type="video/webm" media={PHONE_PORTRAIT} />
                <source src={sources.portrait.mp4} type="video/mp4" media={PHONE_PORTRAIT} />
              </>
            ) : null}
            <source src={sources.webm} type="video/webm" />
            {/* The last source's error means no source could load: show the still for good. */}
            <source src={sources.mp4} type="video/mp4" onError={() => setState("failed")} />
            {locale === "de"
              ? "Ihr Browser kann dieses Video nicht abspielen."
              : "Your browser does not support the video tag."}
          </video>
        )}
      </div>
      {failed ? null : (
        <button
          type="button"
          onClick={() => (shownState === "playing" ? video.current?.pause() : start())}
          aria-label={
            shownState === "playing"
              ? locale === "de"
                ? "Hintergrundvideo anhalten"
                : "Pause background video"
              : locale === "de"
                ? "Hintergrundvideo abspielen"
                : "Play background video"
          }
          className="absolute right-5 top-24 z-10 flex h-11 w-11 items-center justify-center rounded-full border border-ink/25 bg-canvas/60 text-ink backdrop-blur transition-colors hover:border-ink/60 md:bottom-8 md:right-8 md:top-auto"
        >
          {shownState === "playing" ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
        </button>
      )}
    </>
  );
}
