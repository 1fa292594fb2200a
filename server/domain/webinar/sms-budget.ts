import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { smsBudget } from "../../db/schema.ts";
import type { Env } from "../../env.ts";

// The site-wide SMS budget (issue 41, docs/decisions/1100): every accepted number is one SMS, taken
// from the hour's and the Berlin day's allowance by one conditional upsert each, in the caller's
// transaction, so concurrent requests never spend more than the budget.

type Period = "hour" | "day";

const windowStart: Record<Period, ReturnType<typeof sql>> = {
  hour: sql`date_trunc('hour', now())`,
  day: sql`(date_trunc('day', now() at time zone 'Europe/Berlin') at time zone 'Europe/Berlin')`,
};

/** Takes one SMS from the window's allowance; false (nothing taken) when it is spent. */
async function take(tx: Database, period: Period, max: number): Promise<boolean> {
  const rows = await tx
    .insert(smsBudget)
    .values({ period, windowStart: windowStart[period], used: 1 })
    .onConflictDoUpdate({
      target: [smsBudget.period, smsBudget.windowStart],
      set: { used: sql`${smsBudget.used} + 1` },
      setWhere: sql`${smsBudget.used} < ${max}`,
    })
    .returning({ used: smsBudget.used });
  return rows.length > 0;
}

/** The period whose budget is spent, or undefined after one SMS was taken from both. Roll back on "spent". */
export async function takeSms(
  tx: Database,
  config: Pick<Env, "SMS_BUDGET_PER_HOUR" | "SMS_BUDGET_PER_DAY">,
): Promise<Period | undefined> {
  if (!(await take(tx, "hour", config.SMS_BUDGET_PER_HOUR))) return "hour";
  if (!(await take(tx, "day", config.SMS_BUDGET_PER_DAY))) return "day";
  return undefined;
}

/** True exactly once per spent window: whoever marks it first tells the team. */
export async function claimBudgetAlert(db: Database, period: Period): Promise<boolean> {
  const rows = await db
    .update(smsBudget)
    .set({ alertedAt: sql`now()` })
    .where(
      and(eq(smsBudget.period, period), eq(smsBudget.windowStart, windowStart[period]), isNull(smsBudget.alertedAt)),
    )
    .returning({ period: smsBudget.period });
  return rows.length > 0;
}

/** SMS accepted this hour and this Berlin day, for the back office. */
export async function smsBudgetUsed(db: Database): Promise<{ hour: number; day: number }> {
  const used = async (period: Period) => {
    const [row] = await db
      .select({ used: smsBudget.used })
      .from(smsBudget)
      .where(and(eq(smsBudget.period, period), eq(smsBudget.windowStart, windowStart[period])));
    return row?.used ?? 0;
  };
  return { hour: await used("hour"), day: await used("day") };
}
