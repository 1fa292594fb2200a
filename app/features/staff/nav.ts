import type { StaffRole } from "../../../server/db/staff-vocabulary.ts";
import { staffMay } from "./access.ts";

// The back office's navigation: each role sees the pages the table of access.ts opens to it.
interface StaffNavItem {
  to: string;
  label: string;
}

const staffNav: StaffNavItem[] = [
  { to: "/staff", label: "Inbox" },
  { to: "/staff/tours", label: "Tours" },
  { to: "/staff/spaces", label: "Spaces" },
  { to: "/staff/prices", label: "Prices" },
  { to: "/staff/content", label: "Content" },
  { to: "/staff/media", label: "Media" },
  { to: "/staff/webinars", label: "Webinars" },
  { to: "/staff/mail", label: "Mail" },
  { to: "/staff/templates", label: "Templates" },
  { to: "/staff/team", label: "Team" },
  { to: "/staff/audit", label: "Audit log" },
  { to: "/staff/account", label: "My account" },
];

/** The navigation as `role` sees it. */
export function staffNavFor(role: StaffRole): StaffNavItem[] {
  return staffNav.filter((item) => staffMay(role, item.to));
}
