ALTER TABLE "webinar_interest" ADD COLUMN "locale" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "locale" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "webinar_interest" ADD CONSTRAINT "webinar_interest_locale_check" CHECK ("webinar_interest"."locale" in ('en', 'de'));--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_locale_check" CHECK ("webinar_registrations"."locale" in ('en', 'de'));--> statement-breakpoint
-- A webinar sign-up's tour row now carries the registrant's language (German or English page), so
-- its lead takes it from the row like a tour request's. Rows from before keep German.
UPDATE tour_bookings SET lang = 'de' WHERE coalesce(additional_information, '') LIKE 'Webinar-Anmeldung: %';--> statement-breakpoint
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
    v_language := NEW.language;
  ELSIF TG_TABLE_NAME = 'tour_bookings' THEN
    v_kind := CASE WHEN coalesce(NEW.additional_information, '') LIKE 'Webinar-Anmeldung: %' THEN 'webinar' ELSE 'tour' END;
    v_name := NEW.full_name;
    v_email := NEW.email;
    v_company := NEW.company;
    v_language := NEW.lang;
  ELSIF TG_TABLE_NAME = 'webinar_sms_reminders' THEN
    v_kind := 'sms';
    v_name := NEW.country_code || ' ' || NEW.phone_number;
  ELSIF TG_TABLE_NAME = 'newsletter_subscriptions' THEN
    v_kind := 'newsletter';
    v_email := NEW.email;
    v_language := NEW.language;
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
