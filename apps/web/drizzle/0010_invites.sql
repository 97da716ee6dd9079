ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_purpose_check" CHECK ("purpose" in ('reset', 'invite'));
--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "mail_id" uuid;
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_mail_id_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;
