ALTER TABLE "spam_submissions" ADD COLUMN "language" text;
