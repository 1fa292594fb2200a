import { data } from "react-router";
import { database } from "../../server/db/index.ts";
import { freeTimesOfMonth } from "../../server/domain/booking/free-times.ts";
import { lastBookableDay } from "../../server/domain/booking/tour-availability.ts";
import { tourRules } from "../../server/domain/booking/tour-rules.ts";
import { frankfurtDay } from "../../server/domain/company/venue-time.ts";
import type { FreeTimesAnswer } from "../../server/domain/booking/tour-paths.ts";
import type { Route } from "./+types/book-tour.free-times";

// The free tour times of a month for the tour form (`?month=YYYY-MM`): this month and the next few
// only (tours are offered weeks ahead, not years). Never cached: a time taken a second ago is gone.
const MONTHS_AHEAD = 13;

export async function loader({ request }: Route.LoaderArgs) {
  const month = new URL(request.url).searchParams.get("month") ?? "";
  const now = new Date();
  const first = frankfurtDay(now).slice(0, 7);
  const [year, mon] = first.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon - 1 + MONTHS_AHEAD, 1)).toISOString().slice(0, 7);
  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month) || month < first || month > last)
    return data({ error: `Ask for a month from ${first} to ${last}.` }, { status: 400, headers });
  const { db } = await database();
  const rules = await tourRules(db);
  const days = await freeTimesOfMonth(db, month, now, { rules });
  return data(
    {
      month,
      lastDay: lastBookableDay(frankfurtDay(now), rules),
      days: days.map(({ day, times }) => ({ day, times: times.map((time) => time.time) })),
    } satisfies FreeTimesAnswer,
    { headers },
  );
}
