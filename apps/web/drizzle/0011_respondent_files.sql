CREATE TABLE "respondent_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"form_id" uuid NOT NULL,
	"field_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"submission_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "respondent_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "respondent_files" ADD CONSTRAINT "respondent_files_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "respondent_files_submission_idx" ON "respondent_files" USING btree ("submission_id");
--> statement-breakpoint
CREATE INDEX "respondent_files_unclaimed_idx" ON "respondent_files" USING btree ("created_at") WHERE "submission_id" IS NULL;
