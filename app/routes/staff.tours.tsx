import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { Button, buttonClass } from "~/components/ui/Button";
import { TextField } from "~/features/form-kit/fields";
import { readForm } from "~/features/staff/form-input";
import { requireOwner, signedInStaff } from "~/features/staff/guard.server";
import {
  hoursField,
  numberRuleLabels,
  numberRules,
  rulesErrorMessage,
  rulesFromForm,
  rulesToForm,
  weekdayLabels,
} from "~/features/staff/tour-rules-form";
import { filterControl, formatClock, Notice, Panel, StatusBadge, staffMeta } from "~/features/staff/ui";
import { addDays } from "../../server/domain/booking/tour-availability";
import {
  cancelTour,
  confirmTourRequest,
  moveTour,
  openTourRequests,
  tourInstant,
  toursBetween,
} from "../../server/domain/booking/tour-bookings";
import { tourWhen } from "../../server/domain/booking/mail";
import {
  blocksBetween,
  blockTourTimes,
  removeTourBlock,
  saveTourRules,
  tourRules,
} from "../../server/domain/booking/tour-rules";
import { dayLabel, frankfurtDay, instantFromZonedLocal, VENUE_TIME_ZONE } from "../../server/domain/company/venue-time";
import type { Route } from "./+types/staff.tours";

// The tours calendar (issue 46, decision 1128): the week's or a day's tours and blocked periods, the
// requests by arrangement to confirm into a time, blocking time and removing a block, and the tour
// rules (owners save them). Cancelling a tour asks once more (`?cancel=<tour>`, like the visitor's
// manage page), also without JavaScript. Every change is audited and mailed to the visitor by the
// booking domain. Times are Frankfurt's.

export const meta: Route.MetaFunction = () => staffMeta("Tours");

// Years 2000-2999: enough for a calendar, and every day arithmetic stays a plain YYYY-MM-DD.
const DAY = /^2\d{3}-\d{2}-\d{2}$/;
/** A real calendar day (not 2026-02-30). */
const isDay = (value: string) =>
  DAY.test(value) && !Number.isNaN(Date.parse(value)) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value);

/** "Monday, 7 December"; a request's preferred date is the visitor's text (spec column), shown as typed if it is no day. */
const dayOrText = (day: string) => (isDay(day) ? dayLabel(day) : day);
const midnight = (day: string) => instantFromZonedLocal(`${day}T00:00`, VENUE_TIME_ZONE);
const isoWeekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() || 7;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, user } = signedInStaff(context);
  const params = new URL(request.url).searchParams;
  const now = new Date();
  const today = frankfurtDay(now);
  const valid = (name: string) => {
    const value = params.get(name);
    return value && isDay(value) ? value : undefined;
  };
  const single = valid("day");
  const anchor = single ?? valid("week") ?? today;
  const monday = addDays(anchor, 1 - isoWeekday(anchor));
  const days = single ? [single] : Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const from = midnight(days[0]!);
  const to = midnight(addDays(days.at(-1)!, 1));
  const [tours, blocks, requests, rules] = await Promise.all([
    toursBetween(db, from, to),
    blocksBetween(db, from, to),
    openTourRequests(db, today),
    tourRules(db),
  ]);
  const year = days.at(-1)!.slice(0, 4);
  // The page's own query without the question: where the confirmation's answers lead back to.
  const stay = new URLSearchParams(single ? { day: single } : params.has("week") ? { week: monday } : {});
  return {
    single: Boolean(single),
    period: single ? `${dayOrText(single)} ${year}` : `${dayOrText(days[0]!)} – ${dayOrText(days.at(-1)!)} ${year}`,
    links: single
      ? { previous: `?day=${addDays(single, -1)}`, next: `?day=${addDays(single, 1)}`, week: `?week=${single}` }
      : { previous: `?week=${addDays(monday, -7)}`, next: `?week=${addDays(monday, 7)}`, week: undefined },
    stay: { path: `/staff/tours${stay.size ? `?${stay}` : ""}`, params: Object.fromEntries(stay) },
    // The tour whose 'Cancel tour' was pressed: it asks once more before anything is cancelled.
    confirmCancel: Number(params.get("cancel")) || undefined,
    days: days.map((day) => {
      const start = midnight(day);
      const end = midnight(addDays(day, 1));
      return {
        day,
        label: dayOrText(day),
        tours: tours
          .filter((tour) => frankfurtDay(tour.startsAt) === day)
          .map((tour) => ({
            id: tour.tourBookingId,
            leadId: tour.leadId,
            fullName: tour.fullName,
            company: tour.company,
            guests: tour.guests,
            guide: tour.guide,
            time: `${formatClock(tour.startsAt)}-${formatClock(tour.endsAt)}`,
            start: formatClock(tour.startsAt),
            state: (tour.status === "cancelled" ? "cancelled" : tour.endsAt <= now ? "done" : "booked") as TourState,
            startsAt: tour.startsAt.toISOString(),
            when: tourWhen(tour.startsAt),
          })),
        // A block over several days shows on each of them, with that day's part of it.
        blocks: blocks
          .filter((block) => block.startsAt < end && block.endsAt > start)
          .map((block) => ({
            id: block.id,
            time: `${block.startsAt <= start ? "00:00" : formatClock(block.startsAt)}-${block.endsAt >= end ? "24:00" : formatClock(block.endsAt)}`,
            reason: block.reason,
          })),
      };
    }),
    requests: requests.map((entry) => ({ ...entry, dateLabel: dayOrText(entry.preferredDate) })),
    rules: rulesToForm(rules),
    canEdit: user.role === "owner",
  };
}

const tourId = z.coerce.number({ error: "Unknown tour." }).int().positive("Unknown tour.");
const date = z.string({ error: "Please enter a date." }).refine(isDay, "Please enter a date.");
const time = z
  .string({ error: "Please enter a time." })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please enter the time as HH:MM, such as 10:30.");
const local = z
  .string({ error: "Please enter From and To as a date and time." })
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, "Please enter From and To as a date and time.")
  .refine((value) => isDay(value.slice(0, 10)), "Please enter From and To as a date and time.");
// What each form of the page sends; anything else is an unknown action. The rules' fields are read by
// rulesFromForm (tour-rules-form.ts).
const toursAction = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("move"), tour: tourId, date, time }),
    z.object({ intent: z.literal("cancel"), tour: tourId }),
    z.object({
      intent: z.literal("unblock"),
      block: z.coerce.number({ error: "Unknown block." }).int().positive("Unknown block."),
    }),
    z.object({ intent: z.literal("confirm"), tour: tourId, date, time }),
    z.object({
      intent: z.literal("block"),
      from: local,
      to: local,
      reason: z
        .string({ error: "Please give a reason." })
        .trim()
        .min(1, "Please give a reason.")
        .max(200, "The reason is at most 200 characters."),
    }),
    z.looseObject({ intent: z.literal("rules") }),
  ],
  { error: "Unknown action." },
);

/** A refused form comes back with what was typed (`tour`: which tour's or request's form), also without JavaScript. */
type ToursAnswer =
  | { ok: true; intent: string; message: string; blockId?: number }
  | { ok: false; intent: string; error: string; tour?: number; typed?: Record<string, string> };

const notFree = "No guide is free at that time.";

export async function action({ request, context }: Route.ActionArgs) {
  const { db, user } = signedInStaff(context);
  const answer = (result: ToursAnswer, status = 200) => data<ToursAnswer>(result, { status });
  const input = await readForm(request, toursAction);
  if (!input.ok) {
    const { intent = "", tour, ...typed } = input.values;
    return answer({ ok: false, intent, error: input.error, tour: Number(tour) || undefined, typed }, 400);
  }
  const form = input.data;
  const now = new Date();

  if (form.intent === "move" || form.intent === "confirm") {
    const { intent, tour } = form;
    const refuse = (error: string, status: number) =>
      answer({ ok: false, intent, error, tour, typed: { date: form.date, time: form.time } }, status);
    const startsAt = tourInstant(form.date, form.time);
    if (startsAt <= now) return refuse("Please choose a time in the future.", 400);
    if (intent === "move") {
      const outcome = await moveTour(db, { tourBookingId: tour, startsAt, now, by: user });
      if (outcome === "moved")
        return answer({ ok: true, intent, message: "Tour moved. The visitor is mailed the new time." });
      return outcome === "taken" ? refuse(notFree, 409) : refuse("This tour can no longer be changed.", 409);
    }
    const outcome = await confirmTourRequest(db, user, { tourBookingId: tour, startsAt, now });
    if (outcome === "confirmed")
      return answer({ ok: true, intent, message: "Tour confirmed. The visitor is mailed the invite." });
    return outcome === "taken" ? refuse(notFree, 409) : refuse("This request is already confirmed.", 409);
  }
  if (form.intent === "cancel") {
    const outcome = await cancelTour(db, { tourBookingId: form.tour, now, by: user });
    return outcome === "cancelled"
      ? answer({ ok: true, intent: form.intent, message: "Tour cancelled. The visitor is mailed the cancellation." })
      : answer({ ok: false, intent: form.intent, error: "This tour can no longer be changed.", tour: form.tour }, 409);
  }
  if (form.intent === "block") {
    const { intent, reason } = form;
    const startsAt = instantFromZonedLocal(form.from, VENUE_TIME_ZONE);
    const endsAt = instantFromZonedLocal(form.to, VENUE_TIME_ZONE);
    if (startsAt >= endsAt)
      return answer(
        {
          ok: false,
          intent,
          error: "'To' must be later than 'From'.",
          typed: { from: form.from, to: form.to, reason },
        },
        400,
      );
    const blockId = await blockTourTimes(db, user, { startsAt, endsAt, reason });
    return answer({ ok: true, intent, message: "Time blocked.", blockId });
  }

  if (form.intent === "unblock") {
    const outcome = await removeTourBlock(db, user, form.block);
    return outcome === "removed"
      ? answer({ ok: true, intent: form.intent, message: "Block removed. Its times are free again." })
      : answer({ ok: false, intent: form.intent, error: "This block is already removed." }, 409);
  }

  // The rules are the whole site's: only owners change them.
  requireOwner(context);
  const { intent, ...fields } = form;
  const typed = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const read = rulesFromForm(typed);
  if ("error" in read) return answer({ ok: false, intent, error: read.error, typed }, 400);
  try {
    await saveTourRules(db, user, read.rules);
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    return answer({ ok: false, intent, error: rulesErrorMessage(error.issues[0]!), typed }, 400);
  }
  return answer({ ok: true, intent, message: "Tour rules saved." });
}

type TourState = "booked" | "done" | "cancelled";
const stateLabels: Record<TourState, string> = { booked: "Booked", done: "Done", cancelled: "Cancelled" };
// The inbox's badge tones: booked like a new lead, done like a done one, cancelled greyed.
const stateTones: Record<TourState, string> = { booked: "new", done: "done", cancelled: "spam" };
const guestsText = (guests: number | null) =>
  guests === null ? "Guests not given" : `${guests} ${guests === 1 ? "guest" : "guests"}`;
const linkClass = "font-semibold underline-offset-4 hover:underline";

/** The visitor's name, linked to their lead when there is one. */
function Visitor({ name, leadId }: { name: string; leadId: number | null }) {
  return leadId === null ? (
    <span className="font-semibold">{name}</span>
  ) : (
    <Link to={`/staff/leads/${leadId}`} className={linkClass}>
      {name}
    </Link>
  );
}

/** The small date and time inputs of the move and confirm forms. */
function DayAndTime({ labels, date, time }: { labels: [string, string]; date: string; time: string }) {
  return (
    <>
      <label className="text-sm">
        <span className="mb-1 block font-medium">{labels[0]}</span>
        <input type="date" name="date" required defaultValue={date} className={filterControl} />
      </label>
      <label className="text-sm">
        <span className="mb-1 block font-medium">{labels[1]}</span>
        <input type="time" name="time" required defaultValue={time} className={filterControl} />
      </label>
    </>
  );
}

export default function Tours({ loaderData, actionData }: Route.ComponentProps) {
  const { single, period, links, stay, confirmCancel, days, requests, rules, canEdit } = loaderData;
  const busy = useNavigation().state === "submitting";
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const typedFor = (intent: string, tour?: number) =>
    refused?.intent === intent && refused.tour === tour ? refused.typed : undefined;
  const rulesTyped = typedFor("rules");
  const blockTyped = typedFor("block");
  const navLink = "rounded-full border border-line px-3 py-1 font-medium hover:border-accent";
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-semibold">Tours</h1>
        <p className="mt-1 text-ink-muted">{period} · Frankfurt time</p>
        <nav aria-label={single ? "Days" : "Weeks"} className="mt-3 flex flex-wrap gap-2 text-sm">
          <Link to={links.previous} className={navLink}>
            {single ? "Previous day" : "Previous week"}
          </Link>
          <Link to="/staff/tours" className={navLink}>
            This week
          </Link>
          <Link to={links.next} className={navLink}>
            {single ? "Next day" : "Next week"}
          </Link>
          {links.week ? (
            <Link to={links.week} className={navLink}>
              Week view
            </Link>
          ) : null}
        </nav>
      </div>
      {actionData ? (
        actionData.ok ? (
          <Notice tone="success">{actionData.message}</Notice>
        ) : (
          <Notice tone="error">{actionData.error}</Notice>
        )
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          {days.map((day) => (
            <Panel key={day.day} title={day.label} id={`day-${day.day}`}>
              {single ? null : (
                <Link to={`?day=${day.day}`} className={`${linkClass} -mt-2 mb-3 inline-block text-sm text-accent`}>
                  Day view
                </Link>
              )}
              {day.blocks.length ? (
                <ul className="mb-3 space-y-1 text-sm">
                  {day.blocks.map((block) => (
                    <li
                      key={block.id}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-danger/40 bg-danger/5 px-3 py-2"
                    >
                      <span>
                        Blocked: {block.time} {block.reason}
                      </span>
                      <Form method="post" action={stay.path} preventScrollReset>
                        <input type="hidden" name="block" value={block.id} />
                        <Button type="submit" name="intent" value="unblock" variant="ghost" disabled={busy}>
                          Remove block
                        </Button>
                      </Form>
                    </li>
                  ))}
                </ul>
              ) : null}
              {day.tours.length === 0 ? <p className="text-ink-muted">No tours</p> : null}
              <ul className="space-y-3">
                {day.tours.map((tour) => {
                  const typed = typedFor("move", tour.id);
                  return (
                    <li key={tour.id} className="rounded-lg border border-line bg-canvas p-4">
                      <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
                        <span className="font-mono font-semibold">{tour.time}</span>
                        <Visitor name={tour.fullName} leadId={tour.leadId} />
                        {tour.company ? <span>{tour.company}</span> : null}
                        <span>{guestsText(tour.guests)}</span>
                        <span>Guide {tour.guide}</span>
                        <StatusBadge status={stateTones[tour.state]} label={stateLabels[tour.state]} />
                      </p>
                      {tour.state === "booked" ? (
                        <div className="mt-3 flex flex-wrap items-end gap-3">
                          <Form
                            method="post"
                            key={`${tour.id}|${tour.startsAt}`}
                            aria-label={`Move the tour of ${tour.fullName}`}
                            className="flex flex-wrap items-end gap-2"
                          >
                            <input type="hidden" name="tour" value={tour.id} />
                            <DayAndTime
                              labels={["New date", "New time"]}
                              date={typed?.date ?? day.day}
                              time={typed?.time ?? tour.start}
                            />
                            <Button type="submit" name="intent" value="move" variant="secondary" disabled={busy}>
                              Move tour
                            </Button>
                          </Form>
                          {confirmCancel === tour.id ? null : (
                            // Asks first: the question is the page again with ?cancel=<tour>, a plain link's worth.
                            <Form method="get" action={stay.path} preventScrollReset>
                              {Object.entries(stay.params).map(([name, value]) => (
                                <input key={name} type="hidden" name={name} value={value} />
                              ))}
                              <input type="hidden" name="cancel" value={tour.id} />
                              <Button type="submit" variant="ghost" disabled={busy}>
                                Cancel tour
                              </Button>
                            </Form>
                          )}
                        </div>
                      ) : null}
                      {tour.state === "booked" && confirmCancel === tour.id ? (
                        <Form
                          method="post"
                          action={stay.path}
                          preventScrollReset
                          aria-label={`Cancel the tour of ${tour.fullName}`}
                          className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-danger/40 bg-danger/5 p-3"
                        >
                          <p className="w-full font-medium">
                            Cancel the tour of {tour.fullName} on {tour.when}? The visitor is mailed.
                          </p>
                          <input type="hidden" name="tour" value={tour.id} />
                          <Button type="submit" name="intent" value="cancel" disabled={busy}>
                            Yes, cancel the tour
                          </Button>
                          <Link to={stay.path} preventScrollReset className={buttonClass("secondary")}>
                            Keep the tour
                          </Link>
                        </Form>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </Panel>
          ))}
        </div>
        <div className="space-y-6">
          <Panel title="Requests by arrangement" id="requests">
            {requests.length === 0 ? <p className="text-ink-muted">No requests wait for a time.</p> : null}
            <ul className="space-y-3">
              {requests.map((request) => {
                const typed = typedFor("confirm", request.tourBookingId);
                return (
                  <li key={request.tourBookingId} className="rounded-lg border border-line bg-canvas p-4">
                    <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
                      <Visitor name={request.fullName} leadId={request.leadId} />
                      {request.company ? <span>{request.company}</span> : null}
                      <span>
                        Asked for {request.dateLabel}, {request.preferredTime}
                      </span>
                      <span>{guestsText(request.guests)}</span>
                    </p>
                    <Form
                      method="post"
                      aria-label={`Confirm the tour of ${request.fullName}`}
                      className="mt-3 flex flex-wrap items-end gap-2"
                    >
                      <input type="hidden" name="tour" value={request.tourBookingId} />
                      <DayAndTime
                        labels={["Date", "Time"]}
                        date={typed?.date ?? request.preferredDate}
                        time={typed?.time ?? request.preferredTime}
                      />
                      <Button type="submit" name="intent" value="confirm" disabled={busy}>
                        Confirm tour
                      </Button>
                    </Form>
                  </li>
                );
              })}
            </ul>
          </Panel>

          <Panel title="Block time" id="block-time">
            <p className="mb-4 text-sm text-ink-muted">
              No tour is offered in a blocked period (an event in the building, the team away). Tours already booked in
              it stay: move or cancel them in the calendar.
            </p>
            {/* A new key once a block is stored empties the form; a refused one keeps what was typed. */}
            <Form method="post" key={actionData?.ok ? actionData.blockId : undefined} className="space-y-3">
              <input type="hidden" name="intent" value="block" />
              <TextField label="From" name="from" type="datetime-local" required defaultValue={blockTyped?.from} />
              <TextField label="To" name="to" type="datetime-local" required defaultValue={blockTyped?.to} />
              <TextField label="Reason" name="reason" required maxLength={200} defaultValue={blockTyped?.reason} />
              <Button type="submit" disabled={busy}>
                Block time
              </Button>
            </Form>
          </Panel>
        </div>
      </div>

      <Panel title="Tour rules" id="tour-rules">
        <p className="mb-4 text-sm text-ink-muted">
          The times the booking form offers. Hours in Frankfurt time such as 10:00-17:00, several separated by commas; a
          day left empty takes no tours (requests for it are by arrangement).{" "}
          {canEdit ? null : "Owners change the tour rules."}
        </p>
        <Form method="post" key={JSON.stringify(rules)} className="space-y-4">
          <fieldset disabled={!canEdit} className="space-y-4">
            <legend className="sr-only">Tour rules</legend>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => (
                <TextField
                  key={weekday}
                  label={weekdayLabels[weekday]}
                  name={hoursField(weekday)}
                  placeholder="No tours"
                  defaultValue={(rulesTyped ?? rules)[hoursField(weekday)] ?? ""}
                />
              ))}
            </div>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {numberRules.map((name) => (
                <TextField
                  key={name}
                  label={numberRuleLabels[name]}
                  name={name}
                  type="number"
                  inputMode="numeric"
                  required
                  min={0}
                  step={1}
                  defaultValue={(rulesTyped ?? rules)[name] ?? ""}
                />
              ))}
            </div>
          </fieldset>
          {canEdit ? (
            <Button type="submit" name="intent" value="rules" disabled={busy}>
              Save rules
            </Button>
          ) : null}
        </Form>
      </Panel>
    </div>
  );
}
