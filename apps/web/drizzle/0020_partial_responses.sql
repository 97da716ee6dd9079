-- Unfinished answers (issue 33 §5): on a form with `partialResponses: true`,
-- the answers a respondent has typed so far, kept as they move on (each page,
-- or after a pause on a one-page form), one row per respondent (the SHA-256 of
-- a token their browser keeps). A submit by the same respondent deletes its
-- row. A new table only: the previous release never reads it.
CREATE TABLE "partial_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"form_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"token_hash" text NOT NULL,
	"data" jsonb NOT NULL,
	"last_page" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partial_responses_last_page_check" CHECK ("last_page" >= 1)
);
--> statement-breakpoint
ALTER TABLE "partial_responses" ADD CONSTRAINT "partial_responses_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partial_responses_form_token" ON "partial_responses" USING btree ("form_id","token_hash");--> statement-breakpoint
CREATE INDEX "partial_responses_form_updated" ON "partial_responses" USING btree ("form_id","updated_at" DESC,"id" DESC);
