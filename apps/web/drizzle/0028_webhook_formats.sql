-- Chat messages (issue 35 §2): a webhook's body is our signed JSON
-- (`standard`) or a chat service's incoming-webhook message (`slack`,
-- `discord`, `teams`, `googleChat`). A column with a default: the previous
-- release never reads it, and its webhooks stay `standard`.
ALTER TABLE "webhooks" ADD COLUMN "format" text DEFAULT 'standard' NOT NULL;
