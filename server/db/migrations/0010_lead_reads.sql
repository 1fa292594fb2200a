CREATE TABLE "lead_reads" (
	"staff_id" text NOT NULL,
	"lead_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_reads_staff_id_lead_id_pk" PRIMARY KEY("staff_id","lead_id")
);
--> statement-breakpoint
ALTER TABLE "lead_reads" ADD CONSTRAINT "lead_reads_staff_id_staff_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reads" ADD CONSTRAINT "lead_reads_lead_id_lead_inbox_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead_inbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_reads_lead_idx" ON "lead_reads" USING btree ("lead_id");