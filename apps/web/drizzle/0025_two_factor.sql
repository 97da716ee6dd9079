-- Two-factor sign-in (issue 34 §3). A user's TOTP key (kept as is: checking a
-- code needs it; `enabled_at` null while set-up waits for its first code) and
-- the last 30 s step a code was accepted for, so a code works once; recovery
-- codes, only their SHA-256 (salted by the user's id), each single-use; and the
-- half-signed-in state between a right password and the code: a short-lived
-- challenge whose token (only its SHA-256 here) is a cookie, never a session.
-- New tables only: the previous release never reads them.
CREATE TABLE IF NOT EXISTS "two_factor" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"enabled_at" timestamp (3) with time zone,
	"last_used_step" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "two_factor_recovery_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"used_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "two_factor_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "two_factor_recovery_codes_user" ON "two_factor_recovery_codes" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "two_factor_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "two_factor_challenges" ADD CONSTRAINT "two_factor_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "two_factor_challenges_user" ON "two_factor_challenges" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "two_factor_challenges_expires" ON "two_factor_challenges" USING btree ("expires_at");
