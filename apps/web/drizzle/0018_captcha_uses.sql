-- CAPTCHA answers already used (issue 33): a solved ALTCHA challenge, or a
-- Turnstile or hCaptcha token, is taken once. Kept with the form and the
-- idempotency key that used it (a retry of the same submission is let
-- through) until the answer would have expired anyway, then deleted. A new
-- table: the previous release neither reads nor writes it.
CREATE TABLE "captcha_uses" (
	"digest" text PRIMARY KEY NOT NULL,
	"form_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "captcha_uses" ADD CONSTRAINT "captcha_uses_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_uses_expires_at" ON "captcha_uses" USING btree ("expires_at");
