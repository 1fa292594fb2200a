CREATE TABLE "sms_budget" (
	"period" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"alerted_at" timestamp with time zone,
	CONSTRAINT "sms_budget_period_window_start_pk" PRIMARY KEY("period","window_start")
);
--> statement-breakpoint
CREATE TABLE "visitor_confirmations" (
	"address" text NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitor_confirmations_address_kind_day_pk" PRIMARY KEY("address","kind","day")
);
--> statement-breakpoint
ALTER TABLE "webinar_sms_reminders" ADD COLUMN "registration_id" integer;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "client_network" text;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "fill_ms" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_sms_reminders_registration_key" ON "webinar_sms_reminders" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "webinar_registrations_network_idx" ON "webinar_registrations" USING btree ("session_id","client_network");