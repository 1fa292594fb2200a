// The two password-gated areas of the site (spec sections 2 and 6). Shared by server and client:
// names, paths and the env key that holds each password. Never the password, never the content.

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
  /** The environment variable with this gate's password (server/env.ts). */
  envKey: "GATE_PASSWORD_EVENT_PLANNERS" | "GATE_PASSWORD_DEVELOPMENT";
}

const under = (base: string) => (pathname: string) => pathname === base || pathname.startsWith(`${base}/`);

export const gates: Record<GateName, Gate> = {
  "event-planners": {
    name: "event-planners",
    title: "Event Planners' Handbook",
    basePath: "/event-planners",
    covers: under("/event-planners"),
    envKey: "GATE_PASSWORD_EVENT_PLANNERS",
  },
  development: {
    name: "development",
    title: "Development Partnerships",
    basePath: "/development",
    covers: under("/development"),
    envKey: "GATE_PASSWORD_DEVELOPMENT",
  },
};

export const gateList: Gate[] = Object.values(gates);

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
}
