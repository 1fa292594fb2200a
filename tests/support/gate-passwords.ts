import { DEV_SECRETS } from "../../server/env.ts";
import { gateForPath, type Gate, type GateName } from "../../app/content/gates.ts";

// The passwords a test visitor knows: the server's environment if set, else the development defaults.
export const gatePasswords: Record<GateName, string> = {
  "event-planners": process.env.GATE_PASSWORD_EVENT_PLANNERS ?? DEV_SECRETS.GATE_PASSWORD_EVENT_PLANNERS,
  development: process.env.GATE_PASSWORD_DEVELOPMENT ?? DEV_SECRETS.GATE_PASSWORD_DEVELOPMENT,
};

export function gateOf(path: string): Gate | undefined {
  return gateForPath(path);
}
