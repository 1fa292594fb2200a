import { DEV_SECRETS } from "../../server/env.ts";
import { issueFormTicket } from "../../server/security/form-ticket.ts";

/**
 * The form ticket a page rendered a minute ago would carry (docs/decisions/1104), signed with the
 * test servers' COOKIE_SECRET: a test that posts to a public form directly posts as a person would.
 */
export function formTicket(): string {
  return issueFormTicket(process.env.COOKIE_SECRET ?? DEV_SECRETS.COOKIE_SECRET, Date.now() - 60_000);
}
