-- The back office's inbox (lead_inbox) holds one row per submission of the spec's lead tables.
-- Triggers write it in the same transaction as the submission, keep name/e-mail/company current
-- when a row is changed (e.g. anonymised) and remove it when the row is deleted (retention,
-- data-subject requests). Webinar sign-ups are tour_bookings rows whose additional_information
-- starts with 'Webinar-Anmeldung: ' (app/features/webinar-registration: webinarSignupLabel).
CREATE FUNCTION lead_inbox_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_kind text;
  v_name text;
  v_email text;
  v_company text;
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
  ELSIF TG_TABLE_NAME = 'webinar_sms_reminders' THEN
    v_kind := 'sms';
    v_name := NEW.country_code || ' ' || NEW.phone_number;
  ELSIF TG_TABLE_NAME = 'newsletter_subscriptions' THEN
    v_kind := 'newsletter';
    v_email := NEW.email;
  END IF;
  INSERT INTO lead_inbox (kind, source_id, name, email, company, created_at)
  VALUES (v_kind, NEW.id, v_name, v_email, v_company, NEW.created_at)
  ON CONFLICT (kind, source_id) DO UPDATE
    SET name = EXCLUDED.name, email = EXCLUDED.email, company = EXCLUDED.company;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION lead_inbox_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_inbox
  WHERE source_id = OLD.id
    AND kind = ANY (CASE TG_TABLE_NAME
      WHEN 'contact_submissions' THEN ARRAY['contact']
      WHEN 'tour_bookings' THEN ARRAY['tour', 'webinar']
      WHEN 'webinar_sms_reminders' THEN ARRAY['sms']
      ELSE ARRAY['newsletter'] END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER contact_submissions_inbox AFTER INSERT OR UPDATE ON contact_submissions FOR EACH ROW EXECUTE FUNCTION lead_inbox_capture();
--> statement-breakpoint
CREATE TRIGGER tour_bookings_inbox AFTER INSERT OR UPDATE ON tour_bookings FOR EACH ROW EXECUTE FUNCTION lead_inbox_capture();
--> statement-breakpoint
CREATE TRIGGER webinar_sms_reminders_inbox AFTER INSERT OR UPDATE ON webinar_sms_reminders FOR EACH ROW EXECUTE FUNCTION lead_inbox_capture();
--> statement-breakpoint
CREATE TRIGGER newsletter_subscriptions_inbox AFTER INSERT OR UPDATE ON newsletter_subscriptions FOR EACH ROW EXECUTE FUNCTION lead_inbox_capture();
--> statement-breakpoint
CREATE TRIGGER contact_submissions_inbox_forget AFTER DELETE ON contact_submissions FOR EACH ROW EXECUTE FUNCTION lead_inbox_forget();
--> statement-breakpoint
CREATE TRIGGER tour_bookings_inbox_forget AFTER DELETE ON tour_bookings FOR EACH ROW EXECUTE FUNCTION lead_inbox_forget();
--> statement-breakpoint
CREATE TRIGGER webinar_sms_reminders_inbox_forget AFTER DELETE ON webinar_sms_reminders FOR EACH ROW EXECUTE FUNCTION lead_inbox_forget();
--> statement-breakpoint
CREATE TRIGGER newsletter_subscriptions_inbox_forget AFTER DELETE ON newsletter_subscriptions FOR EACH ROW EXECUTE FUNCTION lead_inbox_forget();
--> statement-breakpoint
-- The inbox search (name, e-mail or company, any part of them): one lower-cased column with a
-- trigram index, so a substring search stays fast with 100,000 leads (BENCHMARKS.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE lead_inbox ADD COLUMN search text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, ''))) STORED;
--> statement-breakpoint
CREATE INDEX lead_inbox_search_trgm_idx ON lead_inbox USING gin (search gin_trgm_ops);
--> statement-breakpoint
-- Existing submissions are carried over; they show as 'new'.
INSERT INTO lead_inbox (kind, source_id, name, email, company, created_at)
SELECT 'contact', id, first_name || ' ' || last_name, email, company, created_at FROM contact_submissions
UNION ALL
SELECT CASE WHEN coalesce(additional_information, '') LIKE 'Webinar-Anmeldung: %' THEN 'webinar' ELSE 'tour' END,
       id, full_name, email, company, created_at FROM tour_bookings
UNION ALL
SELECT 'sms', id, country_code || ' ' || phone_number, NULL, NULL, created_at FROM webinar_sms_reminders
UNION ALL
SELECT 'newsletter', id, NULL, email, NULL, created_at FROM newsletter_subscriptions
ON CONFLICT (kind, source_id) DO NOTHING;
