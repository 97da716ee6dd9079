-- Expand-then-contract for 0006, which added sessions.absolute_expires_at as
-- required with no default: a build from before 0006 inserts sessions without
-- it, so on a migrated database every sign-in there failed. The default is the
-- absolute lifetime this build gives a session unless
-- FORMWRIGHT_SESSION_MAX_AGE_DAYS says otherwise (30 days).
ALTER TABLE "sessions" ALTER COLUMN "absolute_expires_at" SET DEFAULT now() + interval '30 days';
