import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { type DatabaseConnection, openDatabase } from "../db/database";
import { resetPassword } from "../services/auth/password-resets";
import { createUser, verifyCredentials } from "../services/auth/users";
import { applicationTables, tableCounts } from "../services/data-transfer/tables";
import { createForm, findFormBySlug, publishForm, updateForm } from "../services/forms";
import { syncFormsDirectory } from "../services/forms-as-code";
import { loadVersion } from "../services/published-forms";
import { submitForm } from "../services/submissions";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { createScratchDatabase } from "../testing/scratch-postgres";
import { runCli } from "./run-cli";

const TIMEOUT = 600_000;

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, sink: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

function tempDir(name: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `formwright-${name}-`));
}

/** A PGlite folder holding a published form with unpublished changes, an unpublished form, a user and submissions. */
async function seededDataDir(): Promise<string> {
  const dataDir = tempDir("cli-data");
  await seed(await openDatabase({ dataDir }));
  return dataDir;
}

/** Fills `database` (then closes it) with the rows `seededDataDir` describes. */
async function seed(database: DatabaseConnection): Promise<void> {
  try {
    const { db } = database;
    const contact = await createForm(db, contactDocument());
    await publishForm(db, contact.id);
    await updateForm(db, {
      id: contact.id,
      document: contactDocument({ title: "Contact us (draft)" }),
    });
    await createForm(db, contactDocument({ slug: "unpublished", title: "Not yet" }));
    await createUser(db, { email: "owner@example.com", password: "owner password", role: "owner" });
    for (const key of ["one", "two", "three"]) {
      await submitForm(db, { slug: "contact", data: validContactAnswers, idempotencyKey: key });
    }
  } finally {
    await database.close();
  }
}

async function counts(database: DatabaseConnection) {
  return tableCounts(database.db, await applicationTables(database.db));
}

describe("npm run cli: moving data", () => {
  it(
    "forms pull writes files that provision the same live forms into a fresh instance",
    async () => {
      const dataDir = await seededDataDir();
      const dir = tempDir("forms-pull");
      const io = capture();
      const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
      expect(await runCli(["forms", "pull", dir], { config, ...io.sink })).toBe(0);
      expect(readdirSync(dir).sort()).toEqual(["contact.json", "drafts"]);
      expect(readdirSync(path.join(dir, "drafts")).sort()).toEqual([
        "contact.json",
        "unpublished.json",
      ]);
      expect(JSON.parse(readFileSync(path.join(dir, "drafts/contact.json"), "utf8")).title).toBe(
        "Contact us (draft)",
      );

      const fresh = await openDatabase({ dataDir: "memory://" });
      const original = await openDatabase({ dataDir });
      try {
        const synced = await syncFormsDirectory(fresh.db, dir);
        expect(synced.map((r) => [r.slug, r.outcome])).toEqual([["contact", "created"]]);
        const live = async (db: DatabaseConnection["db"]) => {
          const form = (await findFormBySlug(db, "contact"))!;
          return (await loadVersion(db, {
            formId: form.id,
            slug: form.slug,
            version: form.publishedVersion!,
          }))!.document;
        };
        expect(await live(fresh.db)).toEqual(await live(original.db));
      } finally {
        await fresh.close();
        await original.close();
      }
    },
    TIMEOUT,
  );

  it(
    "backup and restore carry every row into an empty instance, and refuse a non-empty one",
    async () => {
      const dataDir = await seededDataDir();
      const file = path.join(tempDir("backup"), "formwright.jsonl.gz");
      const source = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
      const made = capture();
      expect(await runCli(["backup", file], { config: source, ...made.sink })).toBe(0);
      expect(made.out[0]).toMatch(/^Backed up \d+ rows of \d+ tables \(pglite\)/);
      expect(await runCli(["backup", file], { config: source, ...capture().sink })).toBe(2);

      const target = loadConfig({ NODE_ENV: "test", DATA_DIR: tempDir("restore") });
      const restored = capture();
      expect(await runCli(["restore", file], { config: target, ...restored.sink })).toBe(0);
      expect(restored.out.at(-1)).toBe("Restored; every table's count matches the backup's.");

      const before = await openDatabase({ dataDir });
      const after = await openDatabase({ dataDir: target.dataDir });
      try {
        const expected = await counts(before);
        expect(expected.submissions).toBe(3);
        expect(await counts(after)).toEqual(expected);
        const owner = await verifyCredentials(after.db, {
          email: "owner@example.com",
          password: "owner password",
        });
        expect(owner?.role).toBe("owner");
      } finally {
        await before.close();
        await after.close();
      }

      const again = capture();
      expect(await runCli(["restore", file], { config: target, ...again.sink })).toBe(1);
      expect(again.err.join("\n")).toMatch(/not empty \(forms: 2, users: 1, submissions: 3\)/);
    },
    TIMEOUT,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "db migrate-to copies the embedded database to PostgreSQL and checks the counts",
    async () => {
      const dataDir = await seededDataDir();
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      try {
        const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
        const io = capture();
        expect(await runCli(["db", "migrate-to", scratch.url], { config, ...io.sink })).toBe(0);
        expect(io.out.some((l) => /^submissions\s+3\s+3$/.test(l))).toBe(true);
        const source = await openDatabase({ dataDir });
        const target = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
        try {
          expect(await counts(target)).toEqual(await counts(source));
          const form = await findFormBySlug(target.db, "contact");
          expect(form?.draft.title).toBe("Contact us (draft)");
        } finally {
          await source.close();
          await target.close();
        }
        const again = capture();
        expect(await runCli(["db", "migrate-to", scratch.url], { config, ...again.sink })).toBe(1);
        expect(again.err.join("\n")).toMatch(/not empty/);
      } finally {
        await scratch.drop();
      }
    },
    TIMEOUT,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "backup and restore work on PostgreSQL too",
    async () => {
      const source = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      const target = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      try {
        await seed(await openDatabase({ databaseUrl: source.url, poolSize: 2 }));
        const file = path.join(tempDir("pg-backup"), "formwright.jsonl.gz");
        const dataDir = tempDir("unused");
        const made = capture();
        const fromConfig = loadConfig({
          NODE_ENV: "test",
          DATA_DIR: dataDir,
          DATABASE_URL: source.url,
        });
        expect(await runCli(["backup", file], { config: fromConfig, ...made.sink })).toBe(0);
        expect(made.out[0]).toMatch(/^Backed up \d+ rows of \d+ tables \(postgres\)/);

        const restored = capture();
        const toConfig = loadConfig({
          NODE_ENV: "test",
          DATA_DIR: dataDir,
          DATABASE_URL: target.url,
        });
        expect(await runCli(["restore", file], { config: toConfig, ...restored.sink })).toBe(0);
        expect(restored.out.at(-1)).toBe("Restored; every table's count matches the backup's.");

        const before = await openDatabase({ databaseUrl: source.url, poolSize: 2 });
        const after = await openDatabase({ databaseUrl: target.url, poolSize: 2 });
        try {
          const expected = await counts(before);
          expect(expected.submissions).toBe(3);
          expect(await counts(after)).toEqual(expected);
          const form = await findFormBySlug(after.db, "contact");
          expect(form?.draft.title).toBe("Contact us (draft)");
          const owner = await verifyCredentials(after.db, {
            email: "owner@example.com",
            password: "owner password",
          });
          expect(owner?.role).toBe("owner");
        } finally {
          await before.close();
          await after.close();
        }
      } finally {
        await source.drop();
        await target.drop();
      }
    },
    TIMEOUT,
  );

  it(
    "users create-owner prints a link that sets the new owner's password",
    async () => {
      const config = loadConfig({ NODE_ENV: "test", DATA_DIR: tempDir("owner"), PORT: "4322" });
      const io = capture();
      expect(
        await runCli(["users", "create-owner", "New.Owner@example.com"], { config, ...io.sink }),
      ).toBe(0);
      const link = io.out.find((l) => l.startsWith("http://"));
      expect(link).toMatch(/^http:\/\/localhost:4322\/invite\/[\w-]{40,}$/);
      const database = await openDatabase({ dataDir: config.dataDir });
      try {
        await resetPassword(database.db, {
          token: link!.split("/invite/")[1]!,
          password: "owner's own password",
        });
        const user = await verifyCredentials(database.db, {
          email: "new.owner@example.com",
          password: "owner's own password",
        });
        expect(user?.role).toBe("owner");
      } finally {
        await database.close();
      }
    },
    TIMEOUT,
  );
});
