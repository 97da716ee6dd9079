-- The submission's PDF attached to the owners' notification mail (issue 35
-- §1), a per-form choice next to who is notified. A column with a default:
-- the previous release never reads it, and every form's mail stays as it was
-- (no PDF) until an owner turns it on.
ALTER TABLE "form_email_settings" ADD COLUMN "attach_pdf" boolean DEFAULT false NOT NULL;
