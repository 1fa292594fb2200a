import type { StaffRole } from "../../../server/db/staff-vocabulary.ts";

// The back office's navigation.
export interface StaffNavItem {
  to: string;
  label: string;
  /** Shown only to these roles; all roles when omitted. */
  roles?: StaffRole[];
}

export const staffNav: StaffNavItem[] = [
  { to: "/staff", label: "Inbox" },
  { to: "/staff/tours", label: "Tours" },
  { to: "/staff/spaces", label: "Spaces" },
  { to: "/staff/prices", label: "Prices" },
  { to: "/staff/webinars", label: "Webinars" },
  { to: "/staff/mail", label: "Mail" },
  { to: "/staff/templates", label: "Templates" },
  { to: "/staff/team", label: "Team", roles: ["owner"] },
  { to: "/staff/audit", label: "Audit log", roles: ["owner"] },
  { to: "/staff/account", label: "My account" },
];
