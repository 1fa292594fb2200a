import { z } from "zod";

// The shape of the webinar's facts (app/content/webinar.ts), checked by webinar.test.ts: the
// browser gets the facts without the validator.

export const webinarConfigSchema = z.object({
  /** Stable id: stored with SMS reminders and registrations, part of the calendar UID. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** What the webinar is about, in a few words (the stored sign-up label names it). */
  topic: z.string().min(3),
  title: z.string().min(10),
  subtitle: z.string().min(10),
  timeZone: z.string().min(3),
  /** Wall-clock start in `timeZone`, as announced to visitors. */
  localStart: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
  durationMinutes: z.number().int().min(15).max(480),
  seats: z.number().int().positive(),
  /** The one date a visitor can choose, as the spec words it; stored in tour_bookings.preferred_date. */
  dateOption: z.string().min(5),
  host: z.object({
    name: z.string().min(3),
    role: z.string().min(3),
    participants: z.number().int().positive(),
    bio: z.string().min(40),
  }),
  /** The live room; opened from the confirmation page's last step. */
  joinUrl: z.url({ protocol: /^https$/ }),
  location: z.string().min(3),
  smsReminderMinutesBefore: z.number().int().positive(),
  /** How early participants should be in the room (spec: 2-3 minutes). */
  earlyJoinMinutes: z.string().regex(/^\d+(-\d+)?$/),
  countryCodes: z.array(z.string().regex(/^\+\d{1,3}$/)).min(1),
  landingPath: z.string().startsWith("/"),
  confirmationPath: z.string().startsWith("/"),
});

export type WebinarConfig = z.infer<typeof webinarConfigSchema>;
