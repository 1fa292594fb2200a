import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { data, redirect, type RouterContextProvider } from "react-router";
import { database } from "../../../server/db/index.ts";
import type { Database } from "../../../server/db/client.ts";
import {
  staffAuditLog,
  staffInvites,
  staffRoles,
  staffSession,
  staffSettings,
  staffUser,
  staffVerification,
  type StaffRole,
} from "../../../server/db/staff-schema.ts";
import { env } from "../../../server/env.ts";
import { requestInfo } from "../../../server/request-context.ts";
import { queueNames, type SendJob } from "../../../server/jobs/queue.ts";
import { sealInviteToken } from "../../../server/jobs/staff-invite.ts";
import { CLIENT_IP_HEADER, sessionOutlived, STAFF_AUTH_BASE_PATH, staffAuth } from "../../../server/staff/auth.ts";
import { currentOrigin } from "./audit-scope.server.ts";

// Who may see the back office: every /staff loader and action starts with requireStaff(), so a
// request without a valid staff session gets the sign-in page (a redirect) and never any data.

/** Back-office responses are for one signed-in person: never stored, never indexed. */
export const STAFF_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  Vary: "Cookie",
} as const;

function staffHeaders(): Headers {
  return new Headers(STAFF_HEADERS);
}

export const SIGN_IN_PATH = "/staff/sign-in";
const TWO_FACTOR_SETUP_PATH = "/staff/account";

interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
}

export interface StaffContext {
  user: StaffMember;
  sessionId: string;
  db: Database;
}

/** A path inside the back office to return to after signing in; anything else goes to the inbox. */
export function safeStaffPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/staff") || value.startsWith("//") || value.includes("\\"))
    return "/staff";
  const [pathname, search = ""] = value.replace(/\.data(?=$|\?)/, "").split("?");
  if (!/^\/staff[a-z0-9/._-]*$/i.test(pathname!) || pathname!.startsWith(SIGN_IN_PATH)) return "/staff";
  return search ? `${pathname}?${search}` : pathname!;
}

function signInRedirect(request: Request): never {
  const url = new URL(request.url);
  const next = safeStaffPath(`${url.pathname}${url.search}`);
  throw redirect(`${SIGN_IN_PATH}${next === "/staff" ? "" : `?next=${encodeURIComponent(next)}`}`, {
    headers: STAFF_HEADERS,
  });
}

export async function twoFactorRequired(db: Database): Promise<boolean> {
  const [row] = await db.select().from(staffSettings).where(eq(staffSettings.key, "require_two_factor"));
  // Until the owner decides otherwise the second factor is required (docs/decisions/0851).
  return row ? row.value === true : true;
}

export async function currentStaff(request: Request): Promise<StaffContext | null> {
  const auth = await staffAuth();
  const result = await auth.api.getSession({ headers: request.headers });
  if (!result) return null;
  const user = result.user as typeof result.user & {
    role?: string;
    banned?: boolean | null;
    twoFactorEnabled?: boolean;
  };
  if (user.banned) return null;
  // Idle expiry is better-auth's; the cap on a session's whole length is ours (STAFF_SESSION_MAX_HOURS).
  if (sessionOutlived(new Date(result.session.createdAt))) {
    await (await database()).db.delete(staffSession).where(eq(staffSession.id, result.session.id));
    return null;
  }
  const role: StaffRole = user.role === "owner" ? "owner" : "staff";
  return {
    user: { id: user.id, name: user.name, email: user.email, role, twoFactorEnabled: !!user.twoFactorEnabled },
    sessionId: result.session.id,
    db: (await database()).db,
  };
}

/**
 * The guard of every back-office loader and action. Without a session: a redirect to the sign-in
 * page. Second factor required but not set up: only the account page (to set it up) is open.
 * `owner`: a staff account gets 403.
 */
export async function requireStaff(
  request: Request,
  options: { owner?: boolean; allowWithoutSecondFactor?: boolean } = {},
): Promise<StaffContext> {
  const staff = await currentStaff(request);
  if (!staff) signInRedirect(request);
  if (!options.allowWithoutSecondFactor && !staff.user.twoFactorEnabled && (await twoFactorRequired(staff.db)))
    throw redirect(TWO_FACTOR_SETUP_PATH, { headers: STAFF_HEADERS });
  if (options.owner && staff.user.role !== "owner")
    throw data({ message: "Only an owner can manage staff and settings." }, { status: 403, headers: STAFF_HEADERS });
  return staff;
}

// --- Audit log -------------------------------------------------------------------------------

export interface AuditEntry {
  action: string;
  targetType: "lead" | "staff" | "settings" | "invite" | "export" | "mail" | "webinar" | "audit";
  targetId: string | number;
  details?: Record<string, unknown>;
}

/** Appends one entry, with the address and user agent of the request it happens in (none on the command line). */
export async function recordAudit(db: Database, actor: { id: string | null; email: string }, entry: AuditEntry) {
  const origin = currentOrigin();
  await db.insert(staffAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email.slice(0, 320),
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId).slice(0, 320),
    details: entry.details ?? {},
    ipAddress: origin.ipAddress,
    userAgent: origin.userAgent,
  });
}

/** Sign-in events of the audit log (docs/decisions/0857). */
export type SignInEvent =
  "sign-in.success" | "sign-in.failure" | "sign-in.locked" | "sign-in.second-factor-failure" | "sign-out";

/**
 * One sign-in event. `who` is the account when known; for a failed password the address typed (no
 * account may have it), so the log shows what was tried.
 */
export async function auditSignIn(
  event: SignInEvent,
  who: { id: string | null; email: string },
  details: Record<string, unknown> = {},
) {
  await recordAudit(await staffDb(), who, {
    action: event,
    targetType: "staff",
    targetId: who.id ?? who.email,
    details,
  });
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The account whose password step this browser passed and whose second factor is pending: better-auth
 * keeps it in a signed cookie naming a verification row. Used to say whose code was wrong.
 */
export async function pendingSecondFactorUser(request: Request): Promise<{ id: string; email: string } | undefined> {
  const auth = await staffAuth();
  const name = (await auth.$context).createAuthCookie("two_factor").name;
  const signed = cookieValue(request, name);
  const dot = signed?.lastIndexOf(".") ?? -1;
  if (!signed || dot < 1) return undefined;
  const identifier = signed.slice(0, dot);
  const expected = createHmac("sha256", env().STAFF_AUTH_SECRET).update(identifier).digest();
  const given = Buffer.from(signed.slice(dot + 1), "base64");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const db = await staffDb();
  const [user] = await db
    .select({ id: staffUser.id, email: staffUser.email })
    .from(staffVerification)
    .innerJoin(staffUser, eq(staffUser.id, staffVerification.value))
    .where(eq(staffVerification.identifier, identifier));
  return user;
}

// --- Invites ---------------------------------------------------------------------------------

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

// --- Calls into better-auth's handler (rate-limited) -------------------------------------------

/**
 * Calls one of better-auth's endpoints through its HTTP handler in-process, so its rate limiter
 * (shared in the database) counts the attempt for this client address. Only the visitor's cookies
 * and user agent are passed on.
 */
export async function callStaffAuth(
  request: Request,
  context: Readonly<RouterContextProvider>,
  endpoint: "/sign-in/email" | "/two-factor/verify-totp" | "/two-factor/verify-backup-code" | "/sign-out",
  body: Record<string, unknown>,
): Promise<Response> {
  const auth = await staffAuth();
  const origin = new URL(env().PUBLIC_SITE_URL).origin;
  const headers = new Headers({
    "content-type": "application/json",
    origin,
    [CLIENT_IP_HEADER]: requestInfo(context).clientIp,
  });
  for (const name of ["cookie", "user-agent"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return auth.handler(
    new Request(`${origin}${STAFF_AUTH_BASE_PATH}${endpoint}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
}

/** The Set-Cookie headers of a better-auth answer, with the back office's no-store headers. */
export function forwardCookies(response: Response): Headers {
  const headers = staffHeaders();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

export function retryAfterMinutes(response: Response): number {
  const seconds = Number(response.headers.get("X-Retry-After") ?? response.headers.get("Retry-After") ?? 60);
  return Math.max(1, Math.ceil((Number.isFinite(seconds) ? seconds : 60) / 60));
}

export async function staffDb(): Promise<Database> {
  return (await database()).db;
}

// --- Sessions and settings -------------------------------------------------------------------

export async function sessionsOf(db: Database, userId: string) {
  return db
    .select({
      id: staffSession.id,
      createdAt: staffSession.createdAt,
      updatedAt: staffSession.updatedAt,
      expiresAt: staffSession.expiresAt,
      ipAddress: staffSession.ipAddress,
      userAgent: staffSession.userAgent,
    })
    .from(staffSession)
    .where(and(eq(staffSession.userId, userId), gt(staffSession.expiresAt, new Date())))
    .orderBy(desc(staffSession.updatedAt));
}

/** Ends one session (its row goes, so its cookie opens nothing any more); false if it was not there. */
export async function revokeSession(
  db: Database,
  actor: { id: string; email: string },
  userId: string,
  sessionId: string,
) {
  const removed = await db
    .delete(staffSession)
    .where(and(eq(staffSession.id, sessionId), eq(staffSession.userId, userId)))
    .returning({ id: staffSession.id });
  if (removed.length === 0) return false;
  await recordAudit(db, actor, {
    action: "session.revoke",
    targetType: "staff",
    targetId: userId,
    details: { sessionId },
  });
  return true;
}

export async function revokeAllSessions(db: Database, actor: { id: string; email: string }, userId: string) {
  const removed = await db
    .delete(staffSession)
    .where(eq(staffSession.userId, userId))
    .returning({ id: staffSession.id });
  await recordAudit(db, actor, {
    action: "session.revoke-all",
    targetType: "staff",
    targetId: userId,
    details: { sessions: removed.length },
  });
  return removed.length;
}

export async function setTwoFactorRequired(db: Database, actor: { id: string; email: string }, required: boolean) {
  await db
    .insert(staffSettings)
    .values({ key: "require_two_factor", value: required })
    .onConflictDoUpdate({ target: staffSettings.key, set: { value: required, updatedAt: new Date() } });
  await recordAudit(db, actor, {
    action: "settings.require-two-factor",
    targetType: "settings",
    targetId: "require_two_factor",
    details: { to: required },
  });
}
