import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../../db/client.ts";
import { staffAuditLog } from "../../db/schema.ts";
import { defaultPriceList, type PriceList } from "./price-list.ts";
import { priceListInForce, savePriceList } from "./price-list-settings.ts";
import { eventPriceList } from "./schema.ts";

// The price list the team edits (decision 1138), on an embedded PGlite of its own: the list is the
// whole site's, so a shared database's other tests must never see these prices.

describe("the event price list the team edits", () => {
  let handle: DatabaseHandle;
  let db: Database;
  const owner = { id: "owner-1", email: "owner@spark.test" };
  const raised: PriceList = {
    floorRates: { day: 2_750, halfDay: 1_700, evening: 1_950.5 },
    addOns: [
      ...defaultPriceList.addOns,
      { id: "photographer", label: "Event photographer", labelDe: "Fotograf", unit: "hour", price: 120 },
    ],
  };

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: ":memory:", poolSize: 1 });
    db = handle.db;
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  it("is the defaults until saved, then the saved list, audited with before and after", async () => {
    expect(await priceListInForce(db)).toEqual({
      prices: defaultPriceList,
      version: 0,
      updatedBy: null,
      updatedAt: null,
    });
    expect(await savePriceList(db, owner, raised, 0)).toEqual({ saved: true, version: 1 });
    const now = await priceListInForce(db);
    expect(now).toMatchObject({ prices: raised, version: 1, updatedBy: "owner@spark.test" });
    const [audit] = await db.select().from(staffAuditLog).where(eq(staffAuditLog.action, "enquiries.prices"));
    expect(audit).toMatchObject({ actorEmail: "owner@spark.test", targetId: "event-price-list" });
    expect(audit!.details).toEqual({ version: 1, before: defaultPriceList, after: raised });
  });

  it("refuses a save made on a list changed since, and of concurrent saves on one version takes one", async () => {
    const { version } = await priceListInForce(db);
    expect(await savePriceList(db, owner, defaultPriceList, version - 1)).toEqual({ saved: false, reason: "outdated" });
    const tries = await Promise.all(
      [2_600, 2_700, 2_800].map((day) =>
        savePriceList(db, owner, { ...raised, floorRates: { ...raised.floorRates, day } }, version),
      ),
    );
    expect(tries.filter((outcome) => outcome.saved)).toEqual([{ saved: true, version: version + 1 }]);
    expect(tries.filter((outcome) => !outcome.saved)).toHaveLength(2);
  });

  it("refuses a list that makes no sense, with a clear message, and changes nothing", async () => {
    const before = await priceListInForce(db);
    const cases: [PriceList, string][] = [
      [{ ...raised, floorRates: { ...raised.floorRates, day: -1 } }, "The day rate cannot be negative."],
      [{ ...raised, floorRates: { ...raised.floorRates, evening: 10.555 } }, "The evening rate: at most two decimals."],
      [
        { ...raised, addOns: [...raised.addOns, { ...raised.addOns[0]!, label: "Again" }] },
        "Two add-ons have the same name.",
      ],
      [
        { ...raised, addOns: [{ id: "x-ray", label: "X", labelDe: "Röntgen", unit: "hour", price: 1 }] },
        "Every add-on needs a name of at least 2 characters.",
      ],
      [
        { ...raised, addOns: [{ id: "x-ray", label: "X-ray", labelDe: " ", unit: "hour", price: 1 }] },
        "Every add-on needs a German name of at least 2 characters (German mails and offers use it).",
      ],
    ];
    for (const [prices, message] of cases)
      expect(await savePriceList(db, owner, prices, before.version)).toEqual({
        saved: false,
        reason: "invalid",
        message,
      });
    expect(await priceListInForce(db)).toEqual(before);
  });

  it("reads a list saved before German names with the defaults' German names, else the English one", async () => {
    const { version } = await priceListInForce(db);
    const old = {
      floorRates: raised.floorRates,
      addOns: raised.addOns.map(({ labelDe: _labelDe, ...addOn }) => addOn),
    };
    await db.update(eventPriceList).set({ prices: old, version: version + 1 });
    const read = await priceListInForce(db);
    expect(read.prices.addOns.find((addOn) => addOn.id === "led-content")?.labelDe).toBe(
      "Content-Paket für die LED-Wand",
    );
    expect(read.prices.addOns.find((addOn) => addOn.id === "photographer")?.labelDe).toBe("Event photographer");
  });

  it("falls back to the defaults when the stored list no longer passes the schema, and can be saved over", async () => {
    await db.update(eventPriceList).set({ prices: { floorRates: "broken" } });
    const fallen = await priceListInForce(db);
    expect(fallen.prices).toEqual(defaultPriceList);
    expect(await savePriceList(db, owner, raised, fallen.version)).toMatchObject({ saved: true });
  });
});
