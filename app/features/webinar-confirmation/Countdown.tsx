import { useLayoutEffect, useState } from "react";
import { pad2, remaining, type Remaining } from "~/lib/countdown";
import { bilingual, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: {
    units: { days: "Days", hours: "Hours", minutes: "Minutes", seconds: "Seconds" },
    timer: "Time until the webinar starts",
    started: "The webinar has started: enter the live room now.",
    held: (date: string) => `This webinar took place on ${date}.`,
  },
  de: {
    units: { days: "Tage", hours: "Stunden", minutes: "Minuten", seconds: "Sekunden" },
    timer: "Zeit bis zum Beginn des Webinars",
    started: "Das Webinar hat begonnen: Betreten Sie jetzt den Live-Raum.",
    held: (date: string) => `Dieses Webinar hat am ${date} stattgefunden.`,
  },
});

const units = ["days", "hours", "minutes", "seconds"] as const;

const COUNTDOWN_TICK_MS = 1000;

interface CountdownProps {
  /** ISO instant the countdown runs to. */
  start: string;
  /** ISO instant the event ends (words the state after zero). */
  end: string;
  /** "18.07.2025" / "18 July 2025": named once the event is over. */
  dateText: string;
}

/**
 * Days, hours, minutes and seconds to the start, ticking every second. The server's HTML shows
 * "--" (it cannot know the visitor's clock); a layout effect fills in the real values before the
 * first paint after hydration. At zero it stops and holds.
 */
export function Countdown({ start, end, dateText }: CountdownProps) {
  const [left, setLeft] = useState<Remaining | null>(null);
  const [now, setNow] = useState(0);
  const t = words[useLocale()];

  useLayoutEffect(() => {
    const target = Date.parse(start);
    const update = () => {
      const time = Date.now();
      const next = remaining(target, time);
      setLeft(next);
      setNow(time);
      return next;
    };
    if (update().done) return;
    const timer = window.setInterval(() => {
      if (update().done) window.clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [start]);

  const status = !left?.done ? "" : now < Date.parse(end) ? t.started : t.held(dateText);

  return (
    <div>
      <div role="timer" aria-label={t.timer} className="grid grid-cols-4 gap-2 sm:gap-4">
        {units.map((unit) => (
          <div key={unit} className="rounded-card border border-line bg-surface-raised px-2 py-4 text-center sm:py-6">
            <span
              data-unit={unit}
              className="block font-display text-4xl font-semibold tabular-nums text-ink sm:text-6xl"
            >
              {left ? pad2(left[unit]) : "--"}
            </span>
            <span className="mt-1 block text-[0.6875rem] font-medium uppercase tracking-wide text-ink-muted sm:text-sm sm:tracking-wider">
              {t.units[unit]}
            </span>
          </div>
        ))}
      </div>
      <p className="mt-4 min-h-12 text-center text-ink-muted sm:min-h-6" data-testid="countdown-status">
        {status}
      </p>
    </div>
  );
}
