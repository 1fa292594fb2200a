import { and, asc, eq, gt, lt } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { recordAudit } from "../staff/audit-log.ts";
import { tourBlocks, tourSettings } from "./schema.ts";
import { defaultTourRules, type BusyPeriod, type TourRules } from "./tour-availability.ts";

// The tour rules the team sets and the periods it blocks (issue 46, decision 1127): stored, checked
// by one schema, each change audited; without a stored row the site's defaults apply.

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Times are written as HH:MM, such as 09:00 or 18:30.");
const hours = z
  .array(z.object({ from: clock, to: clock }).refine((span) => span.from < span.to, "Opening must be before closing."))
  .max(4);

const tourRulesSchema = z.object({
  weeklyHours: z.object({ 1: hours, 2: hours, 3: hours, 4: hours, 5: hours, 6: hours, 7: hours }),
  tourMinutes: z.number().int().min(15).max(240),
  bufferMinutes: z.number().int().min(0).max(120),
  stepMinutes: z.number().int().min(5).max(120),
  noticeWorkingDays: z.number().int().min(0).max(10),
  horizonWeeks: z.number().int().min(1).max(52),
  guides: z.number().int().min(1).max(10),
}) satisfies z.ZodType<TourRules>;

type Actor = { id: string; email: string };

/** The rules in force: the stored ones, or the defaults (also when a stored row no longer passes the schema). */
export async function tourRules(db: Database): Promise<TourRules> {
  const [row] = await db.select().from(tourSettings).where(eq(tourSettings.id, 1));
  const parsed = tourRulesSchema.safeParse(row?.rules);
  return parsed.success ? parsed.data : defaultTourRules;
}

export async function saveTourRules(db: Database, actor: Actor, rules: TourRules): Promise<void> {
  const checked = tourRulesSchema.parse(rules);
  await db.transaction(async (tx) => {
    await tx
      .insert(tourSettings)
      .values({ id: 1, rules: checked, updatedByEmail: actor.email })
      .onConflictDoUpdate({
        target: tourSettings.id,
        set: { rules: checked, updatedByEmail: actor.email, updatedAt: new Date() },
      });
    await recordAudit(tx as unknown as Database, actor, {
      action: "tours.rules",
      targetType: "settings",
      targetId: "tour-rules",
      details: checked as unknown as Record<string, unknown>,
    });
  });
}

export async function blockTourTimes(
  db: Database,
  actor: Actor,
  block: { startsAt: Date; endsAt: Date; reason: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tourBlocks)
      .values({ ...block, createdByEmail: actor.email })
      .returning({ id: tourBlocks.id });
    await recordAudit(tx as unknown as Database, actor, {
      action: "tours.block",
      targetType: "settings",
      targetId: `tour-block-${row!.id}`,
      details: { from: block.startsAt.toISOString(), to: block.endsAt.toISOString(), reason: block.reason },
    });
    return row!.id;
  });
}

/**
 * Removes a blocked period: its row is deleted, so its times are free again at once; the audit entry
 * (`tours.unblock`, beside the block's `tours.block`) keeps its period and reason. "gone" when no such
 * block is stored (already removed).
 */
export async function removeTourBlock(db: Database, actor: Actor, blockId: number): Promise<"removed" | "gone"> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(tourBlocks)
      .where(eq(tourBlocks.id, blockId))
      .returning({ startsAt: tourBlocks.startsAt, endsAt: tourBlocks.endsAt, reason: tourBlocks.reason });
    if (!row) return "gone";
    await recordAudit(tx as unknown as Database, actor, {
      action: "tours.unblock",
      targetType: "settings",
      targetId: `tour-block-${blockId}`,
      details: { from: row.startsAt.toISOString(), to: row.endsAt.toISOString(), reason: row.reason },
    });
    return "removed";
  });
}

/** The blocked periods that touch a period. */
export async function blockedPeriods(db: Database, from: Date, to: Date): Promise<BusyPeriod[]> {
  return db
    .select({ start: tourBlocks.startsAt, end: tourBlocks.endsAt })
    .from(tourBlocks)
    .where(and(lt(tourBlocks.startsAt, to), gt(tourBlocks.endsAt, from)));
}

/** The blocked periods that touch a period, with their ids and reasons, in time order (the tours calendar). */
export async function blocksBetween(db: Database, from: Date, to: Date) {
  return db
    .select({ id: tourBlocks.id, startsAt: tourBlocks.startsAt, endsAt: tourBlocks.endsAt, reason: tourBlocks.reason })
    .from(tourBlocks)
    .where(and(lt(tourBlocks.startsAt, to), gt(tourBlocks.endsAt, from)))
    .orderBy(asc(tourBlocks.startsAt));
}
