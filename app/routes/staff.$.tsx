import { data } from "react-router";

// Any other /staff address: the sign-in page without a session (the layout's guard), a 404 with one.

export function loader() {
  throw data({ message: "Not found" }, { status: 404 });
}

export default function StaffNotFound() {
  return null;
}
