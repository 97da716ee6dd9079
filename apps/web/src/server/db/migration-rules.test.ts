import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appRoot } from "../app-root";
import { migrationRuleBreaches } from "./migration-rules";

const migrationsFolder = path.join(appRoot(), "drizzle");

/**
 * Migrations written before the rules, which break them. Each is kept as it
 * is (a database that applied it must not see it change) and says what
 * repaired it. Nothing is added here for a new migration.
 */
const HISTORIC_BREACHES: Record<string, string> = {
  "0006_accounts_security.sql":
    "made sessions.absolute_expires_at required with no default; 0015 gives it one",
};

describe("migrationRuleBreaches", () => {
  it("refuses a required column added without a default", () => {
    expect(
      migrationRuleBreaches(
        `ALTER TABLE "sessions" ADD COLUMN "at" timestamp with time zone NOT NULL;`,
      ),
    ).toEqual(['"sessions"."at" is added as required (NOT NULL) with no DEFAULT']);
  });

  it("accepts a nullable column, and a required one with a default", () => {
    expect(
      migrationRuleBreaches(`ALTER TABLE "submissions" ADD COLUMN "language" text;
--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;`),
    ).toEqual([]);
  });

  it("refuses making a column required in the migration that adds it", () => {
    expect(
      migrationRuleBreaches(`ALTER TABLE "sessions" ADD COLUMN "at" timestamp;
--> statement-breakpoint
UPDATE "sessions" SET "at" = "created_at";
--> statement-breakpoint
ALTER TABLE "public"."sessions" ALTER COLUMN "at" SET NOT NULL;`),
    ).toEqual([
      '"sessions"."at" is made required (SET NOT NULL) in the migration that adds it: tighten it a release later',
    ]);
  });

  it("accepts making a column required that an earlier migration added (the contract step)", () => {
    expect(migrationRuleBreaches(`ALTER TABLE "sessions" ALTER COLUMN "at" SET NOT NULL;`)).toEqual(
      [],
    );
  });

  it("refuses dropping or renaming a column or a table", () => {
    expect(
      migrationRuleBreaches(`ALTER TABLE "forms" DROP COLUMN "draft";
ALTER TABLE forms DROP IF EXISTS embed_origins;
ALTER TABLE "forms" RENAME COLUMN "slug" TO "path";
ALTER TABLE "forms" RENAME TO "documents";
DROP TABLE "uploads";`),
    ).toEqual([
      '"forms"."draft" is dropped',
      '"forms"."embed_origins" is dropped',
      '"forms": RENAME COLUMN "slug" TO "path"',
      '"forms": RENAME TO "documents"',
      'drops a table: DROP TABLE "uploads"',
    ]);
  });

  it("reads each action of an ALTER TABLE that has several", () => {
    expect(
      migrationRuleBreaches(
        `ALTER TABLE "t" ADD COLUMN "a" numeric(10, 2) DEFAULT 0 NOT NULL, ADD COLUMN "b" uuid PRIMARY KEY;`,
      ),
    ).toEqual(['"t"."b" is added as required (NOT NULL) with no DEFAULT']);
  });

  it("ignores constraints, comments and text in strings", () => {
    expect(
      migrationRuleBreaches(`-- DROP TABLE "forms";
/* ALTER TABLE "forms" DROP COLUMN "slug"; */
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("kind" in ('webhook', 'email'));
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";
ALTER TABLE "forms" ADD COLUMN "note" text DEFAULT 'say -- or ; NOT NULL';`),
    ).toEqual([]);
  });
});

describe("the migrations in apps/web/drizzle", () => {
  const files = readdirSync(migrationsFolder)
    .filter((file) => file.endsWith(".sql"))
    .sort();

  it("keep the expand-then-contract rules, except the historic breaches named here", () => {
    const breaches = Object.fromEntries(
      files.map((file) => [
        file,
        migrationRuleBreaches(readFileSync(path.join(migrationsFolder, file), "utf8")),
      ]),
    );
    const unexpected = Object.entries(breaches).filter(
      ([file, found]) => found.length > 0 && !(file in HISTORIC_BREACHES),
    );
    expect(unexpected).toEqual([]);
    // An entry that no longer breaches anything is stale: the list stays exact.
    for (const file of Object.keys(HISTORIC_BREACHES)) {
      expect(breaches[file], file).not.toEqual([]);
    }
  });

  it("are listed in the journal in order of time, so a database that has the last one applies a new one", () => {
    // drizzle's migrator applies only migrations whose `when` is later than the
    // newest one a database has; `drizzle-kit generate` stamps the clock time,
    // which may be earlier than the stamps hand-set on 0006 to 0014.
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"),
    ) as { entries: Array<{ tag: string; when: number }> };
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    const whens = journal.entries.map((entry) => entry.when);
    expect(whens).toEqual([...whens].sort((a, b) => a - b));
    expect(new Set(whens).size).toBe(whens.length);
  });
});
