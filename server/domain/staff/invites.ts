import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { staffInvites, staffRoles, staffUser, type StaffRole } from "./schema.ts";
import { env } from "../../env.ts";
import { queueNames, type SendJob } from "../../jobs/queue.ts";
import { sealInviteToken } from "./invite-job.ts";
import { staffAuth } from "./auth.ts";
import { recordAudit } from "./audit-log.ts";

// Invites: the only way into the back office for a new person (docs/decisions/0852).

const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export function parseRole(value: unknown): StaffRole | undefined {
  return staffRoles.find((role) => role === value);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class InviteError extends Error {}

/**
 * A one-time invite for an address that has no account yet. Returns the URL to hand over; only a
 * hash of its token is stored. An open invite to the same address is revoked in the same
 * transaction: one open invite per address, which a partial unique index holds in the database.
 * With `mail` (the `send` of transactionWithJobs) the link is also queued as an e-mail to the
 * address, in the same transaction.
 */
export async function createInvite(
  db: Database,
  input: {
    email: string;
    role: StaffRole;
    base: string;
    createdBy: { id: string | null; email: string };
    mail?: SendJob;
  },
  now = new Date(),
): Promise<{ url: string; expiresAt: Date; replaced: number }> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email) || email.length > 254) throw new InviteError("Please enter a valid e-mail address.");
  const [existing] = await db.select({ id: staffUser.id }).from(staffUser).where(eq(staffUser.email, email));
  if (existing) throw new InviteError(`${email} already has a staff account.`);
  // Two owners inviting one address at once: the second waits here, then revokes the first's invite.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-invite:${email}`}))`);
  const replaced = await db
    .update(staffInvites)
    .set({ revokedAt: now })
    .where(and(eq(staffInvites.email, email), isNull(staffInvites.usedAt), isNull(staffInvites.revokedAt)))
    .returning({ id: staffInvites.id });
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + env().STAFF_INVITE_TTL_HOURS * 3_600_000);
  const [invite] = await db
    .insert(staffInvites)
    .values({ tokenHash: hashToken(token), email, role: input.role, createdBy: input.createdBy.id, expiresAt })
    .returning({ id: staffInvites.id });
  for (const old of replaced)
    await recordAudit(db, input.createdBy, {
      action: "invite.revoke",
      targetType: "invite",
      targetId: old.id,
      details: { email, replacedBy: invite!.id },
    });
  await recordAudit(db, input.createdBy, {
    action: "invite.create",
    targetType: "invite",
    targetId: invite!.id,
    details: { email, role: input.role, mailed: Boolean(input.mail) },
  });
  if (input.mail)
    await input.mail(queueNames.staffInvite, {
      inviteId: invite!.id,
      sealedToken: await sealInviteToken(env().STAFF_AUTH_SECRET, token),
    });
  return { url: `${input.base.replace(/\/$/, "")}/staff/invite/${token}`, expiresAt, replaced: replaced.length };
}

/** What an invite link leads to: the open invite, or why it opens nothing. */
export async function inviteByToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ state: "open"; invite: typeof staffInvites.$inferSelect } | { state: "revoked" } | { state: "invalid" }> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { state: "invalid" };
  const [invite] = await db
    .select()
    .from(staffInvites)
    .where(eq(staffInvites.tokenHash, hashToken(token)));
  if (!invite || invite.usedAt || invite.expiresAt <= now) return { state: "invalid" };
  if (invite.revokedAt) return { state: "revoked" };
  return { state: "open", invite };
}

/** Invites not used, revoked or expired, soonest expiry first: the Team page's list. */
export async function openInvites(db: Database, now = new Date()) {
  return db
    .select({
      id: staffInvites.id,
      email: staffInvites.email,
      role: staffInvites.role,
      createdAt: staffInvites.createdAt,
      expiresAt: staffInvites.expiresAt,
      createdBy: staffUser.name,
    })
    .from(staffInvites)
    .leftJoin(staffUser, eq(staffUser.id, staffInvites.createdBy))
    .where(and(isNull(staffInvites.usedAt), isNull(staffInvites.revokedAt), gt(staffInvites.expiresAt, now)))
    .orderBy(asc(staffInvites.expiresAt), asc(staffInvites.id));
}

/** Withdraws an open invite: its link answers that it was revoked. False when it was not open any more. */
export async function revokeInvite(db: Database, actor: { id: string; email: string }, inviteId: number) {
  const [revoked] = await db
    .update(staffInvites)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffInvites.id, inviteId), isNull(staffInvites.usedAt), isNull(staffInvites.revokedAt)))
    .returning({ id: staffInvites.id, email: staffInvites.email });
  if (!revoked) return undefined;
  await recordAudit(db, actor, {
    action: "invite.revoke",
    targetType: "invite",
    targetId: revoked.id,
    details: { email: revoked.email },
  });
  return revoked;
}

/** Marks the invite used (once, even with two tabs) and creates the account with its password. */
export async function acceptInvite(
  db: Database,
  input: { token: string; name: string; password: string },
): Promise<{ email: string } | undefined> {
  const [invite] = await db
    .update(staffInvites)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffInvites.tokenHash, hashToken(input.token)),
        isNull(staffInvites.usedAt),
        isNull(staffInvites.revokedAt),
        gt(staffInvites.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!invite) return undefined;
  let user: { id: string };
  try {
    const ctx = await (await staffAuth()).$context;
    user = await ctx.internalAdapter.createUser(
      { email: invite.email, name: input.name, emailVerified: true, role: invite.role },
      { method: "admin" },
    );
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: await ctx.password.hash(input.password),
    });
  } catch (error) {
    // The account could not be made (e.g. the address got an account meanwhile): the link stays usable.
    await db.update(staffInvites).set({ usedAt: null }).where(eq(staffInvites.id, invite.id));
    throw error;
  }
  await recordAudit(
    db,
    { id: user.id, email: invite.email },
    {
      action: "invite.accept",
      targetType: "staff",
      targetId: user.id,
      details: { role: invite.role, inviteId: invite.id },
    },
  );
  return { email: invite.email };
}
