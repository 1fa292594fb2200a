import { sessionSchedule } from "../../server/domain/webinar/webinar";
import { sessionSignupLabel } from "../../server/domain/webinar/sessions";

/** The spec's session: row 1 of webinar_sessions (migration 0005_webinar_sessions), held. */
export const specSession = {
  slug: "led-wall-2025-07-18",
  topic: "LED-Wall-Events",
  startsAt: new Date("2025-07-18T09:00:00Z"),
  durationMinutes: 60,
};
export const specSchedule = sessionSchedule(specSession.startsAt, specSession.durationMinutes);
/** What a sign-up for it carries in tour_bookings.additional_information. */
export const specSignupLabel = sessionSignupLabel(specSession);
