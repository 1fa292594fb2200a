import { redirect } from "react-router";
import { callStaffAuth, forwardCookies, SIGN_IN_PATH, STAFF_HEADERS } from "~/features/staff/access.server";
import type { Route } from "./+types/staff.sign-out";

// Signing out ends the session on the server (its row is deleted) and clears the cookie.

export function loader() {
  return redirect(SIGN_IN_PATH, { headers: STAFF_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const response = await callStaffAuth(request, context, "/sign-out", {});
  return redirect(`${SIGN_IN_PATH}?signed-out=1`, { headers: forwardCookies(response) });
}

/**
 * Never shown (a GET is redirected above); having a component makes this a page route, so React Router's
 * origin check covers its post like every other form's (resource routes are not checked).
 */
export default function SignOut() {
  return null;
}
