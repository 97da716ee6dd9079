-- Edit after sending (issue 33 §4): on a form with `editing`, a stored
-- submission gets edit links (only the SHA-256 of each token is kept, with
-- when it stops working), and every edit keeps the answers it replaced as a
-- revision (`Submission.revisions`). Both go with their submission. New tables
-- only: the previous release never reads them.
CREATE TABLE "submission_edit_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submission_edit_links" ADD CONSTRAINT "submission_edit_links_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_edit_links_submission" ON "submission_edit_links" USING btree ("submission_id");--> statement-breakpoint
CREATE TABLE "submission_revisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"replaced_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submission_revisions" ADD CONSTRAINT "submission_revisions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_revisions_submission" ON "submission_revisions" USING btree ("submission_id","created_at");
