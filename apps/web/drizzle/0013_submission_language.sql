ALTER TABLE "submissions" ADD COLUMN "language" text;
