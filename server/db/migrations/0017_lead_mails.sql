CREATE TABLE "lead_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" bigint NOT NULL,
	"job_id" uuid NOT NULL,
	"queue" text NOT NULL,
	"variant" text,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lead_mails_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
ALTER TABLE "lead_mails" ADD CONSTRAINT "lead_mails_lead_id_lead_inbox_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead_inbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_mails_lead_idx" ON "lead_mails" USING btree ("lead_id","sent_at");