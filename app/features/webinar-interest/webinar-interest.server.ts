import type { RouterContextProvider } from "react-router";
import type { Database } from "../../../server/db/client.ts";
import { webinarInterest } from "../../../server/db/schema.ts";
import type { Locale } from "../../../server/domain/company/locale.ts";
import { formLocale, handleFormSubmission } from "../form-kit/submission.server.ts";
import { interestMessages, interestSchema } from "./schema.ts";

/**
 * Keeps the address until the next session is published, with the language of the page it was left
 * on (its one mail is in it); an address already waiting adds no row.
 */
async function saveInterest(db: Database, email: string, locale: Locale = "de"): Promise<void> {
  // The unique index covers waiting addresses only (lower(email) where notified_at is null).
  await db.insert(webinarInterest).values({ email, locale }).onConflictDoNothing();
}

export function registerInterest(request: Request, context: Readonly<RouterContextProvider>) {
  const locale = formLocale(request);
  return handleFormSubmission({
    request,
    context,
    form: "webinar-interest",
    schema: interestSchema[locale],
    messages: interestMessages[locale],
    save: (db, values) => saveInterest(db, values.email, locale),
  });
}
