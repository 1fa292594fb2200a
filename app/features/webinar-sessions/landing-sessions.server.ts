import { database } from "../../../server/db/index.ts";
import { env } from "../../../server/env.ts";
import { toSessionView, type SessionView } from "../../../server/domain/webinar/session-view.ts";
import { openSessions } from "../../../server/domain/webinar/sessions.ts";

// The landing page's open sessions, cached in the process for WEBINAR_SESSIONS_CACHE_SECONDS (15 s
// by default): the page is rendered per request, but a burst of visitors costs one query. A
// registration refused as full is still refused by the database; the cache only delays the
// "Nur noch N Plätze frei" text and a new session's appearance by at most that long.

let cached: { until: number; sessions: Promise<SessionView[]> } | undefined;

export function landingSessions(now = Date.now()): Promise<SessionView[]> {
  if (cached && cached.until > now) return cached.sessions;
  const sessions = database()
    .then(({ db }) => openSessions(db))
    .then((rows) => rows.map(toSessionView));
  cached = { until: now + env().WEBINAR_SESSIONS_CACHE_SECONDS * 1000, sessions };
  // A failed query is not kept: the next request asks again.
  sessions.catch(() => {
    if (cached?.sessions === sessions) cached = undefined;
  });
  return sessions;
}

/** After this process took a seat: the next page shows the new count. */
export function forgetLandingSessions(): void {
  cached = undefined;
}
