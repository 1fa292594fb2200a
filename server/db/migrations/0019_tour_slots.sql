CREATE TABLE "tour_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_booking_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"busy_until" timestamp with time zone NOT NULL,
	"guide" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_slots_status_check" CHECK ("tour_slots"."status" in ('held', 'cancelled')),
	CONSTRAINT "tour_slots_times_check" CHECK ("tour_slots"."starts_at" < "tour_slots"."ends_at" and "tour_slots"."ends_at" <= "tour_slots"."busy_until"),
	CONSTRAINT "tour_slots_guide_check" CHECK ("tour_slots"."guide" >= 1)
);
--> statement-breakpoint
ALTER TABLE "tour_slots" ADD CONSTRAINT "tour_slots_tour_booking_id_tour_bookings_id_fk" FOREIGN KEY ("tour_booking_id") REFERENCES "public"."tour_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_slots_booking_key" ON "tour_slots" USING btree ("tour_booking_id");--> statement-breakpoint
CREATE INDEX "tour_slots_starts_idx" ON "tour_slots" USING btree ("starts_at");--> statement-breakpoint
-- No two held tours of one guide overlap, the buffer after each included (decision 1126). GiST's range
-- operators do both parts (the guide as a one-value range), so no btree_gist extension is needed.
ALTER TABLE "tour_slots" ADD CONSTRAINT "tour_slots_no_overlap" EXCLUDE USING gist (
  int4range("guide", "guide", '[]') WITH =,
  tstzrange("starts_at", "busy_until") WITH &&
) WHERE ("status" = 'held');
