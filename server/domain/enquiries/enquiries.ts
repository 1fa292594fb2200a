import { and, eq, min } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { queueNames, transactionWithJobs } from "../../jobs/queue.ts";
import { enquirableDays } from "./option-rules.ts";
import { frankfurtDay, instantFromZonedLocal, VENUE_TIME_ZONE } from "../company/venue-time.ts";
import { closedDays } from "./availability.ts";
import type { EnquiryReceivedJob } from "./enquiry-mail-job.ts";
import { estimateEvent, type Estimate } from "./estimate.ts";
import { placeOptions, type EventDate } from "./options.ts";
import { rateKindOf, type PriceList } from "./price-list.ts";
import { priceListInForce } from "./price-list-settings.ts";
import { eventEnquiries, eventHolds } from "./schema.ts";
import { eventSpace, guestsProblem, setupLabels, type EventSetup, type EventSpace } from "./spaces.ts";

// An event enquiry sent (issue 47, decision 1135): checked, then stored in one transaction with its
// estimate, its options on every date (placeOptions) and the two mails (the visitor's
// acknowledgement and the team's notification). When a date cannot be held (booked, or a first and a
// second option already) nothing is stored and the answer names the date(s). The page's form schema
// comes with /enquire; this is its typed input.

type Lang = "en" | "de";

export interface EnquiryInput {
  fullName: string;
  email: string;
  company?: string | null;
  spaceId: string;
  guests: number;
  /** theatre, banquet, reception or classroom. */
  setup: string;
  eventType?: string | null;
  /** The event's days, YYYY-MM-DD (Frankfurt calendar days). */
  dates: string[];
  /** HH:MM, Frankfurt time, the same on every date; start before end on the same day. */
  startTime: string;
  endTime: string;
  addOns: { id: string; quantity?: number }[];
  message?: string | null;
  /** The visitor's language: the answer's message and their mails follow it. */
  lang: Lang;
}

type Refusal = "space" | "guests" | "setup" | "dates" | "times" | "addOns" | "unavailable";

export type EnquiryOutcome =
  | { stored: true; enquiryId: number; rank: 1 | 2; optionUntil?: Date; estimate: Estimate }
  | {
      stored: false;
      reason: Refusal;
      message: string;
      /** For `unavailable`: the dates that cannot be held, and why. */
      unavailable?: { day: string; state: "booked" | "full" }[];
    };

/** At most this many dates in one enquiry. */
const MAX_DATES = 5;
/** An hourly add-on (a technician) is asked for 1 to this many hours. */
const MAX_HOURS = 24;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const isRealDay = (day: string) =>
  DAY_PATTERN.test(day) && new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10) === day;

const englishDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
});
/** A calendar day as the visitor reads it: "12 March 2031" / "12.03.2031". */
const dayText = (day: string, lang: Lang) => {
  const [year, month, date] = day.split("-");
  return lang === "de" ? `${date}.${month}.${year}` : englishDay.format(new Date(`${day}T12:00:00Z`));
};

function refuse(
  reason: Refusal,
  lang: Lang,
  texts: { en: string; de: string },
  unavailable?: { day: string; state: "booked" | "full" }[],
) {
  return { stored: false as const, reason, message: texts[lang], ...(unavailable ? { unavailable } : {}) };
}

/** Why the input cannot be enquired, or the space and dates it asks for. */
function check(
  input: EnquiryInput,
  prices: PriceList,
  now: Date,
): EnquiryOutcome | { space: EventSpace; dates: EventDate[] } {
  const lang = input.lang;
  const space = eventSpace(input.spaceId);
  if (!space)
    return refuse("space", lang, {
      en: "Please choose one of the spaces listed.",
      de: "Bitte wählen Sie eine der aufgeführten Flächen.",
    });
  if (!isSetup(input.setup))
    return refuse("setup", lang, {
      en: "Please choose a setup: theatre, banquet, reception or classroom.",
      de: "Bitte wählen Sie eine Bestuhlung: Reihenbestuhlung, Bankett, Stehempfang oder parlamentarische Bestuhlung.",
    });
  const guests = guestsProblem(space, input.guests, input.setup);
  if (guests) return refuse("guests", lang, guests);

  const { first, last } = enquirableDays(frankfurtDay(now));
  const days = input.dates;
  if (days.length < 1 || days.length > MAX_DATES)
    return refuse("dates", lang, {
      en: `Please choose between 1 and ${MAX_DATES} dates.`,
      de: `Bitte wählen Sie 1 bis ${MAX_DATES} Termine.`,
    });
  if (!days.every(isRealDay))
    return refuse("dates", lang, {
      en: "Please enter each date as a calendar day.",
      de: "Bitte geben Sie jeden Termin als Kalendertag an.",
    });
  if (new Set(days).size !== days.length)
    return refuse("dates", lang, {
      en: "Please choose each date only once.",
      de: "Bitte wählen Sie jeden Termin nur einmal.",
    });
  const outside = [...days].sort().filter((day) => day < first || day > last);
  if (outside.length)
    return refuse("dates", lang, {
      en: `Dates can be enquired from ${dayText(first, "en")} to ${dayText(last, "en")}; not ${outside.map((day) => dayText(day, "en")).join(", ")}.`,
      de: `Termine können vom ${dayText(first, "de")} bis zum ${dayText(last, "de")} angefragt werden, nicht ${outside.map((day) => dayText(day, "de")).join(", ")}.`,
    });

  if (!TIME_PATTERN.test(input.startTime) || !TIME_PATTERN.test(input.endTime) || input.startTime >= input.endTime)
    return refuse("times", lang, {
      en: "Please enter a start and an end time (HH:MM) on the same day, the end after the start.",
      de: "Bitte geben Sie Beginn und Ende (HH:MM) am selben Tag an, das Ende nach dem Beginn.",
    });

  const seen = new Set<string>();
  for (const addOn of input.addOns) {
    const listed = prices.addOns.find((candidate) => candidate.id === addOn.id);
    if (!listed || seen.has(addOn.id))
      return refuse("addOns", lang, {
        en: "Please choose the add-ons from the list, each once.",
        de: "Bitte wählen Sie die Zusatzleistungen aus der Liste, jede nur einmal.",
      });
    seen.add(addOn.id);
    const hours = addOn.quantity;
    if (listed.unit === "hour" && hours !== undefined && (!Number.isInteger(hours) || hours < 1 || hours > MAX_HOURS))
      return refuse("addOns", lang, {
        en: `Please enter the hours of ${listed.label} as a whole number from 1 to ${MAX_HOURS}.`,
        de: `Bitte geben Sie die Stunden als ganze Zahl von 1 bis ${MAX_HOURS} an.`,
      });
  }

  const dates = [...days].sort().map((day) => {
    const startsAt = instantFromZonedLocal(`${day}T${input.startTime}`, VENUE_TIME_ZONE);
    const endsAt = instantFromZonedLocal(`${day}T${input.endTime}`, VENUE_TIME_ZONE);
    return { day, startsAt, endsAt };
  });
  // A wall-clock time skipped by the change to summer time can turn start and end around.
  if (dates.some((date) => date.startsAt >= date.endsAt))
    return refuse("times", lang, {
      en: "Please enter a start and an end time (HH:MM) on the same day, the end after the start.",
      de: "Bitte geben Sie Beginn und Ende (HH:MM) am selben Tag an, das Ende nach dem Beginn.",
    });
  return { space, dates };
}

const isSetup = (setup: string): setup is EventSetup => Object.hasOwn(setupLabels, setup);

class NotHeld extends Error {}

/**
 * Stores an enquiry with its estimate and options, and queues its two mails, in one transaction; or
 * refuses it with a message in the visitor's language (and, for dates that cannot be held, which).
 */
export async function storeEnquiry(db: Database, input: EnquiryInput, now = new Date()): Promise<EnquiryOutcome> {
  const { prices } = await priceListInForce(db);
  const checked = check(input, prices, now);
  if (!("space" in checked)) return checked;
  const { space, dates } = checked;
  const estimate = estimateEvent(
    {
      space,
      dates: dates.length,
      rate: rateKindOf(input.startTime, input.endTime),
      guests: input.guests,
      addOns: input.addOns,
    },
    prices,
  );
  try {
    return await transactionWithJobs(db, async (tx, send) => {
      const [row] = await tx
        .insert(eventEnquiries)
        .values({
          fullName: input.fullName,
          email: input.email,
          company: input.company ?? null,
          spaceId: space.id,
          guests: input.guests,
          setup: input.setup,
          eventType: input.eventType ?? null,
          addOns: input.addOns,
          message: input.message ?? null,
          estimate,
          lang: input.lang,
          createdAt: now,
        })
        .returning({ id: eventEnquiries.id });
      const enquiryId = row!.id;
      const placed = await placeOptions(tx, { enquiryId, space, dates, now });
      // A date cannot be held: the enquiry is not stored at all (the transaction rolls back).
      if (!placed.held) throw new NotHeld();
      const [held] = await tx
        .select({ until: min(eventHolds.expiresAt) })
        .from(eventHolds)
        .where(and(eq(eventHolds.enquiryId, enquiryId), eq(eventHolds.status, "active")));
      await send(queueNames.enquiryReceived, { kind: "visitor", enquiryId } satisfies EnquiryReceivedJob);
      await send(queueNames.enquiryReceived, { kind: "team", enquiryId } satisfies EnquiryReceivedJob);
      const rank = placed.rank === 1 ? 1 : 2;
      return {
        stored: true as const,
        enquiryId,
        rank,
        ...(rank === 1 && held?.until ? { optionUntil: new Date(held.until) } : {}),
        estimate,
      };
    });
  } catch (error) {
    if (!(error instanceof NotHeld)) throw error;
  }
  const unavailable = await closedDays(
    db,
    space,
    dates.map((date) => date.day),
  );
  const listed = (lang: Lang) => unavailable.map((entry) => dayText(entry.day, lang)).join(", ");
  return refuse(
    "unavailable",
    input.lang,
    unavailable.length
      ? {
          en: `Not available: ${listed("en")} (booked, or already held by two options). Please choose other dates; nothing was sent.`,
          de: `Nicht verfügbar: ${listed("de")} (gebucht oder bereits mit einer 1. und 2. Option belegt). Bitte wählen Sie andere Termine; die Anfrage wurde nicht gesendet.`,
        }
      : {
          en: "One of the dates was taken a moment ago. Please check the availability and send the enquiry again.",
          de: "Einer der Termine wurde gerade vergeben. Bitte prüfen Sie die Verfügbarkeit und senden Sie die Anfrage erneut.",
        },
    unavailable,
  );
}
