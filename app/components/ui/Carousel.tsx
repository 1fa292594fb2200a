import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { slidesToLoad } from "~/lib/carousel";
import { useReducedMotion } from "~/lib/use-reduced-motion";

type Embla = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

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

/**
 * A carousel on Embla: previous/next wrap around, dots jump, keyboard arrows move. A rotating one
 * pauses while hovered or focused, has a visible pause button, and never rotates under reduced motion.
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
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: 24 });
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

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      const index = embla.selectedScrollSnap();
      setSelected(index);
      onSelect?.(index);
    };
    embla.on("select", update);
    embla.on("reInit", update);
    return () => {
      embla.off("select", update);
      embla.off("reInit", update);
    };
  }, [embla, onSelect]);

  const rotating = Boolean(autoplayMs) && count > 1 && !paused && !hovered && !focused && !reducedMotion;
  useEffect(() => {
    if (!rotating || !embla || !autoplayMs) return;
    const timer = window.setInterval(() => embla.scrollNext(), autoplayMs);
    return () => window.clearInterval(timer);
  }, [rotating, embla, autoplayMs]);

  // A step asked for before Embla has started (a tap while the page hydrates, app/lib/first-tap.tsx) waits
  // for it instead of being dropped.
  const waitingStep = useRef<((api: Embla) => void) | undefined>(undefined);
  const step = useCallback(
    (move: (api: Embla) => void) => {
      if (embla) move(embla);
      else waitingStep.current = move;
    },
    [embla],
  );
  useEffect(() => {
    if (!embla || !waitingStep.current) return;
    waitingStep.current(embla);
    waitingStep.current = undefined;
  }, [embla]);
  const previous = useCallback(() => step((api) => api.scrollPrev()), [step]);
  const next = useCallback(() => step((api) => api.scrollNext()), [step]);

  // Arrow keys step while focus is on one of the carousel's own controls or slides.
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") previous();
      if (event.key === "ArrowRight") next();
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
      {/* relative: the viewport is the containing block of its slides' positioned content (sr-only texts),
          so slides waiting off to the side are clipped before Embla starts, and without JavaScript. */}
      <div ref={viewportRef} className="relative overflow-hidden" aria-live={rotating ? "off" : "polite"}>
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}${slideLabels?.[index] ? `: ${slideLabels[index]}` : ""}`}
              aria-hidden={index !== selected ? true : undefined}
              inert={index !== selected ? true : undefined}
              data-slide-waiting={released.has(index) ? undefined : ""}
              className={`min-w-0 shrink-0 grow-0 basis-full ${slideClassName ?? ""}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="mt-6 flex flex-wrap items-center justify-center gap-4">
          {/* The arrows and dots stay on one line (the dots wrap between the arrows when there are many). */}
          <div className="flex min-w-0 items-center justify-center gap-4">
            <button
              type="button"
              onClick={previous}
              aria-label="Previous slide"
              className="flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface text-ink hover:border-accent"
            >
              <span aria-hidden="true">←</span>
            </button>
            <div className="flex min-w-0 flex-wrap items-center justify-center gap-x-1">
              {slides.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  onClick={() => step((api) => api.scrollTo(index))}
                  aria-label={`Go to slide ${index + 1}${slideLabels?.[index] ? `: ${slideLabels[index]}` : ""}`}
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
              aria-label="Next slide"
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
              {paused ? "Play" : "Pause"}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
