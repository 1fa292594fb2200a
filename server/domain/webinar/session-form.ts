import { z } from "zod";
import { webinar } from "./webinar.ts";
import { sampleLikeJoinLink } from "./join-link.ts";
import { instantFromZonedLocal, zoneOffsetMinutes } from "../company/venue-time.ts";

// The back office's session form (docs/decisions/1050): its fields read through one Zod schema, the
// start checked as a Frankfurt wall-clock time, every field's first problem named beside it.

type Session = { topic: string; startsAt: Date; durationMinutes: number; capacity: number; joinUrl: string };

export interface SessionInput {
  topic: string;
  startsAt: Date;
  durationMinutes: number;
  capacity: number;
  joinUrl: string;
}

const FIELDS = ["topic", "date", "time", "duration", "capacity", "joinUrl"] as const;
/** The form's values as typed (to show them again next to the errors). */
export type SessionFormValues = Record<(typeof FIELDS)[number], string>;
export type SessionErrors = Partial<Record<keyof SessionFormValues | "form", string>>;

const DEFAULTS = { topic: "LED-Wall-Events", duration: 60, capacity: 100 } as const;
const TIME_ZONE = webinar.timeZone;

/** The wall-clock date ("2026-12-03") and time ("11:00") of an instant in Frankfurt. */
function berlinLocal(instant: Date): { date: string; time: string } {
  const local = new Date(instant.getTime() + zoneOffsetMinutes(instant, TIME_ZONE) * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** "led-wall-2026-12-03-1100": from the start in Frankfurt. */
export function sessionSlug(startsAt: Date): string {
  const { date, time } = berlinLocal(startsAt);
  return `led-wall-${date}-${time.replace(":", "")}`;
}

/** The form filled with a session, or with a new session's defaults. */
export function formValuesOf(session?: Session): SessionFormValues {
  if (!session)
    return {
      topic: DEFAULTS.topic,
      date: "",
      time: "",
      duration: String(DEFAULTS.duration),
      capacity: String(DEFAULTS.capacity),
      joinUrl: "",
    };
  return {
    topic: session.topic,
    ...berlinLocal(session.startsAt),
    duration: String(session.durationMinutes),
    capacity: String(session.capacity),
    joinUrl: session.joinUrl,
  };
}

/** Up to six digits as a number; anything else fails with `message`. */
const wholeNumber = (message: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, message)
    .transform(Number);

/** The fields; `seatsTaken` is the floor for the capacity when editing. */
function fieldsSchema(seatsTaken: number) {
  const durationMessage = "The duration must be a whole number of minutes between 15 and 480.";
  const capacityMessage = "The capacity must be a whole number from 1 to 10,000.";
  return z.object({
    topic: z.string().min(1, "Please enter a topic.").max(120, "The topic can be at most 120 characters long."),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter the date (YYYY-MM-DD)."),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please enter the start time (HH:MM)."),
    duration: wholeNumber(durationMessage).pipe(z.number().min(15, durationMessage).max(480, durationMessage)),
    capacity: wholeNumber(capacityMessage).pipe(
      z
        .number()
        .min(1, capacityMessage)
        .max(10_000, capacityMessage)
        .min(seatsTaken, `The capacity cannot be below the ${seatsTaken} seats already taken.`),
    ),
    joinUrl: z.string().transform((value, ctx) => {
      const url = URL.canParse(value) ? new URL(value) : undefined;
      if (!url || url.protocol !== "https:" || !url.hostname) {
        ctx.addIssue({ code: "custom", message: "Please enter the join link as a full https:// address." });
        return z.NEVER;
      }
      const sampleLike = sampleLikeJoinLink(url);
      if (sampleLike) {
        ctx.addIssue({
          code: "custom",
          message: `This join link looks like a test address (${sampleLike}). Please enter the real room's link: registrants receive it by e-mail, by SMS and on their confirmation page.`,
        });
        return z.NEVER;
      }
      return url.toString();
    }),
  });
}

/** The start a date and time name in Frankfurt, or why it cannot be one. */
function startOf(date: string, time: string, now: Date): Date | string {
  const start = instantFromZonedLocal(`${date}T${time}`, TIME_ZONE);
  if (Number.isNaN(start.getTime()) || berlinLocal(start).date !== date)
    return "That date does not exist in the calendar.";
  if (start <= now) return "The start must be in the future (Frankfurt time).";
  return start;
}

/** Validates the session form; `seatsTaken` is the floor for the capacity when editing. */
export function parseSessionForm(
  form: FormData,
  now: Date,
  seatsTaken = 0,
): { values: SessionFormValues; input?: SessionInput; errors: SessionErrors } {
  const values = Object.fromEntries(
    FIELDS.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value.trim() : ""];
    }),
  ) as SessionFormValues;
  const parsed = fieldsSchema(seatsTaken).safeParse(values);
  const errors: SessionErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof SessionFormValues;
    errors[field] ??= issue.message;
  }
  // The time is only questioned once the date reads as one; the start only once both do.
  if (errors.date) delete errors.time;
  const start = errors.date || errors.time ? undefined : startOf(values.date, values.time, now);
  if (typeof start === "string") errors.date = start;
  if (!parsed.success || !(start instanceof Date)) return { values, errors };
  const { topic, duration, capacity, joinUrl } = parsed.data;
  return { values, errors, input: { topic, startsAt: start, durationMinutes: duration, capacity, joinUrl } };
}
