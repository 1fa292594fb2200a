ALTER TABLE "tour_slots" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_slots" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tour_slots" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;