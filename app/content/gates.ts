// The two password-gated areas of the site (spec sections 2 and 6). Shared by server and client:
// names and the paths each gate covers. Never the password, never the content: each password comes
// from the environment (GATE_PASSWORD_EVENT_PLANNERS, GATE_PASSWORD_DEVELOPMENT; see gate.server.ts).

/** How long an unlock lasts before the visitor is asked again (the cookie's Max-Age; the Cookie Policy states it). */
export const GATE_ACCESS_DAYS = 30;

export type GateName = "event-planners" | "development";

export interface Gate {
  /** The spec's page name; also names the gate's cookie. */
  name: GateName;
  /** What the gate protects, for the locked page's heading. */
  title: string;
  /** The page the password form posts to (the gate's own route). */
  basePath: string;
  /** Every page behind this gate: the base path and, for the handbook, its sub pages and downloads. */
  covers: (pathname: string) => boolean;
}

const under = (base: string) => (pathname: string) => pathname === base || pathname.startsWith(`${base}/`);

export const gates: Record<GateName, Gate> = {
  "event-planners": {
    name: "event-planners",
    title: "Event Planners' Handbook",
    basePath: "/event-planners",
    covers: under("/event-planners"),
  },
  development: {
    name: "development",
    title: "Development Partnerships",
    basePath: "/development",
    covers: under("/development"),
  },
};

export const gateList: Gate[] = Object.values(gates);

/** Every page behind a gate (the route table's gated pages; the PDFs are files, not pages). */
export const gatedPagePaths = [
  "/event-planners",
  "/event-planners/how-we-support-you",
  "/event-planners/our-packages",
  "/event-planners/payment-information",
  "/event-planners/deadlines",
  "/event-planners/types-of-events",
  "/event-planners/catering",
  "/event-planners/digital-signage",
  "/development",
] as const;

/** The gate in front of a path, if any ("/event-planners/catering" -> event-planners). */
export function gateForPath(pathname: string): Gate | undefined {
  const clean = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  return gateList.find((gate) => gate.covers(clean));
}

export function isGatedPath(pathname: string): boolean {
  return gateForPath(pathname) !== undefined;
}

/** What the password form shows after a refused attempt (with or without JavaScript). */
export interface GateResult {
  status: "error";
  message: string;
  /** The page the visitor came from, so a plain (no JavaScript) retry still returns there. */
  returnTo: string;
}
