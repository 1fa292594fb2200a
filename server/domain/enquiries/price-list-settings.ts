import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { recordAudit } from "../staff/audit-log.ts";
import { defaultPriceList, type PriceList } from "./price-list.ts";
import { eventPriceList } from "./schema.ts";

// The price list in force (issue 47, decision 1138): the one the team saved in the back office, or
// the defaults of price-list.ts. Checked by one schema when saved and when read (a stored list that
// no longer passes falls back to the defaults); each save audited with the list before and after;
// a save made on a list changed since is refused (its version).

const euro = (what: string) =>
  z
    .number({ error: `${what}: please enter an amount in euro.` })
    .min(0, `${what} cannot be negative.`)
    .max(1_000_000, `${what}: at most €1,000,000.`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${what}: at most two decimals.`);

const addOnSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{2,40}$/, "An add-on's id is lower-case letters, digits and dashes."),
  label: z
    .string()
    .trim()
    .min(2, "Every add-on needs a name of at least 2 characters.")
    .max(80, "An add-on's name is at most 80 characters."),
  labelDe: z
    .string()
    .trim()
    .min(2, "Every add-on needs a German name of at least 2 characters (German mails and offers use it).")
    .max(80, "An add-on's German name is at most 80 characters."),
  unit: z.enum(["event", "hour", "guest"], { error: "An add-on is priced per event, per hour or per guest." }),
  price: euro("An add-on's price"),
});

const priceListSchema = z.object({
  floorRates: z.object({
    day: euro("The day rate"),
    halfDay: euro("The half-day rate"),
    evening: euro("The evening rate"),
  }),
  addOns: z
    .array(addOnSchema)
    .max(30, "At most 30 add-ons.")
    .refine(
      (list) =>
        new Set(list.map((addOn) => addOn.id)).size === list.length &&
        new Set(list.map((addOn) => addOn.label.toLowerCase())).size === list.length,
      "Two add-ons have the same name.",
    ),
}) satisfies z.ZodType<PriceList>;

/**
 * A list saved before add-ons had German names (decision 1144): each takes the default list's German
 * name for its id, else its English one, until an owner saves the list with German names.
 */
function withGermanNames(stored: unknown): unknown {
  if (!stored || typeof stored !== "object" || !Array.isArray((stored as PriceList).addOns)) return stored;
  const list = stored as PriceList;
  return {
    ...list,
    addOns: list.addOns.map((addOn) =>
      typeof addOn === "object" && addOn !== null && addOn.labelDe === undefined
        ? {
            ...addOn,
            labelDe: defaultPriceList.addOns.find((known) => known.id === addOn.id)?.labelDe ?? addOn.label,
          }
        : addOn,
    ),
  };
}

export interface PriceListInForce {
  prices: PriceList;
  /** 0: the defaults, never saved. */
  version: number;
  updatedBy: string | null;
  updatedAt: Date | null;
}

export async function priceListInForce(db: Database): Promise<PriceListInForce> {
  const [row] = await db.select().from(eventPriceList).where(eq(eventPriceList.id, 1));
  const parsed = priceListSchema.safeParse(withGermanNames(row?.prices));
  if (!row || !parsed.success)
    return { prices: defaultPriceList, version: row?.version ?? 0, updatedBy: null, updatedAt: null };
  return { prices: parsed.data, version: row.version, updatedBy: row.updatedByEmail, updatedAt: row.updatedAt };
}

type Actor = { id: string; email: string };

export type SavePriceListOutcome =
  | { saved: true; version: number }
  | { saved: false; reason: "outdated" }
  | { saved: false; reason: "invalid"; message: string };

/** Saves the list if `basedOn` is the version in force (else "outdated": someone saved in between). */
export async function savePriceList(
  db: Database,
  actor: Actor,
  prices: PriceList,
  basedOn: number,
): Promise<SavePriceListOutcome> {
  const checked = priceListSchema.safeParse(prices);
  if (!checked.success) return { saved: false, reason: "invalid", message: checked.error.issues[0]!.message };
  return db.transaction(async (tx) => {
    // The row is locked (or, never saved, created) so that two saves on one version cannot both pass.
    await tx.execute(sql`select pg_advisory_xact_lock(47002)`);
    const before = await priceListInForce(tx);
    if (before.version !== basedOn) return { saved: false, reason: "outdated" } as const;
    const version = basedOn + 1;
    await tx
      .insert(eventPriceList)
      .values({ id: 1, prices: checked.data, version, updatedByEmail: actor.email })
      .onConflictDoUpdate({
        target: eventPriceList.id,
        set: { prices: checked.data, version, updatedByEmail: actor.email, updatedAt: new Date() },
      });
    await recordAudit(tx as unknown as Database, actor, {
      action: "enquiries.prices",
      targetType: "settings",
      targetId: "event-price-list",
      details: { version, before: before.prices, after: checked.data } as unknown as Record<string, unknown>,
    });
    return { saved: true, version } as const;
  });
}
