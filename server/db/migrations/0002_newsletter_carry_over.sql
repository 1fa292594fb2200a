-- Custom SQL migration file, put your code below! --
-- Subscriptions stored before double opt-in were accepted under the old one-step flow: they are
-- carried over as confirmed, at the time they were stored (docs/decisions/0801-newsletter-double-opt-in.md).
UPDATE "newsletter_subscriptions"
SET "status" = 'confirmed',
    "confirmed_at" = "created_at",
    "consent_text" = 'Subscribed with the one-step newsletter form before double opt-in was introduced.'
WHERE "confirmed_at" IS NULL;
