CREATE TABLE "event_enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"space_id" text NOT NULL,
	"guests" integer NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"floor" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"rank" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_holds_kind_check" CHECK ("event_holds"."kind" in ('option', 'booking')),
	CONSTRAINT "event_holds_status_check" CHECK ("event_holds"."status" in ('active', 'released', 'expired', 'converted')),
	CONSTRAINT "event_holds_rank_check" CHECK (("event_holds"."kind" = 'option') = ("event_holds"."rank" is not null) and ("event_holds"."rank" is null or "event_holds"."rank" >= 1)),
	CONSTRAINT "event_holds_times_check" CHECK ("event_holds"."starts_at" < "event_holds"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "event_holds" ADD CONSTRAINT "event_holds_enquiry_id_event_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."event_enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_holds_enquiry_idx" ON "event_holds" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "event_holds_floor_day_idx" ON "event_holds" USING btree ("floor","day");--> statement-breakpoint
CREATE UNIQUE INDEX "event_holds_option_rank_key" ON "event_holds" USING btree ("floor","day","rank") WHERE "event_holds"."kind" = 'option' and "event_holds"."status" = 'active';--> statement-breakpoint
-- Two bookings of one floor never overlap (decision 1130): the floor as a one-value range, so GiST
-- needs no btree_gist extension (as tour_slots, 0019).
ALTER TABLE "event_holds" ADD CONSTRAINT "event_holds_no_double_booking" EXCLUDE USING gist (
  int4range("floor", "floor", '[]') WITH =,
  tstzrange("starts_at", "ends_at") WITH &&
) WHERE ("kind" = 'booking' AND "status" = 'active');
