import { eq } from "drizzle-orm";
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { Database } from "../../../server/db/client.ts";
import { database } from "../../../server/db/index.ts";
import { staffRoles, staffSession, type StaffRole } from "../../../server/domain/staff/schema.ts";
import { sessionOutlived, staffAuth } from "../../../server/domain/staff/auth.ts";
import { twoFactorRequired } from "../../../server/domain/staff/second-factor.ts";
import { staffHome, staffMay } from "./access.ts";

// Who may see the back office. The middleware of routes/staff.tsx runs before every loader and
// action under /staff: a request without a valid staff session gets the sign-in page (a redirect)
// and never any data; routes read the signed-in person from the router context (docs/decisions/0866).
// What each role may open is the table of access.ts, checked here for every request (decision 1145).

/** Back-office responses are for one signed-in person: never stored, never indexed. */
export const STAFF_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  Vary: "Cookie",
} as const;

export const SIGN_IN_PATH = "/staff/sign-in";
const TWO_FACTOR_SETUP_PATH = "/staff/account";

interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
}

export interface SignedInStaff {
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

function signInRedirect(url: URL): never {
  const next = safeStaffPath(`${url.pathname}${url.search}`);
  throw redirect(`${SIGN_IN_PATH}${next === "/staff" ? "" : `?next=${encodeURIComponent(next)}`}`, {
    headers: STAFF_HEADERS,
  });
}

export async function currentStaff(request: Request): Promise<SignedInStaff | null> {
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
  // A role the back office does not know opens the least: an editor's pages.
  const role: StaffRole = staffRoles.find((known) => known === user.role) ?? "editor";
  return {
    user: { id: user.id, name: user.name, email: user.email, role, twoFactorEnabled: !!user.twoFactorEnabled },
    sessionId: result.session.id,
    db: (await database()).db,
  };
}

export async function staffDb(): Promise<Database> {
  return (await database()).db;
}

/** Every back-office response is for one person: the headers go on whatever a route answers. */
export const staffHeaders: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  for (const [name, value] of Object.entries(STAFF_HEADERS)) response.headers.set(name, value);
  return response;
};

const signedInStaffContext = createContext<SignedInStaff>();

/**
 * The guard of the back office. Without a session: a redirect to the sign-in page. Second factor
 * required but not set up: only the account page (to set it up) is open.
 */
export const staffGuard: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const staff = await currentStaff(request);
  if (!staff) signInRedirect(url);
  if (
    url.pathname.replace(/\/$/, "") !== TWO_FACTOR_SETUP_PATH &&
    !staff.user.twoFactorEnabled &&
    (await twoFactorRequired(staff.db))
  )
    throw redirect(TWO_FACTOR_SETUP_PATH, { headers: STAFF_HEADERS });
  if (!staffMay(staff.user.role, url.pathname, request.method)) {
    // The inbox is the back office's home: whoever may not open it is sent to their own.
    const home = staffHome(staff.user.role);
    if (request.method === "GET" && url.pathname.replace(/(\.data)?\/?$/, "") === "/staff" && home !== "/staff")
      throw redirect(home, { headers: STAFF_HEADERS });
    refuse(staff.user.role);
  }
  context.set(signedInStaffContext, staff);
  return next();
};

/** The 403 of a page or action the role may not use, in words for that role. */
function refusalFor(role: StaffRole): string {
  return role === "editor"
    ? "An editor's account opens the price list and your own account; leads and the team's work are for staff and owners."
    : "Only an owner can manage staff and settings.";
}

function refuse(role: StaffRole): never {
  throw data({ message: refusalFor(role), home: staffHome(role) }, { status: 403, headers: STAFF_HEADERS });
}

/** The signed-in staff member of this request (the guard has put it there). */
export function signedInStaff(context: Readonly<RouterContextProvider>): SignedInStaff {
  return context.get(signedInStaffContext);
}

/** Owner-only pages and actions: any other account gets 403. */
export function requireOwner(context: Readonly<RouterContextProvider>): SignedInStaff {
  return requireRole(context, ["owner"]);
}

/** Pages and actions for some roles only (e.g. saving the price list: owners and editors): others get 403. */
export function requireRole(context: Readonly<RouterContextProvider>, roles: readonly StaffRole[]): SignedInStaff {
  const staff = signedInStaff(context);
  if (!roles.includes(staff.user.role)) refuse(staff.user.role);
  return staff;
}
