import { eq } from "drizzle-orm";
import type { Database } from "../../../server/db/client.ts";
import { database } from "../../../server/db/index.ts";
import { webinarRegistrations, webinarSessions } from "../../../server/db/schema.ts";
import { verifyConfirmationToken } from "../../../server/domain/webinar/confirmation-link.ts";
import type { WebinarSession } from "../../../server/domain/webinar/sessions.ts";

// The registration a signed confirmation link names, with its session: what the confirmation page,
// its calendar file and its SMS reminder are about. A token that is not ours, or names a deleted
// registration (retention, a data-subject request), finds nothing.

export interface RegistrationWithSession {
  registrationId: number;
  session: WebinarSession;
}

async function registrationWithSession(
  db: Database,
  registrationId: number,
): Promise<RegistrationWithSession | undefined> {
  const [row] = await db
    .select({ registrationId: webinarRegistrations.id, session: webinarSessions })
    .from(webinarRegistrations)
    .innerJoin(webinarSessions, eq(webinarSessions.id, webinarRegistrations.sessionId))
    .where(eq(webinarRegistrations.id, registrationId));
  return row;
}

/** The token from `?t=` of a request URL, verified, and its registration. */
export async function registrationFromRequest(request: Request): Promise<RegistrationWithSession | undefined> {
  const id = verifyConfirmationToken(new URL(request.url).searchParams.get("t"));
  if (id === undefined) return undefined;
  return registrationWithSession((await database()).db, id);
}
