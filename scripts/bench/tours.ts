// Free tour times of a month with 10,000 tours held (issue 46): holds them in its own database
// (tour_slots under its exclusion constraint: five guides, six tours each a working day, 90 minutes
// apart, over 16 months), then times freeTimesOfMonth, as the booking page will ask it, for the busiest month.
// Writes the figures into BENCHMARKS.md (section 'Free tour times') and fails above 50 ms (median).
//   npm run bench:tours   (BENCH_TOURS_DATABASE_URL, else a local database spark_bench_tours)

import { execSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { timeRuns, writeBenchSection } from "./measure.ts";
import { openDatabase } from "../../server/db/client.ts";
import { tourBookings, tourSlots } from "../../server/db/schema.ts";
import { instantFromZonedLocal, VENUE_TIME_ZONE } from "../../server/domain/company/venue-time.ts";
import { freeTimesOfMonth } from "../../server/domain/booking/free-times.ts";
import { defaultTourRules } from "../../server/domain/booking/tour-availability.ts";
import { saveTourRules } from "../../server/domain/booking/tour-rules.ts";

const TOURS = 10_000;
const GUIDES = 5;
const RUNS = 25;
const BAR_MS = 50;
const MONTH = "2031-03";
const now = new Date("2031-02-14T10:00:00Z");

const url =
  process.env.BENCH_TOURS_DATABASE_URL ??
  execSync("bash scripts/ensure-postgres.sh spark_bench_tours").toString().trim();
const handle = await openDatabase({ url, dataDir: ":memory:", poolSize: 4 });
const { db } = handle;

await db.execute(sql`truncate tour_slots, tour_blocks, tour_settings`);
await db.execute(sql`delete from tour_bookings where email like 'bench-tour-%'`);
await saveTourRules(
  db,
  { id: "bench", email: "bench@spark.test" },
  { ...defaultTourRules, guides: GUIDES + 1, horizonWeeks: 52 },
);
const started = performance.now();
// Six tours a guide and working day (9:00, 10:30, ..., 16:30; 60 minutes + 15 buffer), five guides.
const slots: { day: string; time: string; guide: number; startsAt: Date }[] = [];
for (let date = new Date("2031-01-02T12:00:00Z"); slots.length < TOURS; date.setUTCDate(date.getUTCDate() + 1)) {
  if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
  const day = date.toISOString().slice(0, 10);
  for (let k = 0; k < 6; k++)
    for (let guide = 1; guide <= GUIDES; guide++) {
      const minutes = 9 * 60 + k * 90;
      const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      slots.push({ day, time, guide, startsAt: instantFromZonedLocal(`${day}T${time}`, VENUE_TIME_ZONE) });
    }
}
for (let at = 0; at < TOURS; at += 1_000) {
  const batch = slots.slice(at, Math.min(at + 1_000, TOURS));
  const requests = await db
    .insert(tourBookings)
    .values(
      batch.map((slot, i) => ({
        fullName: `Bench ${at + i}`,
        email: `bench-tour-${at + i}@example.com`,
        preferredDate: slot.day,
        preferredTime: slot.time,
      })),
    )
    .returning({ id: tourBookings.id, email: tourBookings.email });
  const idOf = new Map(requests.map((request) => [request.email, request.id]));
  await db.insert(tourSlots).values(
    batch.map((slot, i) => ({
      tourBookingId: idOf.get(`bench-tour-${at + i}@example.com`)!,
      startsAt: slot.startsAt,
      endsAt: new Date(slot.startsAt.getTime() + 60 * 60_000),
      busyUntil: new Date(slot.startsAt.getTime() + 75 * 60_000),
      guide: slot.guide,
    })),
  );
}
const held = Number(
  ((await db.execute(sql`select count(*) as n from tour_slots`)) as unknown as { rows: { n: string }[] }).rows[0]!.n,
);
const generatedSeconds = (performance.now() - started) / 1000;

let offered = 0;
const { median, p95 } = await timeRuns(RUNS, async () => {
  const month = await freeTimesOfMonth(db, MONTH, now);
  offered = month.reduce((sum, day) => sum + day.times.length, 0);
});
await handle.close();
console.log(
  `[bench:tours] ${held} tours held; ${MONTH}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${offered} free times`,
);
writeBenchSection(
  "tours",
  "Free tour times (10,000 tours held)",
  `Measured ${new Date().toISOString()} by \`npm run bench:tours\`: ${held.toLocaleString("en-GB")} tours held in PostgreSQL (tour_slots, ${GUIDES} guides booked six times each working day from January 2031, a sixth guide free, held in ${generatedSeconds.toFixed(0)} s), then the free times of the month ${MONTH} (${offered} still free) as \`freeTimesOfMonth\` computes them (the rules, the month's held tours and blocks read once, each day computed in the process): **median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms** over ${RUNS} runs after 3 warm-up runs, on this shared 2-core machine. Bar: ${BAR_MS} ms.`,
  "mail",
);
if (median > BAR_MS) {
  console.error(`[bench:tours] over ${BAR_MS} ms`);
  process.exit(1);
}
process.exit(0);
