import { useState, type KeyboardEvent } from "react";
import type { FreeTimesAnswer } from "../../../server/domain/booking/tour-paths";
import { tourDayLabel } from "../../../server/domain/booking/tour-words";
import { bilingual, type Locale } from "~/lib/i18n/locale";
import { WeekdayHead } from "~/components/calendar/WeekdayHead";
import { monthGridWords, weeksOf } from "~/lib/month-grid";

// The tour form's month (issue 46, decision 1146): the days of one Frankfurt month, Monday first, a
// day with free times a button that chooses it, a day without any shown struck through and disabled.
// Its look is the public availability calendar's (app.css, .availability-month): free as free, a day
// without free times as booked. One day button is in the tab order; the arrow keys move between the
// free days.

const words = bilingual({
  en: {
    calendar: "Free tour times by day",
    previous: "Previous month",
    next: "Next month",
    free: (n: number) => `${n} free ${n === 1 ? "time" : "times"}`,
    none: "no free times",
    key: "Key",
    keyFree: "Free times",
    keyNone: "No free times",
    keyChosen: "Your date",
    failed: "The free times could not be loaded. Please type a date above.",
  },
  de: {
    calendar: "Freie Besichtigungstermine nach Tag",
    previous: "Vorheriger Monat",
    next: "Nächster Monat",
    free: (n: number) => `${n} ${n === 1 ? "freier Termin" : "freie Termine"}`,
    none: "keine freien Termine",
    key: "Legende",
    keyFree: "Freie Termine",
    keyNone: "Keine freien Termine",
    keyChosen: "Ihr Datum",
    failed: "Die freien Termine konnten nicht geladen werden. Bitte geben Sie oben ein Datum ein.",
  },
});

/** The month after (or, with -1, before) a month "YYYY-MM". */
export function monthAfter(month: string, by = 1): string {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, mon - 1 + by, 1)).toISOString().slice(0, 7);
}

function daysOfMonth(month: string): string[] {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  const count = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => `${month}-${String(index + 1).padStart(2, "0")}`);
}

const navClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-line text-xl hover:border-accent aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:border-line";

export function TourMonthCalendar({
  month,
  first,
  last,
  answer,
  chosen,
  locale,
  onMonth,
  onChoose,
}: {
  /** The month shown ("YYYY-MM"). */
  month: string;
  /** The first and last month offered ("YYYY-MM"); `last` unknown until the first answer. */
  first: string;
  last: string | undefined;
  /** The month's free times: undefined while they load, "failed" if they could not be read. */
  answer: FreeTimesAnswer | "failed" | undefined;
  chosen: string;
  locale: Locale;
  onMonth: (month: string) => void;
  onChoose: (day: string) => void;
}) {
  const t = words[locale];
  const grid = monthGridWords[locale];
  const [focusDay, setFocusDay] = useState<string>();
  const all = daysOfMonth(month);
  const known =
    answer && answer !== "failed"
      ? Object.fromEntries(answer.days.map((entry) => [entry.day, entry.times.length]))
      : undefined;
  const isFree = (day: string) => Boolean(known?.[day]);
  const free = all.filter(isFree);
  // The one day button in the tab order: the last focused, else the chosen day, else the first free.
  const tabDay = [focusDay, chosen].find((day) => day && isFree(day) && day.startsWith(month)) ?? free[0];
  const canGoBack = month > first;
  const canGoOn = last !== undefined && month < last;

  /** The arrow keys move to the next free day that way (a week up or down). */
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = ({ ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 } as Record<string, number>)[event.key];
    const from = event.currentTarget.dataset.day;
    if (!step || !from) return;
    let index = all.indexOf(from) + step;
    while (index >= 0 && index < all.length && !isFree(all[index]!)) index += step;
    const to = all[index];
    if (!to) return;
    event.preventDefault();
    event.currentTarget.closest("table")?.querySelector<HTMLButtonElement>(`[data-day="${to}"]`)?.focus();
  }

  return (
    <div role="group" aria-label={t.calendar} className="w-full max-w-xs space-y-2">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label={t.previous}
          aria-disabled={!canGoBack || undefined}
          onClick={() => canGoBack && onMonth(monthAfter(month, -1))}
          className={navClass}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p id="tour-month-name" aria-live="polite" className="font-semibold">
          {grid.monthName.format(new Date(`${month}-01T12:00:00Z`))}
        </p>
        <button
          type="button"
          aria-label={t.next}
          aria-disabled={!canGoOn || undefined}
          onClick={() => canGoOn && onMonth(monthAfter(month))}
          className={navClass}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {answer === "failed" ? (
        <p className="text-sm text-ink-muted">{t.failed}</p>
      ) : (
        <table
          aria-labelledby="tour-month-name"
          aria-busy={!known || undefined}
          className="availability-month w-full table-fixed border-separate border-spacing-0.5"
        >
          <WeekdayHead weekdays={grid.weekdays} />
          <tbody>
            {weeksOf(all.map((day) => ({ day }))).map((week, row) => (
              <tr key={row}>
                {week.map((cell, column) => {
                  if (!cell) return <td key={`blank-${column}`} />;
                  const { day } = cell;
                  const number = Number(day.slice(8));
                  if (!known)
                    return (
                      <td key={day}>
                        <span className="min-w-0">{number}</span>
                      </td>
                    );
                  const times = known[day] ?? 0;
                  return (
                    <td key={day}>
                      <button
                        type="button"
                        data-day={day}
                        data-state={times ? "free" : "booked"}
                        disabled={!times}
                        tabIndex={day === tabDay ? 0 : -1}
                        aria-label={`${tourDayLabel(day, locale)}, ${times ? t.free(times) : t.none}`}
                        aria-pressed={times ? day === chosen : undefined}
                        onFocus={() => setFocusDay(day)}
                        onKeyDown={onKeyDown}
                        onClick={() => onChoose(day)}
                        className="w-full min-w-0 aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:font-semibold aria-pressed:text-canvas"
                      >
                        {number}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ul aria-label={t.key} className="availability-key flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" data-state="free" />
          {t.keyFree}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" data-state="booked" />
          {t.keyNone}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-5 rounded-md bg-accent" />
          {t.keyChosen}
        </li>
      </ul>
    </div>
  );
}
