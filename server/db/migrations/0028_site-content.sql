CREATE TABLE "site_content" (
	"key" text PRIMARY KEY NOT NULL,
	"draft" jsonb,
	"draft_version" integer DEFAULT 0 NOT NULL,
	"draft_by_email" text,
	"draft_at" timestamp with time zone,
	"published_version" integer DEFAULT 0 NOT NULL,
	"publish_at" timestamp with time zone,
	CONSTRAINT "site_content_key" CHECK ("site_content"."key" ~ '^[a-z-]+:[a-z0-9-]+$')
);
--> statement-breakpoint
CREATE TABLE "site_content_versions" (
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"published_by_email" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer,
	CONSTRAINT "site_content_versions_key_version_pk" PRIMARY KEY("key","version")
);
--> statement-breakpoint
ALTER TABLE "site_content_versions" ADD CONSTRAINT "site_content_versions_key_site_content_key_fk" FOREIGN KEY ("key") REFERENCES "public"."site_content"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_content_publish_at_idx" ON "site_content" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "site_content_versions_published_idx" ON "site_content_versions" USING btree ("published_at");