import { retryingDeadlocks, type Database } from "../../db/client.ts";
import { queueNames, transactionWithJobs } from "../../jobs/queue.ts";
import { recordLeadAudit } from "../staff/audit-log.ts";
import {
  enquiryById,
  lastConfirmRequest,
  releaseOption,
  VISITOR_ACTOR,
  type EnquiryDateState,
} from "./enquiry-office.ts";
import { datesText, formats, frankfurtTime, momentText, spaceName, type Lang } from "./mail-words.ts";
import { verifyManageEnquiryToken } from "./manage-link.ts";
import type { EnquiryMailJob } from "./option-mail-job.ts";
import { lockedActiveOptions } from "./options.ts";
import { setupLabels, type EventSetup } from "./spaces.ts";

// What the visitor's enquiry link shows and does (issue 47, decision 1141): their enquiry alone (the
// space, each date as they should read its state, guests, setup, the estimate's total), the release
// of their options (as staff release, told to the team) and their request that we confirm a first
// option (on the lead's timeline, mailed to the team). A forged token names nothing. In the page's
// language (issue 44); the words of dates and times are the mails' (mail-words.ts).

/** A request to confirm asked again within this time of the last one is answered alike, not told again. */
const CONFIRM_REQUEST_QUIET_MS = 86_400_000;

const stateWords: Record<Lang, Record<Exclude<EnquiryDateState, "first">, string>> = {
  en: {
    second: "Second option (waiting behind another enquiry)",
    booked: "Booked",
    released: "Released",
    expired: "Expired",
  },
  de: {
    second: "2. Option (hinter einer anderen Anfrage)",
    booked: "Gebucht",
    released: "Freigegeben",
    expired: "Abgelaufen",
  },
};

function stateText(state: EnquiryDateState, until: Date | undefined, lang: Lang): string {
  if (state !== "first") return stateWords[lang][state];
  if (lang === "de")
    return until ? `1. Option, gehalten bis ${momentText(until, "de")} (${frankfurtTime.de})` : "1. Option";
  return until ? `First option, held until ${momentText(until, "en")} (${frankfurtTime.en})` : "First option";
}

/**
 * The enquiry a token names, as its visitor reads it in `lang` (the page's language); `unknown` for a
 * forged token or one whose enquiry is gone.
 */
export async function managedEnquiry(db: Database, token: string | null, lang: Lang = "en") {
  const id = verifyManageEnquiryToken(token);
  const found = id === undefined ? undefined : await enquiryById(db, id);
  if (!found) return { state: "unknown" as const };
  const { enquiry, estimate, can, dates } = found;
  const setup = enquiry.setup && Object.hasOwn(setupLabels, enquiry.setup) ? enquiry.setup : undefined;
  return {
    state: can.release
      ? ("open" as const)
      : dates.some((date) => date.state === "booked")
        ? ("booked" as const)
        : ("ended" as const),
    space: lang === "de" ? spaceName(found.space.id, "de") : found.space.name,
    guests: enquiry.guests,
    setup: setup ? setupLabels[setup as EventSetup][lang] : undefined,
    dates: dates.map((date) => ({
      day: date.day,
      when: datesText([date], lang),
      state: date.state,
      stateText: stateText(date.state, date.until, lang),
    })),
    estimate: estimate
      ? {
          gross: formats[lang].money.format(estimate.grossCents / 100),
          net: formats[lang].money.format(estimate.netCents / 100),
        }
      : undefined,
    can: { release: can.release, confirm: can.convert },
  };
}

/** Whether the visitor asked to confirm this enquiry since `since` (the audit entries on its lead). */
async function askedSince(tx: Database, enquiryId: number, since: Date): Promise<boolean> {
  const last = await lastConfirmRequest(tx, enquiryId);
  return last !== undefined && last > since;
}

/**
 * The visitor asks us to confirm their first option: recorded on the lead's timeline and mailed to
 * the team, in one transaction. Refused unless every active option of it is a first one; asked again
 * within a day, it is answered alike but neither recorded nor mailed again (`told: false`).
 */
export async function askToConfirm(
  db: Database,
  ask: { enquiryId: number; now: Date },
): Promise<{ ok: true; told: boolean } | { ok: false; reason: "not first" }> {
  const { enquiryId, now } = ask;
  return retryingDeadlocks(() =>
    transactionWithJobs(db, async (tx, send) => {
      // Under the floor-day locks: a release or a second request at the same moment waits for this one.
      const options = await lockedActiveOptions(tx, enquiryId);
      if (!options.length || options.some((option) => option.rank !== 1 || !option.expiresAt))
        return { ok: false, reason: "not first" } as const;
      if (await askedSince(tx, enquiryId, new Date(now.getTime() - CONFIRM_REQUEST_QUIET_MS)))
        return { ok: true, told: false } as const;
      await send(queueNames.enquiryMail, {
        kind: "visitor-request",
        enquiryId,
        request: "confirm",
      } satisfies EnquiryMailJob);
      const until = new Date(Math.min(...options.map((option) => option.expiresAt!.getTime())));
      await recordLeadAudit(
        tx,
        VISITOR_ACTOR,
        { kind: "enquiry", sourceId: enquiryId },
        "enquiries.confirm-requested",
        {
          days: [...new Set(options.map((option) => option.day))].sort(),
          until: until.toISOString(),
          at: now.toISOString(),
        },
      );
      return { ok: true, told: true } as const;
    }),
  );
}

/**
 * Releases the options of the enquiry a token names, or asks us to confirm its first option;
 * undefined when the token names none. `gone`: nothing left to release; `not first`: no first option to confirm.
 */
export async function changeManagedEnquiry(
  db: Database,
  token: string | null,
  intent: "release" | "confirm",
  now = new Date(),
): Promise<"released" | "requested" | "gone" | "not first" | undefined> {
  const enquiryId = verifyManageEnquiryToken(token);
  if (enquiryId === undefined) return undefined;
  if (intent === "release") {
    const outcome = await releaseOption(db, "visitor", { enquiryId, now });
    return outcome.ok ? "released" : "gone";
  }
  const outcome = await askToConfirm(db, { enquiryId, now });
  return outcome.ok ? "requested" : "not first";
}
