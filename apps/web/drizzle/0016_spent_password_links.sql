-- One-time links that were used, kept a while after so that opening one again
-- says "already used" instead of a password form that then fails. A new table:
-- the previous release neither reads nor writes it.
CREATE TABLE "spent_password_links" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"spent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spent_password_links_purpose_check" CHECK ("spent_password_links"."purpose" in ('reset', 'invite'))
);
--> statement-breakpoint
CREATE INDEX "spent_password_links_spent_at" ON "spent_password_links" USING btree ("spent_at");
