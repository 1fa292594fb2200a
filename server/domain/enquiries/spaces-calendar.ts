import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { leadInbox } from "../../db/schema.ts";
import { venues, type VenueKey } from "../company/venue-figures.ts";
import { addDays } from "../booking/tour-availability.ts";
import { eventEnquiries, eventHolds } from "./schema.ts";
import { eventSpace } from "./spaces.ts";

// The back office's calendar of spaces (issue 47, decision 1139): per floor and day, what holds it
// now: its booking, its first option (until when) and the second option behind it, each with its
// enquiry and the lead to open. Staff only: the public calendar (availability.ts) never says whose.

/** The floors in the order the calendar shows them: Horizon 4, Liberty 5, Skyline 6. */
const FLOOR_KEYS: VenueKey[] = (Object.keys(venues) as VenueKey[]).sort((a, b) => venues[a].floor - venues[b].floor);

export const calendarFloors = FLOOR_KEYS.map((key) => ({ key, floor: venues[key].floor, name: venues[key].name }));

/** An enquiry holding a floor on a day, as the calendar names it. */
interface CalendarHold {
  enquiryId: number;
  /** Its lead in the inbox (null only if the inbox row is missing). */
  leadId: number | null;
  name: string;
  company: string | null;
  guests: number;
  /** The space enquired for (a double floor holds both of its floors). */
  space: string;
  startsAt: Date;
  endsAt: Date;
  /** A first option: when it lapses unless extended or converted. */
  until: Date | null;
}

/** One floor on one day: its bookings (one, as the options lead to), first and second option. */
interface CalendarCell {
  bookings: CalendarHold[];
  first?: CalendarHold;
  second?: CalendarHold;
}

interface CalendarDay {
  day: string;
  /** One per floor of `calendarFloors`, in its order. */
  cells: CalendarCell[];
}

/**
 * The days from `from` to before `to` (YYYY-MM-DD), each with every floor's active holds: read in one
 * query (the holds of the period with their enquiry and lead), then indexed by floor and day.
 */
export async function spacesCalendar(db: Database, period: { from: string; to: string }): Promise<CalendarDay[]> {
  const rows = await db
    .select({
      floor: eventHolds.floor,
      day: eventHolds.day,
      kind: eventHolds.kind,
      rank: eventHolds.rank,
      startsAt: eventHolds.startsAt,
      endsAt: eventHolds.endsAt,
      expiresAt: eventHolds.expiresAt,
      enquiryId: eventEnquiries.id,
      name: eventEnquiries.fullName,
      company: eventEnquiries.company,
      guests: eventEnquiries.guests,
      spaceId: eventEnquiries.spaceId,
      leadId: leadInbox.id,
    })
    .from(eventHolds)
    .innerJoin(eventEnquiries, eq(eventEnquiries.id, eventHolds.enquiryId))
    .leftJoin(leadInbox, and(eq(leadInbox.kind, "enquiry"), eq(leadInbox.sourceId, eventEnquiries.id)))
    .where(and(eq(eventHolds.status, "active"), gte(eventHolds.day, period.from), lt(eventHolds.day, period.to)))
    .orderBy(asc(eventHolds.startsAt), asc(eventHolds.id));

  const byFloorDay = new Map<string, CalendarCell>();
  const cellOf = (floor: number, day: string) => {
    const key = `${floor}|${day}`;
    let cell = byFloorDay.get(key);
    if (!cell) byFloorDay.set(key, (cell = { bookings: [] }));
    return cell;
  };
  for (const row of rows) {
    const hold: CalendarHold = {
      enquiryId: row.enquiryId,
      leadId: row.leadId,
      name: row.name,
      company: row.company,
      guests: row.guests,
      space: eventSpace(row.spaceId)?.name ?? row.spaceId,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      until: row.kind === "option" && row.rank === 1 ? row.expiresAt : null,
    };
    const cell = cellOf(row.floor, row.day);
    if (row.kind === "booking") cell.bookings.push(hold);
    else if (row.rank === 1) cell.first = hold;
    else if (row.rank === 2) cell.second = hold;
  }

  const days: CalendarDay[] = [];
  for (let day = period.from; day < period.to; day = addDays(day, 1))
    days.push({ day, cells: calendarFloors.map(({ floor }) => byFloorDay.get(`${floor}|${day}`) ?? { bookings: [] }) });
  return days;
}
