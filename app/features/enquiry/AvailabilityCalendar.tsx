import type { CalendarDay } from "../../../server/domain/enquiries/availability";
import { bilingual, useLocale } from "~/lib/i18n/locale";
import { WeekdayHead } from "~/components/calendar/WeekdayHead";
import { monthGridWords, weeksOf } from "~/lib/month-grid";

// The public availability of one space (issue 47, decision 1143): twelve months, each day free, on
// option or booked, never whose. Rendered on the server only: a free or optioned day is a link that
// fills the enquiry form's first date, a space is a link that shows its calendar; no JavaScript.

interface AvailabilityCalendarProps {
  space: { id: string; name: string };
  spaces: { id: string; name: string }[];
  months: { month: string; days: CalendarDay[] }[];
}

const words = bilingual({
  en: {
    states: { free: "free", option: "on option", booked: "booked" },
    heading: "Availability",
    intro:
      "Choose a free day to enquire for it. A day on option can still be enquired: you take the second option and move up if the first is released. The calendar shows how a day is held, never by whom.",
    calendars: "Calendars",
    key: "Key",
  },
  de: {
    states: { free: "frei", option: "optioniert", booked: "gebucht" },
    heading: "Verfügbarkeit",
    intro:
      "Wählen Sie einen freien Tag, um ihn anzufragen. Auch ein optionierter Tag lässt sich anfragen: Sie erhalten die 2. Option und rücken nach, wenn die 1. Option freigegeben wird. Der Kalender zeigt, wie ein Tag belegt ist, nie durch wen.",
    calendars: "Kalender",
    key: "Legende",
  },
});

type StateWords = (typeof words)["en"]["states"];

/** A day: its look comes from its state (app.css, .availability-month), its words are there for everyone. */
function Day({ day, spaceId, stateWords }: { day: CalendarDay; spaceId: string; stateWords: StateWords }) {
  const number = Number(day.day.slice(8));
  if (!day.enquirable) return <span>{number}</span>;
  if (day.state === "booked")
    return (
      <span data-state="booked">
        {number}
        <span className="sr-only"> {stateWords.booked}</span>
      </span>
    );
  return (
    <a href={`?space=${spaceId}&date=${day.day}#enquiry-form-heading`} data-state={day.state}>
      {number}
      <span className="sr-only"> {stateWords[day.state]}</span>
    </a>
  );
}

export function AvailabilityCalendar({ space, spaces, months }: AvailabilityCalendarProps) {
  const locale = useLocale();
  const t = words[locale];
  const grid = monthGridWords[locale];
  const stateWords = t.states;
  return (
    <section aria-labelledby="availability" className="container-page scroll-mt-24 pb-24">
      <h2 id="availability" className="text-3xl font-semibold">
        {t.heading}: {space.name}
      </h2>
      <p className="mt-2 max-w-3xl text-ink-muted">{t.intro}</p>
      <nav aria-label={t.calendars} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {spaces.map((one) => (
            <li key={one.id}>
              <a
                href={`?space=${one.id}#availability`}
                aria-current={one.id === space.id ? "true" : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm aria-[current]:border-accent aria-[current]:bg-accent/15 aria-[current]:font-semibold"
              >
                {one.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ul aria-label={t.key} className="availability-key mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {(["free", "option", "booked"] as const).map((state) => (
          <li key={state} className="flex items-center gap-2">
            <span aria-hidden="true" data-state={state} />
            {stateWords[state].charAt(0).toUpperCase() + stateWords[state].slice(1)}
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {months.map(({ month, days }) => (
          <table key={month} className="availability-month w-full max-w-xs self-start border-separate border-spacing-1">
            <caption className="pb-2 text-left font-semibold">
              {grid.monthName.format(new Date(`${month}-01T12:00:00Z`))}
            </caption>
            <WeekdayHead weekdays={grid.weekdays} />
            <tbody>
              {weeksOf(days).map((week, index) => (
                <tr key={index}>
                  {week.map((day, column) => (
                    <td key={day?.day ?? `blank-${column}`}>
                      {day ? <Day day={day} spaceId={space.id} stateWords={stateWords} /> : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}
