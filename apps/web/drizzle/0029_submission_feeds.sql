-- A live spreadsheet feed (issue 35 §3): a secret link `/api/feeds/<token>.csv`
-- serving a form's CSV to Google Sheets, Excel or LibreOffice without a
-- session. Only the token's SHA-256 is kept (the link is shown once, when it
-- is made); `revoked_at` set means the link answers 404 from then on. A new
-- table only: the previous release never reads it.
CREATE TABLE IF NOT EXISTS "submission_feeds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"form_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "submission_feeds" ADD CONSTRAINT "submission_feeds_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "submission_feeds" ADD CONSTRAINT "submission_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "submission_feeds_token_hash" ON "submission_feeds" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submission_feeds_form_created" ON "submission_feeds" USING btree ("form_id","created_at");
