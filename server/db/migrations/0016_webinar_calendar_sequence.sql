ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "webinar_sessions" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;