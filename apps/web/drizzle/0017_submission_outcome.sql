-- What a submission's answers gave with the version they answered (issue 32):
-- its variables (a name -> value map) and the id of the ending shown, stored
-- with it so that the table can filter by ending. Both nullable: rows stored
-- before (or by the previous release during an upgrade) have none, and are
-- computed when read and stored when the form's rows are filtered or charted.
ALTER TABLE "submissions" ADD COLUMN "variables" jsonb;
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "ending" text;
--> statement-breakpoint
-- Only submissions that ended on an ending: forms without endings add nothing to it.
CREATE INDEX "submissions_form_ending" ON "submissions" USING btree ("form_id","ending","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "ending" IS NOT NULL;
