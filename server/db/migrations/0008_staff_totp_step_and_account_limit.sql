CREATE TABLE "staff_sign_in_attempts" (
	"email" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_two_factor" ADD COLUMN "last_totp_step" bigint DEFAULT 0 NOT NULL;