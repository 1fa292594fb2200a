import { z } from "zod";

// The shape of the webinar's facts (server/domain/webinar/webinar.ts), checked by webinar.test.ts: the
// browser gets the facts without the validator.

export const webinarConfigSchema = z.object({
  /** What the webinar is about, in a few words (the stored sign-up label names it). */
  topic: z.string().min(3),
  title: z.string().min(10),
  subtitle: z.string().min(10),
  timeZone: z.string().min(3),
  /** The format's length (the copy names it): a new session's default duration. */
  durationMinutes: z.number().int().min(15).max(480),
  host: z.object({
    name: z.string().min(3),
    role: z.string().min(3),
    participants: z.number().int().positive(),
    bio: z.string().min(40),
  }),
  location: z.string().min(3),
  smsReminderMinutesBefore: z.number().int().positive(),
  /** How early participants should be in the room (spec: 2-3 minutes). */
  earlyJoinMinutes: z.string().regex(/^\d+(-\d+)?$/),
  countryCodes: z.array(z.string().regex(/^\+\d{1,3}$/)).min(1),
  landingPath: z.string().startsWith("/"),
  confirmationPath: z.string().startsWith("/"),
});

export type WebinarConfig = z.infer<typeof webinarConfigSchema>;
