-- Verified email (issue 33 §2): a respondent asks for a 6-digit code mailed to
-- the address typed into a text field with `"verify": true`, enters it, and the
-- submit carries the token the check answered. Only hashes are kept: the code's
-- (HMAC with the server's secret, salted by the row id) and the token's.
CREATE TABLE IF NOT EXISTS "email_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"form_id" uuid NOT NULL,
	"field" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"verified_at" timestamp (3) with time zone,
	"token_hash" text
);
--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "email_verifications_form_field_email" ON "email_verifications" USING btree ("form_id","field","email","created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "email_verifications_token_hash" ON "email_verifications" USING btree ("token_hash") WHERE "token_hash" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "email_verifications_expires" ON "email_verifications" USING btree ("expires_at");
--> statement-breakpoint
-- The address the submission's verified field was verified for; null when the form verifies none.
ALTER TABLE "submissions" ADD COLUMN "verified_email" text;
