import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { visitorConfirmations } from "../db/schema.ts";

// What a visitor's confirmation mail may repeat of what was typed (issue 41, docs/decisions/1101):
// anyone can enter anyone's address, so the mail carries none of the sender's free text.

// Letters (any script), spaces, hyphens and apostrophes; starts with a letter; at most 40 characters.
const NAME = /^\p{L}[\p{L}\p{M} '’-]{0,39}$/u;

/** The name as typed if it looks like a person's name, else undefined (the mail greets neutrally). */
function greetingName(name: string | null | undefined): string | undefined {
  const trimmed = (name ?? "").trim().replace(/\s+/g, " ");
  return NAME.test(trimmed) ? trimmed : undefined;
}

/** The opening of a visitor's mail: by name when it looks like one, else neutral. */
export function greeting(name: string | null | undefined, lang: "en" | "de"): string {
  const shown = greetingName(name);
  if (lang === "en") return shown ? `Hello ${shown}` : "Hello";
  return shown ? `Hallo ${shown}` : "Guten Tag";
}

/** One mailbox however it is written: lower case, without a +tag ("Anna+x@Example.com" -> "anna@example.com"). */
function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 1) return lower;
  return `${lower.slice(0, at).replace(/\+.*$/, "")}${lower.slice(at)}`;
}

/**
 * Claims today's (Berlin) confirmation of this kind for this mailbox; false when it was claimed
 * already. Run in the submission's transaction: the primary key decides, also for concurrent posts.
 */
export async function claimConfirmation(
  tx: Database,
  address: string,
  kind: string,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const claimed = await tx
    .insert(visitorConfirmations)
    .values({
      address: mailboxKey(address),
      kind,
      day: sql`to_char(${at}::timestamptz at time zone 'Europe/Berlin', 'YYYY-MM-DD')`,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ address: visitorConfirmations.address });
  return claimed.length > 0;
}
