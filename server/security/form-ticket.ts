import { createHmac, timingSafeEqual } from "node:crypto";

// The form ticket (issue 41, docs/decisions/1103): the time a form was rendered, signed by the
// server, in a hidden field. A post whose ticket is forged, or younger than MIN_FILL_MS, came from
// a script: no person fills in a form that fast (MIN_FILL_MS, app/features/form-kit/protocol.ts).
// Keyed from COOKIE_SECRET for this purpose only.

const TICKET = /^(\d{13})\.([A-Za-z0-9_-]{43})$/;

const signature = (secret: string, issuedAt: number) =>
  createHmac("sha256", createHmac("sha256", secret).update("spark-form-ticket").digest())
    .update(String(issuedAt))
    .digest("base64url");

export function issueFormTicket(secret: string, now = Date.now()): string {
  return `${now}.${signature(secret, now)}`;
}

/** Milliseconds since the ticket was issued, or undefined when it is not one of ours (or from the future). */
export function formTicketAge(ticket: unknown, secrets: readonly string[], now = Date.now()): number | undefined {
  const match = typeof ticket === "string" ? TICKET.exec(ticket) : null;
  if (!match) return undefined;
  const issuedAt = Number(match[1]);
  const given = Buffer.from(match[2]!);
  let valid = false;
  for (const secret of secrets) {
    const expected = Buffer.from(signature(secret, issuedAt));
    if (expected.length === given.length && timingSafeEqual(expected, given)) valid = true;
  }
  const age = now - issuedAt;
  return valid && age >= 0 ? age : undefined;
}
