CREATE TABLE "drafts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"form_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "drafts_step_check" CHECK ("step" >= 1)
);
--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drafts_token_hash" ON "drafts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "drafts_form_updated" ON "drafts" USING btree ("form_id","updated_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "drafts_expires" ON "drafts" USING btree ("expires_at");
