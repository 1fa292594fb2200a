import type { StaffRole } from "../../../server/db/staff-vocabulary.ts";

// The back office's navigation. Further pages of the back office (the mail outbox, failed jobs,
// data-subject requests of the mail and retention work) are added to this list.
export interface StaffNavItem {
  to: string;
  label: string;
  /** Shown only to these roles; all roles when omitted. */
  roles?: StaffRole[];
}

export const staffNav: StaffNavItem[] = [
  { to: "/staff", label: "Inbox" },
  { to: "/staff/team", label: "Team", roles: ["owner"] },
  { to: "/staff/account", label: "My account" },
];
