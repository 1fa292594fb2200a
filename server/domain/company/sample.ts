import type { ClientFactId } from "./client-facts";

/**
 * Marks a value as a sample the client has not supplied yet (docs/client-facts.md). It returns the
 * value unchanged; the production build lists every sample("...") still in app/ (scripts/client-facts.ts).
 * When the client supplies the fact, write the real value in place of the whole call.
 */
export function sample<const T>(fact: ClientFactId, value: T): T {
  void fact;
  return value;
}
