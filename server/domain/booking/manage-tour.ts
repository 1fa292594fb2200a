import type { Database } from "../../db/client.ts";
import { frankfurtDay } from "../company/venue-time.ts";
import { freeTimesOfDay } from "./free-times.ts";
import type { Locale } from "../company/locale.ts";
import { tourWhen } from "./tour-words.ts";
import { verifyManageTourToken } from "./manage-link.ts";
import { cancelTour, manageState, moveTour, tourOfBooking } from "./tour-bookings.ts";

// What the visitor's manage link shows and does (issue 46): the tour it names, the free times of a
// day it could move to (its own time left out), the move and the cancellation. A forged token names
// nothing; a cancelled or past tour can no longer be changed.

type ManagedTour =
  | { state: "unknown" }
  | { state: "cancelled" | "over"; when: string }
  | {
      state: "open";
      when: string;
      day: string;
      /** The day asked for and its free times (ISO start and "HH:MM"), when one was asked for. */
      moveDay?: { day: string; times: { startsAt: string; time: string }[] };
    };

/** The tour a token names, its times written in `locale` (the page's language). */
export async function managedTour(
  db: Database,
  token: string | null,
  moveDay: string | null,
  now = new Date(),
  locale: Locale = "en",
) {
  const id = verifyManageTourToken(token);
  const tour = id === undefined ? undefined : await tourOfBooking(db, id);
  const state = manageState(tour, now);
  if (state === "unknown" || !tour?.slot) return { state: "unknown" } satisfies ManagedTour;
  const when = tourWhen(tour.slot.startsAt, locale);
  if (state !== "open") return { state, when } satisfies ManagedTour;
  const asked = moveDay && /^\d{4}-\d{2}-\d{2}$/.test(moveDay) ? moveDay : undefined;
  const times = asked ? await freeTimesOfDay(db, asked, now, { except: { tourBookingId: tour.booking.id } }) : [];
  return {
    state,
    when,
    day: frankfurtDay(tour.slot.startsAt),
    ...(asked
      ? { moveDay: { day: asked, times: times.map((t) => ({ startsAt: t.startsAt.toISOString(), time: t.time })) } }
      : {}),
  } satisfies ManagedTour;
}

/** Moves or cancels the tour a token names; undefined when the token names none. */
export async function changeManagedTour(
  db: Database,
  token: string | null,
  change: { intent: "move"; startsAt: Date } | { intent: "cancel" },
  now = new Date(),
) {
  const id = verifyManageTourToken(token);
  if (id === undefined) return undefined;
  if (change.intent === "cancel") return cancelTour(db, { tourBookingId: id, now, by: "visitor" });
  return moveTour(db, { tourBookingId: id, startsAt: change.startsAt, now, by: "visitor" });
}
