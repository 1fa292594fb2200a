CREATE TABLE "lead_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" bigint NOT NULL,
	"author_id" text,
	"author_email" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "lead_replies_language_check" CHECK ("lead_replies"."language" in ('en', 'de'))
);
--> statement-breakpoint
ALTER TABLE "lead_replies" ADD CONSTRAINT "lead_replies_lead_id_lead_inbox_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead_inbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_replies" ADD CONSTRAINT "lead_replies_author_id_staff_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_replies_lead_idx" ON "lead_replies" USING btree ("lead_id","created_at");