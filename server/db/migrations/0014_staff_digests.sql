CREATE TABLE "staff_digests" (
	"staff_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "staff_digests_staff_id_day_pk" PRIMARY KEY("staff_id","day")
);
--> statement-breakpoint
ALTER TABLE "staff_digests" ADD CONSTRAINT "staff_digests_staff_id_staff_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_user"("id") ON DELETE cascade ON UPDATE no action;