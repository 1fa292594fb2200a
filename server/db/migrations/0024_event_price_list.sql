CREATE TABLE "event_price_list" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"prices" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_price_list_one_row" CHECK ("event_price_list"."id" = 1)
);
