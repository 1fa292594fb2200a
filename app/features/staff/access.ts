import { leadRoles, type StaffRole } from "../../../server/db/staff-vocabulary.ts";

// Which role opens which part of the back office (decision 1145): the one table the back office's
// middleware (guard.server.ts) checks every request under /staff against (pages, their data requests
// and actions, the CSV/JSON/PDF resource routes) and the navigation is filtered by. An address the
// table does not name is for the roles that work leads: an editor opens only what is listed for them.

interface StaffArea {
  /** The address, and every address below it unless `exact`. */
  path: string;
  exact?: boolean;
  /** Who opens it (loader and action). */
  roles: readonly StaffRole[];
  /** Who may change something there (a POST, PUT, PATCH or DELETE), when fewer than `roles`. */
  change?: readonly StaffRole[];
}

const everyone: readonly StaffRole[] = ["owner", "staff", "editor"];
const owners: readonly StaffRole[] = ["owner"];
/** Who changes the site's content (the price list, the offers and the other edited content). */
export const contentEditors: readonly StaffRole[] = ["owner", "editor"];

const staffAreas: readonly StaffArea[] = [
  // The inbox, the leads and their exports hold personal data: the roles that work leads.
  { path: "/staff", exact: true, roles: leadRoles },
  { path: "/staff/leads", roles: leadRoles },
  { path: "/staff/export.csv", roles: leadRoles },
  { path: "/staff/tours", roles: leadRoles },
  // The spaces calendar names the leads holding a date.
  { path: "/staff/spaces", roles: leadRoles },
  { path: "/staff/webinars", roles: leadRoles },
  { path: "/staff/mail", roles: leadRoles },
  { path: "/staff/templates", roles: leadRoles },
  { path: "/staff/team", roles: owners },
  { path: "/staff/audit", roles: owners },
  // Content: the whole team reads the price list; owners and editors change it.
  { path: "/staff/prices", roles: everyone, change: contentEditors },
  // The site's edited content (issue 45): owners and editors only; staff work leads.
  { path: "/staff/content", roles: contentEditors },
  // The company details (the imprint's facts, decision 1157): owners only.
  { path: "/staff/content/company", roles: owners },
  // The media library (issue 45): the photos the site shows, uploaded and described by the same roles.
  { path: "/staff/media", roles: contentEditors },
  { path: "/staff/account", roles: everyone },
];

const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The address of a request as the table names it: no data-request suffix, no trailing slash. */
function areaPath(pathname: string): string {
  return pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
}

function areaOf(pathname: string): StaffArea | undefined {
  const path = areaPath(pathname);
  let found: StaffArea | undefined;
  for (const area of staffAreas) {
    const inside = area.exact ? path === area.path : path === area.path || path.startsWith(`${area.path}/`);
    if (inside && (!found || area.path.length > found.path.length)) found = area;
  }
  return found;
}

/** May `role` open this address of the back office (with `method`: and send it that request)? */
export function staffMay(role: StaffRole, pathname: string, method = "GET"): boolean {
  const area = areaOf(pathname);
  const roles: readonly StaffRole[] = area?.roles ?? leadRoles;
  if (!roles.includes(role)) return false;
  return readMethods.has(method.toUpperCase()) || !area?.change || area.change.includes(role);
}

/** Where `role` starts in the back office: the inbox, or for an editor the site's content. */
export function staffHome(role: StaffRole): string {
  return staffMay(role, "/staff") ? "/staff" : "/staff/content";
}
