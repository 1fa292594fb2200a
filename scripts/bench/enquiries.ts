// A space's year of availability with 10,000 options and bookings held (issue 47): holds them in its
// own database (event_holds: first and second options and bookings on all three floors over nine
// years), then times `yearCalendar` for the double floor's busiest year, as the enquiry page's
// public calendar asks it. Writes the figures into BENCHMARKS.md ('Event availability') and fails
// above 100 ms (median).
//   npm run bench:enquiries   (BENCH_ENQUIRIES_DATABASE_URL, else a local database spark_bench_enquiries)

import { execSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../server/db/client.ts";
import { eventEnquiries, eventHolds } from "../../server/db/schema.ts";
import { yearCalendar } from "../../server/domain/enquiries/availability.ts";
import { eventSpace } from "../../server/domain/enquiries/spaces.ts";
import { timeRuns, writeBenchSection } from "./measure.ts";

const HOLDS = 10_000;
const RUNS = 25;
const BAR_MS = 100;
const FROM = "2031-01-01";

const url =
  process.env.BENCH_ENQUIRIES_DATABASE_URL ??
  execSync("bash scripts/ensure-postgres.sh spark_bench_enquiries").toString().trim();
const handle = await openDatabase({ url, dataDir: ":memory:", poolSize: 4 });
const { db } = handle;

await db.execute(sql`truncate event_holds, event_enquiries`);
const started = performance.now();
// Each floor, each day from 2030: a booking one day in four, a first option one in four (with a
// second behind it every other time), free otherwise; 10,000 holds in all.
const [enquiry] = await db
  .insert(eventEnquiries)
  .values({ fullName: "Bench", email: "bench-enquiry@example.com", spaceId: "liberty", guests: 100 })
  .returning({ id: eventEnquiries.id });
const holds: (typeof eventHolds.$inferInsert)[] = [];
for (let date = new Date("2030-01-01T09:00:00Z"); holds.length < HOLDS; date.setUTCDate(date.getUTCDate() + 1)) {
  const day = date.toISOString().slice(0, 10);
  const startsAt = new Date(date);
  const endsAt = new Date(date.getTime() + 9 * 3_600_000);
  const n = Math.round(date.getTime() / 86_400_000);
  for (const floor of [4, 5, 6]) {
    const kind = (n + floor) % 4;
    const common = { enquiryId: enquiry!.id, floor, day, startsAt, endsAt };
    if (kind === 0) holds.push({ ...common, kind: "booking" });
    if (kind === 1) {
      holds.push({ ...common, kind: "option", rank: 1, expiresAt: endsAt });
      if (n % 2 === 0) holds.push({ ...common, kind: "option", rank: 2 });
    }
  }
}
for (let at = 0; at < HOLDS; at += 1_000)
  await db.insert(eventHolds).values(holds.slice(at, Math.min(at + 1_000, HOLDS)));
const held = Math.min(holds.length, HOLDS);
const generatedSeconds = (performance.now() - started) / 1000;

const space = eventSpace("horizon-liberty")!;
let counts = "";
const { median, p95 } = await timeRuns(RUNS, async () => {
  const days = (await yearCalendar(db, space, FROM)).flatMap((month) => month.days);
  const count = (state: string) => days.filter((entry) => entry.state === state).length;
  counts = `${count("booked")} booked, ${count("option")} on option, ${count("free")} free`;
});
await handle.close();
console.log(
  `[bench:enquiries] ${held} holds; ${space.id} from ${FROM}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${counts})`,
);
writeBenchSection(
  "enquiries",
  "Event availability (10,000 options and bookings)",
  `Measured ${new Date().toISOString()} by \`npm run bench:enquiries\`: ${held.toLocaleString("en-GB")} options and bookings held in PostgreSQL (event_holds on three floors from 2030, in ${generatedSeconds.toFixed(0)} s), then a year of the double floor's public calendar from ${FROM} as \`yearCalendar\` reads it for /enquire (${counts}): **median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms** over ${RUNS} runs after 3 warm-up runs, on this shared 2-core machine. Bar: ${BAR_MS} ms.`,
  "tours",
);
if (median > BAR_MS) {
  console.error(`[bench:enquiries] over ${BAR_MS} ms`);
  process.exit(1);
}
process.exit(0);
