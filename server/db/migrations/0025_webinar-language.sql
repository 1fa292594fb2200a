ALTER TABLE "webinar_interest" ADD COLUMN "locale" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "locale" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "webinar_interest" ADD CONSTRAINT "webinar_interest_locale_check" CHECK ("webinar_interest"."locale" in ('en', 'de'));--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_locale_check" CHECK ("webinar_registrations"."locale" in ('en', 'de'));