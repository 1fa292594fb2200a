ALTER TABLE "staff_audit_log" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "staff_audit_log_at_idx" ON "staff_audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_audit_log_actor_idx" ON "staff_audit_log" USING btree ("actor_email","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_audit_log_action_idx" ON "staff_audit_log" USING btree ("action","at" DESC NULLS LAST);--> statement-breakpoint
-- Older open invites of an address that has a newer one are revoked, so the unique index below can hold.
UPDATE "staff_invites" AS i SET "revoked_at" = now() WHERE i."used_at" IS NULL AND EXISTS (SELECT 1 FROM "staff_invites" AS n WHERE n."email" = i."email" AND n."used_at" IS NULL AND n."id" > i."id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invites_open_email_key" ON "staff_invites" USING btree ("email") WHERE "staff_invites"."used_at" is null and "staff_invites"."revoked_at" is null;;--> statement-breakpoint
-- The audit log is append-only (docs/decisions/0857): UPDATE, DELETE and TRUNCATE are refused. The one
-- exception is the data-subject redaction, which sets `SET LOCAL spark.audit_redaction = on` in its
-- transaction and may then only remove keys from `details`; every other column stays as it was.
CREATE FUNCTION staff_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND current_setting('spark.audit_redaction', true) = 'on'
    AND NEW.id = OLD.id AND NEW.at = OLD.at
    AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id AND NEW.actor_email = OLD.actor_email
    AND NEW.action = OLD.action AND NEW.target_type = OLD.target_type AND NEW.target_id = OLD.target_id
    AND NEW.ip_address IS NOT DISTINCT FROM OLD.ip_address AND NEW.user_agent IS NOT DISTINCT FROM OLD.user_agent
    AND OLD.details @> NEW.details THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER staff_audit_log_no_change BEFORE UPDATE OR DELETE ON "staff_audit_log" FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON "staff_audit_log" FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_append_only();
