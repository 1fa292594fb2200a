import { Link } from "react-router";
import { signedInStaff } from "~/features/staff/guard.server";
import { formatBerlin, staffMeta } from "~/features/staff/ui";
import { dayLabel, frankfurtDay } from "../../server/domain/company/venue-time";
import { calendarFloors, spacesCalendar } from "../../server/domain/enquiries/spaces-calendar";
import type { Route } from "./+types/staff.spaces";

// The calendar of spaces (issue 47, decision 1139): a month, one row per day and one column per floor,
// each cell naming what holds the floor that day (the booking, the first option and until when, the
// second option), each linked to its enquiry's lead. Read only: options are worked on the lead's page.

export const meta: Route.MetaFunction = () => staffMeta("Spaces");

// Years 2000-2999, as the tours calendar's days.
const MONTH = /^2\d{3}-(0[1-9]|1[0-2])$/;
const monthLabel = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", month: "long", year: "numeric" });
/** The first day of the month `months` after the one starting on `first` (YYYY-MM-01). */
const shiftMonth = (first: string, months: number) => {
  const date = new Date(`${first}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months, 1);
  return date.toISOString().slice(0, 10);
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = signedInStaff(context);
  const asked = new URL(request.url).searchParams.get("month");
  const month = asked && MONTH.test(asked) ? asked : frankfurtDay().slice(0, 7);
  const from = `${month}-01`;
  const to = shiftMonth(from, 1);
  const days = await spacesCalendar(db, { from, to });
  const entry = (hold: {
    leadId: number | null;
    name: string;
    company: string | null;
    guests: number;
    space: string;
    until: Date | null;
  }) => ({
    leadId: hold.leadId,
    name: hold.name,
    company: hold.company,
    // What a title tells on hover: the space enquired for and its guests.
    detail: `${hold.space}, ${hold.guests} ${hold.guests === 1 ? "guest" : "guests"}`,
    until: hold.until?.toISOString() ?? null,
  });
  return {
    title: monthLabel.format(new Date(`${from}T12:00:00Z`)),
    links: { previous: `?month=${shiftMonth(from, -1).slice(0, 7)}`, next: `?month=${to.slice(0, 7)}` },
    today: frankfurtDay(),
    floors: calendarFloors.map(({ floor, name }) => ({ floor, name })),
    days: days.map(({ day, cells }) => ({
      day,
      label: dayLabel(day, "short"),
      weekend: [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()),
      cells: cells.map((cell) => ({
        bookings: cell.bookings.map(entry),
        first: cell.first ? entry(cell.first) : null,
        second: cell.second ? entry(cell.second) : null,
      })),
    })),
  };
}

type Entry = {
  leadId: number | null;
  name: string;
  company: string | null;
  detail: string;
  until: string | null;
};

const linkClass = "font-semibold underline-offset-4 hover:underline";

/** A label and the enquiry's name, linked to its lead. */
function Hold({ label, entry, tone }: { label: string; entry: Entry; tone: string }) {
  const who = entry.company ? `${entry.name} (${entry.company})` : entry.name;
  return (
    <li className={`rounded-md border px-2 py-1 ${tone}`} title={entry.detail}>
      <span className="block text-xs font-medium text-ink-muted">{label}:</span>{" "}
      {entry.leadId === null ? (
        <span className="font-semibold">{who}</span>
      ) : (
        <Link to={`/staff/leads/${entry.leadId}`} className={linkClass}>
          {who}
        </Link>
      )}
    </li>
  );
}

export default function Spaces({ loaderData }: Route.ComponentProps) {
  const { title, links, today, floors, days } = loaderData;
  const navLink = "rounded-full border border-line px-3 py-1 font-medium hover:border-accent";
  return (
    <div className="min-w-0 space-y-6">
      <div>
        <h1 className="text-3xl font-semibold">Spaces</h1>
        <p className="mt-1 text-ink-muted">
          {title} · bookings and options per floor · Frankfurt time. Open a name to work its enquiry.
        </p>
        <nav aria-label="Months" className="mt-3 flex flex-wrap gap-2 text-sm">
          <Link to={links.previous} className={navLink}>
            Previous month
          </Link>
          <Link to="/staff/spaces" className={navLink}>
            This month
          </Link>
          <Link to={links.next} className={navLink}>
            Next month
          </Link>
        </nav>
      </div>

      <div
        role="region"
        aria-labelledby="spaces-caption"
        tabIndex={0}
        className="overflow-x-auto rounded-card border border-line bg-surface"
      >
        <table className="w-full min-w-[36rem] table-fixed text-left text-sm">
          <caption id="spaces-caption" className="sr-only">
            {`Spaces in ${title}: bookings and options per day and floor`}
          </caption>
          <colgroup>
            <col className="w-28" />
            {floors.map((floor) => (
              <col key={floor.floor} />
            ))}
          </colgroup>
          <thead className="bg-surface-raised text-ink-muted">
            <tr>
              <th scope="col" className="sticky left-0 z-10 bg-surface-raised px-3 py-3 font-semibold">
                Day
              </th>
              {floors.map((floor) => (
                <th key={floor.floor} scope="col" className="px-3 py-3 font-semibold">
                  {floor.name} <span className="font-normal">(floor {floor.floor})</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr
                key={day.day}
                id={`day-${day.day}`}
                aria-current={day.day === today ? "date" : undefined}
                className={`border-t border-line align-top ${day.weekend ? "bg-surface-raised" : ""} ${
                  day.day === today ? "outline outline-2 -outline-offset-2 outline-accent" : ""
                }`}
              >
                <th
                  scope="row"
                  className={`sticky left-0 z-10 whitespace-nowrap px-3 py-2 font-semibold ${
                    day.weekend ? "bg-surface-raised" : "bg-surface"
                  }`}
                >
                  <time dateTime={day.day}>{day.label}</time>
                </th>
                {day.cells.map((cell, index) => {
                  const free = !cell.bookings.length && !cell.first && !cell.second;
                  return (
                    <td key={floors[index]!.floor} className="px-3 py-2 [overflow-wrap:anywhere]">
                      {free ? (
                        <span className="text-ink-muted">Free</span>
                      ) : (
                        <ul className="space-y-1">
                          {cell.bookings.map((booking, n) => (
                            <Hold key={n} label="Booked" entry={booking} tone="border-success/60 bg-success/10" />
                          ))}
                          {cell.first ? (
                            <Hold
                              label={
                                cell.first.until ? `1st option until ${formatBerlin(cell.first.until)}` : "1st option"
                              }
                              entry={cell.first}
                              tone="border-glow/60 bg-glow/10"
                            />
                          ) : null}
                          {cell.second ? (
                            <Hold label="2nd option" entry={cell.second} tone="border-line bg-canvas" />
                          ) : null}
                        </ul>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
