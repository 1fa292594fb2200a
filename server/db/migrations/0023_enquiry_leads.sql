ALTER TABLE "lead_inbox" DROP CONSTRAINT "lead_inbox_kind_check";--> statement-breakpoint
ALTER TABLE "event_enquiries" ADD COLUMN "setup" text;--> statement-breakpoint
ALTER TABLE "event_enquiries" ADD COLUMN "event_type" text;--> statement-breakpoint
ALTER TABLE "event_enquiries" ADD COLUMN "add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "event_enquiries" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "event_enquiries" ADD COLUMN "estimate" jsonb;--> statement-breakpoint
ALTER TABLE "lead_inbox" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_inbox" ADD CONSTRAINT "lead_inbox_language_check" CHECK ("lead_inbox"."language" in ('en', 'de'));--> statement-breakpoint
ALTER TABLE "lead_inbox" ADD CONSTRAINT "lead_inbox_kind_check" CHECK ("lead_inbox"."kind" in ('contact', 'tour', 'webinar', 'sms', 'newsletter', 'enquiry'));--> statement-breakpoint
-- Event enquiries (issue 47) are leads like the spec's forms, and every lead carries the language of
-- the page it came from: the webinar's sign-ups German, an enquiry its visitor's, the others English.
CREATE OR REPLACE FUNCTION lead_inbox_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_kind text;
  v_name text;
  v_email text;
  v_company text;
  v_language text := 'en';
BEGIN
  IF TG_TABLE_NAME = 'contact_submissions' THEN
    v_kind := 'contact';
    v_name := NEW.first_name || ' ' || NEW.last_name;
    v_email := NEW.email;
    v_company := NEW.company;
  ELSIF TG_TABLE_NAME = 'tour_bookings' THEN
    v_kind := CASE WHEN coalesce(NEW.additional_information, '') LIKE 'Webinar-Anmeldung: %' THEN 'webinar' ELSE 'tour' END;
    v_name := NEW.full_name;
    v_email := NEW.email;
    v_company := NEW.company;
    IF v_kind = 'webinar' THEN v_language := 'de'; END IF;
  ELSIF TG_TABLE_NAME = 'webinar_sms_reminders' THEN
    v_kind := 'sms';
    v_name := NEW.country_code || ' ' || NEW.phone_number;
  ELSIF TG_TABLE_NAME = 'newsletter_subscriptions' THEN
    v_kind := 'newsletter';
    v_email := NEW.email;
  ELSIF TG_TABLE_NAME = 'event_enquiries' THEN
    v_kind := 'enquiry';
    v_name := NEW.full_name;
    v_email := NEW.email;
    v_company := NEW.company;
    v_language := NEW.lang;
  END IF;
  INSERT INTO lead_inbox (kind, source_id, name, email, company, language, created_at)
  VALUES (v_kind, NEW.id, v_name, v_email, v_company, v_language, NEW.created_at)
  ON CONFLICT (kind, source_id) DO UPDATE
    SET name = EXCLUDED.name, email = EXCLUDED.email, company = EXCLUDED.company, language = EXCLUDED.language;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_inbox_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_inbox
  WHERE source_id = OLD.id
    AND kind = ANY (CASE TG_TABLE_NAME
      WHEN 'contact_submissions' THEN ARRAY['contact']
      WHEN 'tour_bookings' THEN ARRAY['tour', 'webinar']
      WHEN 'webinar_sms_reminders' THEN ARRAY['sms']
      WHEN 'event_enquiries' THEN ARRAY['enquiry']
      ELSE ARRAY['newsletter'] END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER event_enquiries_inbox AFTER INSERT OR UPDATE ON event_enquiries FOR EACH ROW EXECUTE FUNCTION lead_inbox_capture();
--> statement-breakpoint
CREATE TRIGGER event_enquiries_inbox_forget AFTER DELETE ON event_enquiries FOR EACH ROW EXECUTE FUNCTION lead_inbox_forget();
--> statement-breakpoint
UPDATE lead_inbox SET language = 'de' WHERE kind = 'webinar';
