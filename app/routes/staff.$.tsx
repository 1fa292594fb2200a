import { data } from "react-router";
import { requireStaff, STAFF_HEADERS } from "~/features/staff/access.server";
import type { Route } from "./+types/staff.$";

// Any other /staff address: the sign-in page without a session, a 404 inside the back office with one.

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  throw data({ message: "Not found" }, { status: 404, headers: STAFF_HEADERS });
}

export default function StaffNotFound() {
  return null;
}
