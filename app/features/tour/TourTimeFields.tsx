import { useEffect, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from "react";
import { SelectField, TextField, useTypedValue } from "../form-kit/fields";
import { FREE_TIMES_PATH, type FreeTimesAnswer } from "../../../server/domain/booking/tour-paths";
import { frankfurtDay } from "../../../server/domain/company/venue-time";
import { tourDayLabel, tourTimeLabel } from "../../../server/domain/booking/tour-words";
import { bilingual, useLocale, type Locale } from "~/lib/i18n/locale";

// The tour form's date and time (issue 46, decision 1128). Without JavaScript: a date and a time
// field, and the server answers a time that is not free with the day's free times. With it: once the
// visitor reaches the date, the next days with free times are offered as shortcuts under the row;
// the free times of the chosen day are fetched (/book-tour/free-times) and the time field offers only
// those; a day without any says so, points to the next free day, and keeps a free time field for a
// request by arrangement (a weekend, an evening), which the team confirms.

const words = bilingual({
  en: {
    noneOn: (day: string) =>
      `No free tour times on ${day}. Send us your preferred time and we arrange the tour with you`,
    or: "or",
    choose: (day: string) => `choose ${day}`,
    nextDay: ", the next day with free times.",
    date: "Preferred date",
    time: "Preferred time",
    chooseTime: "Choose a time",
    free: (n: number) => `${n} free ${n === 1 ? "time" : "times"}`,
    nextDays: "Next free days:",
  },
  de: {
    noneOn: (day: string) =>
      `Am ${day} sind keine Besichtigungstermine frei. Nennen Sie uns Ihre Wunschzeit, wir vereinbaren die Besichtigung dann mit Ihnen`,
    or: "oder",
    choose: (day: string) => `wählen Sie ${day}`,
    nextDay: ", den nächsten Tag mit freien Terminen.",
    date: "Wunschdatum",
    time: "Wunschzeit",
    chooseTime: "Uhrzeit wählen",
    free: (n: number) => `${n} ${n === 1 ? "freier Termin" : "freie Termine"}`,
    nextDays: "Nächste freie Tage:",
  },
});

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
/** Days offered as shortcuts once the visitor reaches the date. */
const SHORTCUT_DAYS = 5;

function nextMonth(month: string): string {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, mon, 1)).toISOString().slice(0, 7);
}

type Months = Record<string, FreeTimesAnswer | "failed">;

async function fetchMonth(month: string): Promise<FreeTimesAnswer | "failed"> {
  try {
    const response = await fetch(`${FREE_TIMES_PATH}?month=${month}`, { headers: { Accept: "application/json" } });
    return response.ok ? ((await response.json()) as FreeTimesAnswer) : "failed";
  } catch {
    return "failed";
  }
}

/** Fetches a month's free times while `month` is set (again when `round` changes); a late answer of an old month is kept too. */
function useMonth(month: string | undefined, round: number, setMonths: Dispatch<SetStateAction<Months>>) {
  useEffect(() => {
    if (!month) return;
    let current = true;
    void fetchMonth(month).then((answer) => {
      if (current) setMonths((known) => ({ ...known, [month]: answer }));
    });
    return () => {
      current = false;
    };
  }, [month, round, setMonths]);
}

const daysOf = (...answers: (FreeTimesAnswer | "failed" | undefined)[]) =>
  answers.flatMap((answer) => (answer && answer !== "failed" ? answer.days : []));

export function TourTimeFields({
  errors,
  children,
}: {
  errors: Record<string, string | undefined>;
  /** The fields beside the date and the time in their row (the number of guests). */
  children: ReactNode;
}) {
  const locale: Locale = useLocale();
  const t = words[locale];
  const dateBox = useRef<HTMLDivElement>(null);
  const dateInput = () => dateBox.current?.querySelector<HTMLInputElement>("input[name=preferred_date]") ?? null;
  // The date kept from a refused plain post, else none yet.
  const [date, setDate] = useState(useTypedValue("preferred_date") ?? "");
  const [months, setMonths] = useState<Months>({});
  // Set when the visitor first reaches the date: the shortcuts' months are fetched from then on.
  const [today, setToday] = useState<string>();
  // Bumped when a time was refused as taken: what was free a minute ago is read again.
  const [round, setRound] = useState(0);
  const [seenError, setSeenError] = useState(errors.preferred_time);
  if (errors.preferred_time !== seenError) {
    setSeenError(errors.preferred_time);
    if (errors.preferred_time) setRound(round + 1);
  }

  // The form's reset after a success empties the date.
  useEffect(() => {
    const form = dateInput()?.form;
    const onReset = () => setDate("");
    form?.addEventListener("reset", onReset);
    return () => form?.removeEventListener("reset", onReset);
  }, []);

  const month = isDay(date) ? date.slice(0, 7) : undefined;
  const answer = month ? months[month] : undefined;
  const times = answer && answer !== "failed" ? answer.days.find((entry) => entry.day === date)?.times : undefined;
  // A day without free times points to the next one: the next month is read too.
  const following = month && answer && answer !== "failed" && times?.length === 0 ? nextMonth(month) : undefined;
  const thisMonth = today?.slice(0, 7);
  useMonth(month, round, setMonths);
  useMonth(following, round, setMonths);
  useMonth(thisMonth, round, setMonths);
  useMonth(thisMonth && nextMonth(thisMonth), round, setMonths);

  const nextFree = daysOf(answer, following ? months[following] : undefined).find(
    (entry) => entry.day > date && entry.times.length,
  );
  const shortcuts = thisMonth
    ? daysOf(months[thisMonth], months[nextMonth(thisMonth)])
        .filter((entry) => entry.day > today! && entry.times.length)
        .slice(0, SHORTCUT_DAYS)
    : [];

  function choose(day: string) {
    const input = dateInput();
    if (input) input.value = day;
    setDate(day);
  }

  const noneHint =
    times?.length === 0 ? (
      <>
        {t.noneOn(tourDayLabel(date, locale))}
        {nextFree ? (
          <>
            , {t.or}{" "}
            <button
              type="button"
              onClick={() => choose(nextFree.day)}
              className="font-semibold text-accent underline underline-offset-4"
            >
              {t.choose(tourDayLabel(nextFree.day, locale))}
            </button>
            {t.nextDay}
          </>
        ) : (
          "."
        )}
      </>
    ) : undefined;

  return (
    <div className="space-y-3">
      <div className="grid gap-5 sm:grid-cols-3">
        <div ref={dateBox}>
          <TextField
            label={t.date}
            name="preferred_date"
            type="date"
            required
            onFocus={() => setToday((known) => known ?? frankfurtDay())}
            onInput={(event) => setDate((event.target as HTMLInputElement).value)}
            error={errors.preferred_date}
            hint={noneHint}
          />
        </div>
        {times && times.length > 0 ? (
          <SelectField
            key={date}
            label={t.time}
            name="preferred_time"
            required
            placeholder={t.chooseTime}
            options={times.map((time) => ({ value: time, label: tourTimeLabel(time, locale) }))}
            hint={t.free(times.length)}
            error={errors.preferred_time}
          />
        ) : (
          <TextField label={t.time} name="preferred_time" type="time" required error={errors.preferred_time} />
        )}
        {children}
      </div>
      {shortcuts.length ? (
        <div role="group" aria-labelledby="tour-free-days" className="flex flex-wrap items-center gap-2 text-sm">
          <span id="tour-free-days" className="text-ink-muted">
            {t.nextDays}
          </span>
          {shortcuts.map((entry) => (
            <button
              key={entry.day}
              type="button"
              aria-pressed={entry.day === date}
              onClick={() => choose(entry.day)}
              className="min-h-11 rounded-full border border-line px-3 font-medium hover:border-accent aria-pressed:border-accent aria-pressed:bg-accent/15"
            >
              {tourDayLabel(entry.day, locale, "short")}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
