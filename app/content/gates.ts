// The two password-gated areas of the site (spec sections 2 and 6). Shared by server and client:
// names and the paths each gate covers. Never the password, never the content: each password comes
// from the environment (GATE_PASSWORD_EVENT_PLANNERS, GATE_PASSWORD_DEVELOPMENT; see gate.server.ts).

/** How long an unlock lasts before the visitor is asked again (the cookie's Max-Age; the Cookie Policy states it). */
export const GATE_ACCESS_DAYS = 30;

export type GateName = "event-planners" | "development";

export interface Gate {
  /** The spec's page name; also names the gate's cookie. */
  name: GateName;
  /** What the gate protects, for the locked page's heading, in both languages. */
  title: { en: string; de: string };
  /** The page the password form posts to (the gate's own route); its German twin is under /de/ (page-pairs.ts). */
  basePath: string;
  /** Every page behind this gate: the base path and, for the handbook, its sub pages and downloads. */
  covers: (pathname: string) => boolean;
}

/** The pages under a base path in either language: the English one and its German twin. */
const under =
  (...bases: string[]) =>
  (pathname: string) =>
    bases.some((base) => pathname === base || pathname.startsWith(`${base}/`));

export const gates: Record<GateName, Gate> = {
  "event-planners": {
    name: "event-planners",
    title: { en: "Event Planners' Handbook", de: "Handbuch für Eventplaner" },
    basePath: "/event-planners",
    covers: under("/event-planners", "/de/eventplaner"),
  },
  development: {
    name: "development",
    title: { en: "Development Partnerships", de: "Entwicklungspartnerschaften" },
    basePath: "/development",
    covers: under("/development", "/de/projektentwicklung"),
  },
};

export const gateList: Gate[] = Object.values(gates);

/** Every page behind a gate in English (the route table's gated pages; the PDFs are files, not pages); each has a German twin. */
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
