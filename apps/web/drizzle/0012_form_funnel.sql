CREATE TABLE "form_funnel_days" (
	"form_id" uuid NOT NULL,
	"day" date NOT NULL,
	"event" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "form_funnel_days_form_id_day_event_pk" PRIMARY KEY("form_id","day","event")
);
--> statement-breakpoint
ALTER TABLE "form_funnel_days" ADD CONSTRAINT "form_funnel_days_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "fill_ms" integer;
