CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_session_id_webinar_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."webinar_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");