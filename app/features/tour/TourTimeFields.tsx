import { useEffect, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from "react";
import { SelectField, TextField, useTypedValue } from "../form-kit/fields";
import { FREE_TIMES_PATH, type FreeTimesAnswer } from "../../../server/domain/booking/tour-paths";
import { frankfurtDay } from "../../../server/domain/company/venue-time";
import { tourDayLabel, tourTimeLabel } from "../../../server/domain/booking/tour-words";
import { bilingual, useLocale, type Locale } from "~/lib/i18n/locale";
import { monthAfter, TourMonthCalendar } from "./TourMonthCalendar";

// The tour form's date and time (issue 46, decisions 1128 and 1146). Without JavaScript: a date and a
// time field, and the server answers a time that is not free with the day's free times. With it: once
// the visitor reaches the date, a month calendar under the row marks the days with and without free
// times (TourMonthCalendar.tsx; a free day chosen there fills the date field); the free times of the
// chosen day are fetched (/book-tour/free-times) and the time field offers only those; a day without
// any says so, points to the next free day, and keeps a free time field for a request by arrangement
// (a weekend, an evening), which the team confirms.

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
  },
});

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

type Answer = FreeTimesAnswer | "failed";

async function fetchMonth(month: string): Promise<Answer> {
  try {
    const response = await fetch(`${FREE_TIMES_PATH}?month=${month}`, { headers: { Accept: "application/json" } });
    return response.ok ? ((await response.json()) as FreeTimesAnswer) : "failed";
  } catch {
    return "failed";
  }
}

/**
 * Fetches the free times of the months wanted, each once per round (again when `round` changes); an
 * answer of an earlier round that arrives late does not replace a newer one.
 */
function useMonths(
  wanted: (string | undefined)[],
  round: number,
  setMonths: Dispatch<SetStateAction<Record<string, Answer>>>,
) {
  const asked = useRef<Record<string, number>>({});
  const key = [...new Set(wanted.filter(Boolean))].join(",");
  useEffect(() => {
    for (const month of key ? key.split(",") : []) {
      if (asked.current[month] === round) continue;
      asked.current[month] = round;
      void fetchMonth(month).then((answer) => {
        if (asked.current[month] === round) setMonths((known) => ({ ...known, [month]: answer }));
      });
    }
  }, [key, round, setMonths]);
}

const daysOf = (...answers: (Answer | undefined)[]) =>
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
  // The month the calendar shows, set when the visitor first reaches the date (no request before).
  const [view, setView] = useState<string>();
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
  const [months, setMonths] = useState<Record<string, Answer>>({});
  const answer = month ? months[month] : undefined;
  const times = answer && answer !== "failed" ? answer.days.find((entry) => entry.day === date)?.times : undefined;
  // A day without free times points to the next one: the next month is read too.
  const following = month && answer && answer !== "failed" && times?.length === 0 ? monthAfter(month) : undefined;
  const [firstMonth] = useState(() => frankfurtDay().slice(0, 7));
  const lastDay = Object.values(months).find((entry) => entry !== "failed")?.lastDay;
  const lastMonth = lastDay && lastDay.slice(0, 7) > firstMonth ? lastDay.slice(0, 7) : firstMonth;
  /** A month the calendar may show: not before this one, not beyond the weeks offered (once known). */
  const within = (wanted: string) =>
    wanted < firstMonth ? firstMonth : lastDay && wanted > lastMonth ? lastMonth : wanted;
  const shown = view && within(view);
  useMonths([month, following, shown], round, setMonths);

  const nextFree = daysOf(answer, following ? months[following] : undefined).find(
    (entry) => entry.day > date && entry.times.length,
  );

  function choose(day: string) {
    const input = dateInput();
    if (input) input.value = day;
    setDate(day);
    setView(day.slice(0, 7));
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
            onFocus={() => setView((known) => known ?? (month && month > firstMonth ? month : firstMonth))}
            onInput={(event) => {
              const typed = (event.target as HTMLInputElement).value;
              setDate(typed);
              if (isDay(typed)) setView(typed.slice(0, 7));
            }}
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
      {shown ? (
        <TourMonthCalendar
          month={shown}
          first={firstMonth}
          last={lastDay && lastMonth}
          answer={months[shown]}
          chosen={date}
          locale={locale}
          onMonth={setView}
          onChoose={choose}
        />
      ) : null}
    </div>
  );
}
