CREATE TABLE "media_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"focal_x" double precision DEFAULT 0.5 NOT NULL,
	"focal_y" double precision DEFAULT 0.5 NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"alt_de" text DEFAULT '' NOT NULL,
	"uploaded_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"files" jsonb NOT NULL,
	CONSTRAINT "media_items_content_hash_unique" UNIQUE("content_hash"),
	CONSTRAINT "media_items_focal" CHECK ("media_items"."focal_x" between 0 and 1 and "media_items"."focal_y" between 0 and 1),
	CONSTRAINT "media_items_hash" CHECK ("media_items"."content_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE INDEX "media_items_created_idx" ON "media_items" USING btree ("created_at");