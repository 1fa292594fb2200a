import { useEffect, useRef, useState } from "react";
import { SelectField, TextField, useTypedValue } from "../form-kit/fields";
import { FREE_TIMES_PATH, type FreeTimesAnswer } from "../../../server/domain/booking/tour-paths";

// The tour form's date and time (issue 46). Without JavaScript: a date and a time field, and the
// server answers a time that is not free with the day's free times. With it: the free times of the
// chosen day are fetched (/book-tour/free-times) and the time field offers only those; a day
// without any says so, points to the next free day, and keeps a free time field for a request by
// arrangement (a weekend, an evening), which the team confirms.

const dayLabel = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" });
const labelOf = (day: string) => dayLabel.format(new Date(`${day}T12:00:00Z`));
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

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

export function TourTimeFields({ errors }: { errors: Record<string, string | undefined> }) {
  const dateBox = useRef<HTMLDivElement>(null);
  const dateInput = () => dateBox.current?.querySelector<HTMLInputElement>("input[name=preferred_date]") ?? null;
  // The date kept from a refused plain post, else none yet.
  const [date, setDate] = useState(useTypedValue("preferred_date") ?? "");
  const [months, setMonths] = useState<Months>({});
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
  useEffect(() => {
    if (!month) return;
    let current = true;
    void fetchMonth(month).then((answer) => {
      if (current) setMonths((known) => ({ ...known, [month]: answer }));
    });
    return () => {
      current = false;
    };
  }, [month, round]);

  const answer = month ? months[month] : undefined;
  const times = answer && answer !== "failed" ? answer.days.find((entry) => entry.day === date)?.times : undefined;

  // The next day with free times after a day without: this month's, else the next month's (fetched).
  const following = month && answer && answer !== "failed" && times?.length === 0 ? nextMonth(month) : undefined;
  useEffect(() => {
    if (!following) return;
    let current = true;
    void fetchMonth(following).then((found) => {
      if (current) setMonths((known) => ({ ...known, [following]: found }));
    });
    return () => {
      current = false;
    };
  }, [following]);
  const nextFree = [answer, following ? months[following] : undefined]
    .flatMap((known) => (known && known !== "failed" ? known.days : []))
    .find((entry) => entry.day > date && entry.times.length);

  function choose(day: string) {
    const input = dateInput();
    if (input) input.value = day;
    setDate(day);
  }

  const noneHint =
    times?.length === 0 ? (
      <>
        No free tour times on {labelOf(date)}. Send us your preferred time and we arrange the tour with you
        {nextFree ? (
          <>
            , or{" "}
            <button
              type="button"
              onClick={() => choose(nextFree.day)}
              className="font-semibold text-accent underline underline-offset-4"
            >
              choose {labelOf(nextFree.day)}
            </button>
            , the next day with free times.
          </>
        ) : (
          "."
        )}
      </>
    ) : undefined;

  return (
    <>
      <div ref={dateBox}>
        <TextField
          label="Preferred date"
          name="preferred_date"
          type="date"
          required
          onInput={(event) => setDate((event.target as HTMLInputElement).value)}
          error={errors.preferred_date}
          hint={noneHint}
        />
      </div>
      {times && times.length > 0 ? (
        <SelectField
          key={date}
          label="Preferred time"
          name="preferred_time"
          required
          placeholder="Choose a free time"
          options={times.map((time) => ({ value: time, label: time }))}
          hint={`${times.length} free ${times.length === 1 ? "time" : "times"}`}
          error={errors.preferred_time}
        />
      ) : (
        <TextField label="Preferred time" name="preferred_time" type="time" required error={errors.preferred_time} />
      )}
    </>
  );
}
