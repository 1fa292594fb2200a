CREATE TABLE "reply_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"updated_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reply_templates_language_check" CHECK ("reply_templates"."language" in ('en', 'de'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reply_templates_name_key" ON "reply_templates" USING btree (lower("name"),"language");--> statement-breakpoint
-- Two starting templates in both languages; owners change or delete them in the back office.
INSERT INTO "reply_templates" ("name", "language", "body", "updated_by_email") VALUES
  ('Tour confirmation', 'en', E'Hello {name},\n\nthank you for your tour request. We have set aside the time you asked for and look forward to showing you around SPARK.\n\nIf anything changes, simply reply to this e-mail.\n\nBest regards', 'SPARK'),
  ('Tour confirmation', 'de', E'Guten Tag {name},\n\nvielen Dank für Ihre Anfrage zur Besichtigung. Den gewünschten Termin haben wir für Sie eingeplant, und wir freuen uns darauf, Ihnen SPARK zu zeigen.\n\nSollte sich etwas ändern, antworten Sie einfach auf diese E-Mail.\n\nMit freundlichen Grüßen', 'SPARK'),
  ('Quote follow-up', 'en', E'Hello {name},\n\nwe sent you our quote a few days ago and wanted to ask whether you have any questions or would like us to adjust anything. We are glad to hold the date for you a little longer.\n\nBest regards', 'SPARK'),
  ('Quote follow-up', 'de', E'Guten Tag {name},\n\nvor einigen Tagen haben wir Ihnen unser Angebot geschickt. Haben Sie noch Fragen, oder sollen wir etwas anpassen? Den Termin halten wir gern noch etwas länger für Sie frei.\n\nMit freundlichen Grüßen', 'SPARK');
