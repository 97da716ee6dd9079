import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { asc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase } from "../db/database";
import { submissions, users } from "../db/schema";
import { createUser, verifyCredentials } from "../services/auth/users";
import { listForms } from "../services/forms";
import { contactDocument } from "../testing/fixtures";
import { createScratchDatabase } from "../testing/scratch-postgres";
import { capture, rowCounts, seededDataDir, tempDir } from "./data-transfer-fixtures";
import { runCli } from "./run-cli";

const TIMEOUT = 600_000;

/** What the server's start-up provisions: an owner from the environment, and a folder of forms. */
function serverEnvironment(dataDir: string, formsDir: string): NodeJS.ProcessEnv {
  return {
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    FORMWRIGHT_ADMIN_EMAIL: "admin@example.com",
    FORMWRIGHT_ADMIN_PASSWORD: "admin password",
    FORMWRIGHT_FORMS_DIR: formsDir,
  };
}

function formsFolder(): string {
  const dir = tempDir("forms-dir");
  writeFileSync(
    path.join(dir, "provisioned.json"),
    JSON.stringify(contactDocument({ slug: "provisioned", title: "From the folder" })),
  );
  return dir;
}

/** A backup made with the command line of a seeded PGlite folder. */
async function backupOf(dataDir: string): Promise<string> {
  const file = path.join(tempDir("backup"), "formwright.jsonl.gz");
  const io = capture();
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
  expect(await runCli(["backup", file], { config, ...io.sink })).toBe(0);
  return file;
}

async function restoreInto(file: string, dataDir = tempDir("restore")) {
  const io = capture();
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
  const code = await runCli(["restore", file], { config, ...io.sink });
  return { code, err: io.err.join("\n"), dataDir };
}

/** The backup's lines, changed by `edit`, written as a new gzip file. */
function editedBackup(file: string, edit: (lines: string[]) => string[]): string {
  const lines = gunzipSync(readFileSync(file)).toString("utf8").split("\n");
  const edited = path.join(tempDir("edited"), "edited.jsonl.gz");
  writeFileSync(edited, gzipSync(edit(lines).join("\n")));
  return edited;
}

describe("npm run cli -- restore", () => {
  it(
    "the upgrade recipe: restored into a DATA_DIR no server has started, a server starts on it with every row, one owner and no duplicate form",
    async () => {
      const formsDir = formsFolder();
      const oldDir = await seededDataDir();
      // The old server ran with the same environment, and provisioned the folder.
      const oldServer = await createApp(loadConfig(serverEnvironment(oldDir, formsDir)));
      await oldServer.close();
      const file = await backupOf(oldDir);

      const newDir = path.join(tempDir("upgrade"), "data");
      const config = loadConfig(serverEnvironment(newDir, formsDir));
      const io = capture();
      expect(await runCli(["restore", file], { config, ...io.sink })).toBe(0);
      expect(io.err).toEqual([]);

      const log: string[] = [];
      const app = await createApp(config, { log: (line) => log.push(line) });
      await app.close();
      expect(log.some((line) => line.includes("FORMWRIGHT_ADMIN_EMAIL"))).toBe(false);
      expect(log.some((line) => /form provisioned .*: unchanged/.test(line))).toBe(true);

      const before = await openDatabase({ dataDir: oldDir });
      const after = await openDatabase({ dataDir: newDir });
      try {
        expect(await rowCounts(after)).toEqual(await rowCounts(before));
        expect((await listForms(after.db)).map((f) => f.slug).sort()).toEqual([
          "contact",
          "provisioned",
          "unpublished",
        ]);
        expect(await after.db.select({ email: users.email, role: users.role }).from(users)).toEqual(
          [{ email: "owner@example.com", role: "owner" }],
        );
        expect(
          await verifyCredentials(after.db, {
            email: "owner@example.com",
            password: "owner password",
          }),
        ).not.toBeNull();
        const answers = (database: typeof before) =>
          database.db
            .select({ id: submissions.id, data: submissions.data })
            .from(submissions)
            .orderBy(asc(submissions.createdAt), asc(submissions.id));
        expect(await answers(after)).toEqual(await answers(before));
      } finally {
        await before.close();
        await after.close();
      }
    },
    TIMEOUT,
  );

  it(
    "refuses a DATA_DIR a server has started, naming the variable and saying to restore into a new one",
    async () => {
      const file = await backupOf(await seededDataDir());
      const started = tempDir("started");
      const app = await createApp(loadConfig(serverEnvironment(started, formsFolder())));
      await app.close();

      const result = await restoreInto(file, started);
      expect(result.code).toBe(1);
      expect(result.err).toContain(`DATA_DIR ${started} is not empty (forms: 1, users: 1)`);
      expect(result.err).toMatch(/restore into a new DATA_DIR that no server has started/);
    },
    TIMEOUT,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "refuses a PostgreSQL database that holds data, naming DATABASE_URL without its password",
    async () => {
      const file = await backupOf(await seededDataDir());
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      try {
        const target = await openDatabase({ databaseUrl: scratch.url, poolSize: 1 });
        await createUser(target.db, {
          email: "admin@example.com",
          password: "admin password",
          role: "owner",
        }).finally(() => target.close());
        const url = new URL(scratch.url);
        url.password = "s3cret-pass";
        const io = capture();
        const config = loadConfig({
          NODE_ENV: "test",
          DATA_DIR: tempDir("unused"),
          DATABASE_URL: url.toString(),
        });
        expect(await runCli(["restore", file], { config, ...io.sink })).toBe(1);
        const shown = new URL(url);
        shown.password = "";
        expect(io.err.join("\n")).toContain(
          `The database in DATABASE_URL (${shown}) is not empty (users: 1); nothing was restored. Restore into a new, empty PostgreSQL database (createdb) that no server has started`,
        );
        expect(io.err.join("\n")).not.toContain("s3cret-pass");
      } finally {
        await scratch.drop();
      }
    },
    TIMEOUT,
  );

  describe("a file that cannot be restored is named, with what is wrong with it", () => {
    let backup = "";
    beforeAll(async () => {
      backup = await backupOf(await seededDataDir());
    }, TIMEOUT);

    it(
      "a gzip cut short is damaged",
      async () => {
        const bytes = readFileSync(backup);
        const cut = path.join(tempDir("cut"), "cut.jsonl.gz");
        writeFileSync(cut, bytes.subarray(0, bytes.length - 20));
        const result = await restoreInto(cut);
        expect(result.code).toBe(1);
        expect(result.err).toMatch(new RegExp(`^${cut} is damaged: `));
        expect(result.err).toMatch(/ends early/);
      },
      TIMEOUT,
    );

    it(
      "a file that is not gzip is not a Formwright backup, and no database is made for it",
      async () => {
        const text = path.join(tempDir("plain"), "notes.txt");
        writeFileSync(text, "these are notes, not a backup\n");
        const result = await restoreInto(text);
        expect(result.code).toBe(1);
        expect(result.err).toBe(`${text} is not a Formwright backup: it is not a gzip file`);
        expect(existsSync(path.join(result.dataDir, "pglite"))).toBe(false);
      },
      TIMEOUT,
    );

    it(
      "a line that is not JSON is damaged at that line",
      async () => {
        const broken = editedBackup(backup, (lines) =>
          lines.map((line, i) => (i === 2 ? line.slice(0, 40) : line)),
        );
        const result = await restoreInto(broken);
        expect(result.code).toBe(1);
        expect(result.err).toMatch(new RegExp(`^${broken} is damaged at line 3: not JSON`));
      },
      TIMEOUT,
    );

    it(
      "a backup from a newer Formwright says to upgrade first",
      async () => {
        const newer = editedBackup(backup, ([header = "", ...rest]) => {
          const value = JSON.parse(header) as { migrations: string[] };
          value.migrations.push("f".repeat(64));
          return [JSON.stringify(value), ...rest];
        });
        const result = await restoreInto(newer);
        expect(result.code).toBe(1);
        expect(result.err).toMatch(
          new RegExp(
            `^${newer} comes from a newer Formwright \\(1 migration this version does not have\\): upgrade Formwright first`,
          ),
        );
        expect(existsSync(path.join(result.dataDir, "pglite"))).toBe(false);
      },
      TIMEOUT,
    );
  });
});
