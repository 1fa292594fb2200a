CREATE TABLE "tour_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_blocks_period_check" CHECK ("tour_blocks"."starts_at" < "tour_blocks"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "tour_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_by_email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_settings_one_row" CHECK ("tour_settings"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "tour_blocks_period_idx" ON "tour_blocks" USING btree ("starts_at","ends_at");