CREATE TABLE "webinar_interest" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webinar_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"tour_booking_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminder_mail_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webinar_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"topic" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"join_url" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_sessions_status_check" CHECK ("webinar_sessions"."status" in ('scheduled', 'cancelled', 'held')),
	CONSTRAINT "webinar_sessions_duration_check" CHECK ("webinar_sessions"."duration_minutes" between 15 and 480),
	CONSTRAINT "webinar_sessions_capacity_check" CHECK ("webinar_sessions"."capacity" between 1 and 10000),
	CONSTRAINT "webinar_sessions_seats_check" CHECK ("webinar_sessions"."seats_taken" between 0 and "webinar_sessions"."capacity")
);
--> statement-breakpoint
ALTER TABLE "webinar_sms_reminders" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_session_id_webinar_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."webinar_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_tour_booking_id_tour_bookings_id_fk" FOREIGN KEY ("tour_booking_id") REFERENCES "public"."tour_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_interest_waiting_email_key" ON "webinar_interest" USING btree (lower("email")) WHERE "webinar_interest"."notified_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_registrations_session_email_key" ON "webinar_registrations" USING btree ("session_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_registrations_tour_booking_key" ON "webinar_registrations" USING btree ("tour_booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_sessions_slug_key" ON "webinar_sessions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "webinar_sessions_starts_idx" ON "webinar_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "webinar_sms_reminders_webinar_idx" ON "webinar_sms_reminders" USING btree ("webinar_id");--> statement-breakpoint
-- The spec's session (Friday 18.07.2025, 11:00 Europe/Berlin, 60 minutes, 100 places) is the first row, held.
INSERT INTO "webinar_sessions" ("slug", "topic", "starts_at", "duration_minutes", "capacity", "join_url", "status")
VALUES ('led-wall-2025-07-18', 'LED-Wall-Events', '2025-07-18T09:00:00Z', 60, 100,
  'https://live.spark-frankfurt.de/raum/led-wall-events-2025-07-18', 'held');--> statement-breakpoint
-- Sign-ups stored before sessions existed belong to that session (one registration per address).
INSERT INTO "webinar_registrations" ("session_id", "tour_booking_id", "email", "created_at")
SELECT DISTINCT ON (lower(b."email")) s."id", b."id", b."email", b."created_at"
FROM "tour_bookings" b, "webinar_sessions" s
WHERE s."slug" = 'led-wall-2025-07-18'
  AND b."additional_information" = 'Webinar-Anmeldung: LED-Wall-Events (led-wall-2025-07-18)'
ORDER BY lower(b."email"), b."id";--> statement-breakpoint
UPDATE "webinar_sessions" SET "seats_taken" = LEAST("capacity", (SELECT count(*) FROM "webinar_registrations" r WHERE r."session_id" = "webinar_sessions"."id"));
