import type { RouterContextProvider } from "react-router";
import type { Database } from "../../../server/db/client.ts";
import { webinarInterest } from "../../../server/db/schema.ts";
import { handleFormSubmission } from "../form-kit/submission.server.ts";
import { interestMessages, interestSchema } from "./schema.ts";

/** Keeps the address until the next session is published; an address already waiting adds no row. */
async function saveInterest(db: Database, email: string): Promise<void> {
  // The unique index covers waiting addresses only (lower(email) where notified_at is null).
  await db.insert(webinarInterest).values({ email }).onConflictDoNothing();
}

export function registerInterest(request: Request, context: Readonly<RouterContextProvider>) {
  return handleFormSubmission({
    request,
    context,
    form: "webinar-interest",
    schema: interestSchema,
    messages: interestMessages,
    save: (db, values) => saveInterest(db, values.email),
  });
}
