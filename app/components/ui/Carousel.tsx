import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { followStrip, slidesToLoad, stripSlide, wrapIndex } from "~/lib/carousel";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { bilingual, useLocale } from "~/lib/i18n/locale";

interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. "Client testimonials". */
  label: string;
  slides: ReactNode[];
  /** Rotate every N ms (the spec's 4000 or 5000); omit for a carousel that only moves on request. */
  autoplayMs?: number;
  /** Accessible names of each slide for the dots, e.g. the slide titles. */
  slideLabels?: string[];
  className?: string;
  slideClassName?: string;
  /** Called with the selected index whenever it changes. */
  onSelect?: (index: number) => void;
}

const words = bilingual({
  en: {
    slides: "Slides",
    position: (n: number, count: number) => `${n} of ${count}`,
    previous: "Previous slide",
    next: "Next slide",
    goTo: (n: number) => `Go to slide ${n}`,
    play: "Play",
    pause: "Pause",
  },
  de: {
    slides: "Folien",
    position: (n: number, count: number) => `${n} von ${count}`,
    previous: "Vorherige Folie",
    next: "Nächste Folie",
    goTo: (n: number) => `Zu Folie ${n}`,
    play: "Abspielen",
    pause: "Anhalten",
  },
});

/**
 * A carousel on CSS scroll-snap (docs/decisions/0660): the slides are a strip the browser scrolls, so a
 * swipe works from the first byte of HTML. Script adds previous/next that wrap around, dots that jump,
 * keyboard arrows, and rotation: a rotating one rotates only while on screen, pauses while hovered or
 * focused, has a visible pause button, and never rotates under reduced motion.
 */
export function Carousel({
  label,
  slides,
  autoplayMs,
  slideLabels,
  className,
  slideClassName,
  onSelect,
}: CarouselProps) {
  const t = words[useLocale()];
  const strip = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  // Pictures of slides not yet shown or next in line wait (see [data-slide-waiting] in app.css):
  // the server's HTML releases the first slide only; each step releases the next one, and the
  // previous one too once the visitor reaches for the carousel (slidesToLoad).
  const [released, setReleased] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [visitorNear, setVisitorNear] = useState(false);
  // Released while rendering the step that needs them (a set that only grows), not in an effect after it.
  const newlyWanted = slidesToLoad(selected, count, visitorNear).filter((index) => !released.has(index));
  if (newlyWanted.length) setReleased(new Set([...released, ...newlyWanted]));

  const latest = useRef({ onSelect, selected });
  // In the commit, not after the paint: the islands' Preact runs effects a frame later than React,
  // and a second tap within that frame must see this render (docs/decisions/0667).
  useLayoutEffect(() => {
    latest.current = { onSelect, selected };
  });
  const select = useCallback((index: number) => {
    if (index === latest.current.selected) return;
    latest.current.selected = index;
    setSelected(index);
    latest.current.onSelect?.(index);
  }, []);

  // A swipe selects the slide it settles on; a step's glide cut short on the way carries on
  // (followStrip). In the commit: a tap kept during loading (0656) is pressed right after it.
  const follow = useRef<ReturnType<typeof followStrip>>(null);
  useLayoutEffect(() => {
    const followed = followStrip(strip.current!, select);
    follow.current = followed;
    return () => followed.stop();
  }, [select]);
  // A swipe made before the page hydrated. After the paint: reading the strip then lays nothing out.
  useEffect(() => {
    const node = strip.current!;
    if (stripSlide(node) !== 0) select(stripSlide(node));
  }, [select]);

  // A step: the strip glides there (jumps under reduced motion), and the slide counts as shown at once.
  const goTo = useCallback(
    (index: number) => {
      select(index);
      follow.current!.glide(index, reducedMotion ? "instant" : "smooth");
    },
    [reducedMotion, select],
  );
  const previous = useCallback(() => goTo(wrapIndex(latest.current.selected, -1, count)), [goTo, count]);
  const next = useCallback(() => goTo(wrapIndex(latest.current.selected, 1, count)), [goTo, count]);

  // A rotating carousel rotates only while some of it is on screen: off screen, nobody sees it, and each
  // step would still cost a phone a render, a style pass and a picture.
  const sectionRef = useRef<HTMLElement>(null);
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    if (!autoplayMs) return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.at(-1)?.isIntersecting === true));
    observer.observe(sectionRef.current!);
    return () => observer.disconnect();
  }, [autoplayMs]);

  const rotating = Boolean(autoplayMs) && count > 1 && onScreen && !paused && !hovered && !focused && !reducedMotion;
  useEffect(() => {
    if (!rotating || !autoplayMs) return;
    const timer = window.setInterval(next, autoplayMs);
    return () => window.clearInterval(timer);
  }, [rotating, next, autoplayMs]);

  // Arrow keys step while focus is on one of the carousel's own controls or slides.
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      // The strip itself would scroll by the key too: one step, not two.
      event.preventDefault();
      if (event.key === "ArrowLeft") previous();
      else next();
    };
    section.addEventListener("keydown", onKeyDown);
    return () => section.removeEventListener("keydown", onKeyDown);
  }, [previous, next]);

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative ${className ?? ""}`}
      onMouseEnter={() => {
        setHovered(true);
        setVisitorNear(true);
      }}
      onPointerDown={() => setVisitorNear(true)}
      onMouseLeave={() => setHovered(false)}
      onFocusCapture={() => {
        setFocused(true);
        setVisitorNear(true);
      }}
      onBlurCapture={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* relative: the strip is the containing block of its slides' positioned content (sr-only texts). */}
      <div
        ref={strip}
        role="group"
        aria-label={t.slides}
        // Focusable: the keyboard's arrows step through the slides from here too.
        tabIndex={0}
        className="relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] motion-safe:scroll-smooth"
        aria-live={rotating ? "off" : "polite"}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${t.position(index + 1, count)}${slideLabels?.[index] ? `: ${slideLabels[index]}` : ""}`}
            aria-hidden={index !== selected ? true : undefined}
            inert={index !== selected ? true : undefined}
            data-slide-waiting={released.has(index) ? undefined : ""}
            className={`min-w-0 shrink-0 grow-0 basis-full snap-start ${slideClassName ?? ""}`}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="mt-6 flex flex-wrap items-center justify-center gap-4">
          {/* The arrows and dots stay on one line (the dots wrap between the arrows when there are many). */}
          <div className="flex min-w-0 items-center justify-center gap-4">
            <button
              type="button"
              onClick={previous}
              aria-label={t.previous}
              className="flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface text-ink hover:border-accent"
            >
              <span aria-hidden="true">←</span>
            </button>
            <div className="flex min-w-0 flex-wrap items-center justify-center gap-x-1">
              {slides.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  onClick={() => goTo(index)}
                  aria-label={`${t.goTo(index + 1)}${slideLabels?.[index] ? `: ${slideLabels[index]}` : ""}`}
                  aria-current={index === selected ? "true" : undefined}
                  className="flex h-11 w-7 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2 rounded-full transition-all ${index === selected ? "w-6 bg-accent" : "w-2 bg-ink/40"}`}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={next}
              aria-label={t.next}
              className="flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface text-ink hover:border-accent"
            >
              <span aria-hidden="true">→</span>
            </button>
          </div>
          {autoplayMs && !reducedMotion ? (
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              aria-pressed={paused}
              className="min-h-11 rounded-full border border-line px-4 text-sm font-semibold text-ink hover:border-accent"
            >
              {paused ? t.play : t.pause}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
