-- Audit log (issue 34 §4): every administrative act, append-only. Each row
-- keeps who acted (a user or an API key, with the email or name they had),
-- what they did (a dotted action such as `form.published`), on what, from
-- which address, and a small JSON of details that never holds answers,
-- passwords, tokens or secrets. No foreign keys: an event outlives the user,
-- key, form or workspace it names. `workspace_id` is filled by workspaces.
-- Rows are only added, and deleted by the retention run after
-- FORMWRIGHT_AUDIT_RETENTION_DAYS; the rule below turns any UPDATE into
-- nothing. A new table only: the previous release never reads it.
CREATE TABLE IF NOT EXISTS "audit_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_api_key_id" uuid,
	"actor_email" text,
	"actor_name" text,
	"target_kind" text,
	"target_id" text,
	"address" text,
	"workspace_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_at" ON "audit_events" USING btree ("at","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_action_at" ON "audit_events" USING btree ("action","at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_actor_user_at" ON "audit_events" USING btree ("actor_user_id","at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_actor_api_key_at" ON "audit_events" USING btree ("actor_api_key_id","at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_workspace_at" ON "audit_events" USING btree ("workspace_id","at");
--> statement-breakpoint
CREATE OR REPLACE RULE "audit_events_append_only" AS ON UPDATE TO "audit_events" DO INSTEAD NOTHING;
