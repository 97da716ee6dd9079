-- Single-use links (issue 33 §3): `/f/<slug>?invite=<token>` takes one
-- submission. Only the token's hash (sha256) is kept; the link's url is shown
-- once, when it is made. `used_at` is set in the transaction that stores the
-- submission (with its id), so two submits with one token store one submission.
CREATE TABLE IF NOT EXISTS "respondent_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"form_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"email" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp (3) with time zone,
	"submission_id" uuid,
	"revoked_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "respondent_links" ADD CONSTRAINT "respondent_links_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "respondent_links_token_hash" ON "respondent_links" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "respondent_links_form_created" ON "respondent_links" USING btree ("form_id","created_at");
