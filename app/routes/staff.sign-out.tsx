import { redirect } from "react-router";
import { auditSignIn } from "../../server/domain/staff/audit-log";
import { callStaffAuth, forwardCookies } from "~/features/staff/auth-calls.server";
import { SIGN_IN_PATH, currentStaff, staffHeaders } from "~/features/staff/guard.server";
import type { Route } from "./+types/staff.sign-out";
import { auditScope } from "~/features/staff/audit-scope.server";

// Signing out ends the session on the server (its row is deleted) and clears the cookie.

// Audit entries written during the request carry its address and user agent.
export const middleware = [staffHeaders, auditScope];

export function loader() {
  return redirect(SIGN_IN_PATH);
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await currentStaff(request);
  const response = await callStaffAuth(request, context, "/sign-out", {});
  if (staff && response.ok) await auditSignIn("sign-out", staff.user, { sessionId: staff.sessionId });
  return redirect(`${SIGN_IN_PATH}?signed-out=1`, { headers: forwardCookies(response) });
}

/**
 * Never shown (a GET is redirected above); having a component makes this a page route, so React Router's
 * origin check covers its post like every other form's (resource routes are not checked).
 */
export default function SignOut() {
  return null;
}
