import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { ArtImage } from "~/components/media/ArtImage";
import type { ArtSlot } from "~/lib/art";
import { followStrip, stripSlide, wrapIndex } from "~/lib/carousel";
import { Dialog } from "./Dialog";
import { bilingual, useLocale } from "~/lib/i18n/locale";

export interface LightboxPicture {
  image: ArtSlot;
  alt: string;
}

interface LightboxProps {
  pictures: LightboxPicture[];
  /** The open picture, or -1 when closed. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** A button that opens the viewer at the first picture, through the browser before hydration. */
  trigger?: ReactNode;
}

/**
 * The fullscreen image viewer (docs/decisions/0659): a `<dialog>` holding a strip of the pictures on
 * CSS scroll-snap, so it opens, swipes, closes on Escape and returns focus with the browser alone.
 * Script adds previous and next that wrap around, the Left and Right keys, and closing on a tap
 * beside the picture. Pictures load lazily, when they come near the screen.
 */
const words = bilingual({
  en: { title: "Image viewer", images: "Images", position: (n: number, count: number) => `${n} of ${count}` },
  de: { title: "Bildansicht", images: "Bilder", position: (n: number, count: number) => `${n} von ${count}` },
});

export function Lightbox({ pictures, index, onIndexChange, onClose, trigger }: LightboxProps) {
  const t = words[useLocale()];
  const strip = useRef<HTMLDivElement>(null);
  const count = pictures.length;
  // The pictures are in the page's HTML only where the browser may open the viewer by itself (a
  // trigger); otherwise they join when script first opens it: less for the page to load and hydrate.
  const [opened, setOpened] = useState(Boolean(trigger));
  if (index >= 0 && !opened) setOpened(true);
  const shown = () => (strip.current ? stripSlide(strip.current) : 0);
  // A swipe (the browser's own scrolling) tells the owner which picture settled on screen; a glide of
  // ours cut short on the way carries on to its picture (followStrip).
  const follow = useRef<ReturnType<typeof followStrip>>(null);
  // The picture last asked for (a step, a thumbnail, a swipe come to rest), kept while the viewer is
  // closed: closed mid-glide, the strip stops on a picture it was only passing (issue 48 item 2).
  const asked = useRef(-1);
  // A step sends the strip at once, in the tap or key: were it sent after the paint, the glide before
  // it could come to rest in between and report its own picture over the step.
  const go = (step: number) => {
    const next = wrapIndex(Math.max(0, latest.current.index), step, count);
    latest.current.index = next;
    asked.current = next;
    follow.current?.glide(next);
    onIndexChange(next);
  };
  // In the commit, not after the paint: the islands' Preact runs effects a frame later than React,
  // and a key pressed within that frame must step from this picture (docs/decisions/0667).
  const latest = useRef({ go, onIndexChange, index });
  useLayoutEffect(() => {
    latest.current = { go, onIndexChange, index };
    if (index >= 0) asked.current = index;
  });

  useLayoutEffect(() => {
    const followed = followStrip(strip.current!, (slide) => latest.current.onIndexChange(slide));
    follow.current = followed;
    return () => followed.stop();
  }, []);
  // The strip follows the index: at once when the viewer opens, smoothly after (unless the visitor
  // asked for less motion). After the paint, once the dialog has opened (its own effect): a strip
  // not yet shown has no width to scroll by.
  const previous = useRef(index);
  useEffect(() => {
    const from = previous.current;
    previous.current = index;
    if (index < 0) return;
    if (from < 0) follow.current!.jump(index);
    else follow.current!.glide(index);
  }, [index]);

  useEffect(() => {
    const node = strip.current!;
    const dialog = node.closest("dialog")!;
    // Left and Right anywhere in the viewer; a tap on the dark space around a picture closes it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (count < 2 || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
      event.preventDefault();
      latest.current.go(event.key === "ArrowLeft" ? -1 : 1);
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof HTMLLIElement && node.contains(event.target)) dialog.close();
    };
    dialog.addEventListener("keydown", onKeyDown);
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("keydown", onKeyDown);
      dialog.removeEventListener("click", onClick);
    };
  }, [count]);

  const arrow =
    "absolute top-1/2 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink/10 text-2xl text-ink hover:bg-ink/20";
  return (
    <Dialog
      open={index >= 0}
      // Opened by the browser (the trigger): the picture last asked for, or before any (perhaps before
      // hydration) the one on screen. Opened by script at a picture: the browser says so a task later,
      // perhaps after a step.
      onOpenChange={(open) =>
        !open ? onClose() : latest.current.index < 0 && onIndexChange(asked.current >= 0 ? asked.current : shown())
      }
      title={t.title}
      hideTitle
      size="screen"
      trigger={trigger}
    >
      <div className="relative h-full">
        {/* A focusable region, so the keyboard scrolls the strip too, before any script has run. */}
        <div
          ref={strip}
          role="region"
          aria-label={t.images}
          tabIndex={0}
          className="h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] motion-safe:scroll-smooth"
        >
          <ul className="flex h-full">
            {(opened ? pictures : []).map((picture, position) => (
              <li
                key={picture.image + position}
                aria-label={t.position(position + 1, count)}
                aria-current={position === index ? "true" : undefined}
                className="flex h-full w-full shrink-0 snap-center items-center justify-center px-4 py-16"
              >
                <ArtImage
                  art={picture.image}
                  alt={picture.alt}
                  className="contents"
                  imgClassName="max-h-full max-w-full object-contain"
                />
              </li>
            ))}
          </ul>
        </div>
        <p aria-hidden="true" className="absolute left-4 top-6 text-sm font-semibold text-ink">
          {Math.max(0, index) + 1} / {count}
        </p>
        {count > 1 ? (
          <>
            <button type="button" aria-label="Previous image" onClick={() => go(-1)} className={`${arrow} left-3`}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" aria-label="Next image" onClick={() => go(1)} className={`${arrow} right-3`}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
