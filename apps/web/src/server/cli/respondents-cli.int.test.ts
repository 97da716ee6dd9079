import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openDatabase } from "../db/database";
import { localDiskStorage } from "../storage/local-disk-storage";
import { publishApplyForm, send, uploadCv } from "../testing/retention-fixtures";
import { createScratchDatabase } from "../testing/scratch-postgres";
import { startTestServer } from "../testing/test-server";
import { runCli } from "./run-cli";

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, sink: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "formwright-respondents-cli-"));
  made.push(dir);
  return dir;
}

/** Ada in two forms (one with her file), Bob in one; answers the files' folder. */
async function seed(db: Parameters<typeof publishApplyForm>[0], uploadsDir: string) {
  const storage = localDiskStorage(uploadsDir);
  await publishApplyForm(db, "cli-a");
  await publishApplyForm(db, "cli-b");
  const cv = await uploadCv(db, storage, "cli-a", "ada-cv.pdf");
  await send(db, { slug: "cli-a", data: { fullName: "Ada", email: "Ada@Example.com", cv: [cv] } });
  await send(db, { slug: "cli-b", data: { fullName: "Ada", email: "ada@example.com" } });
  await send(db, { slug: "cli-b", data: { fullName: "Bob", email: "bob@example.com" } });
}

const respondentFiles = (dir: string) =>
  readdirSync(dir).filter((name) => name.startsWith("respondent-"));

/** Runs find, delete, find again for Ada, and checks what each says and does. */
async function findThenDelete(config: ReturnType<typeof loadConfig>) {
  const found = capture();
  expect(await runCli(["respondents", "find", "ADA@example.com"], { config, ...found.sink })).toBe(
    0,
  );
  expect(found.err).toEqual([]);
  expect(found.out[0]).toBe("ada@example.com is in 2 submissions (2 in all):");
  expect(found.out.filter((l) => l.includes("submission")).join("\n")).toMatch(
    /cli-a .*files: ada-cv\.pdf[\s\S]*cli-b/,
  );
  expect(found.out.at(-1)).toBe(
    "Delete them with: npm run cli -- respondents delete ada@example.com",
  );

  const json = capture();
  expect(
    await runCli(["respondents", "find", "ada@example.com", "--json"], { config, ...json.sink }),
  ).toBe(0);
  const parsed = JSON.parse(json.out.join("\n")) as {
    records: Array<{ answers: { fullName: string } }>;
  };
  expect(parsed.records.map((r) => r.answers.fullName)).toEqual(["Ada", "Ada"]);

  expect(respondentFiles(config.uploadsDir)).toHaveLength(1);
  const deleted = capture();
  expect(
    await runCli(["respondents", "delete", "ada@example.com"], { config, ...deleted.sink }),
  ).toBe(0);
  expect(deleted.out[0]).toBe(
    "Deleted 2 submissions with ada@example.com, 1 file and 0 copies in the outbox.",
  );
  expect(respondentFiles(config.uploadsDir)).toEqual([]);

  const again = capture();
  await runCli(["respondents", "find", "ada@example.com"], { config, ...again.sink });
  expect(again.out).toEqual(["Nothing has ada@example.com in an email field."]);
  const bob = capture();
  await runCli(["respondents", "find", "bob@example.com"], { config, ...bob.sink });
  expect(bob.out[0]).toBe("bob@example.com is in 1 submission (1 in all):");
}

describe("npm run cli -- respondents find|delete", () => {
  it("asks the running server that holds the embedded database", async () => {
    const dataDir = tempDir();
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
    const api = await startTestServer({ dataDir, uploadsDir: config.uploadsDir });
    try {
      await seed(api.database.db, config.uploadsDir);
      await findThenDelete(config);
    } finally {
      await api.close();
    }
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "opens PostgreSQL itself (DATABASE_URL), as on the embedded database when no server runs",
    async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      try {
        const config = loadConfig({
          NODE_ENV: "test",
          DATA_DIR: tempDir(),
          DATABASE_URL: scratch.url,
        });
        const seeded = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
        try {
          await seed(seeded.db, config.uploadsDir);
        } finally {
          await seeded.close();
        }
        await findThenDelete(config);
      } finally {
        await scratch.drop();
      }
    },
    120_000,
  );

  it("says how to use it, and refuses what is not an address", async () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: tempDir() });
    const bare = capture();
    expect(await runCli(["respondents", "delete"], { config, ...bare.sink })).toBe(2);
    expect(bare.err).toEqual(["usage: npm run cli -- respondents delete <email>"]);
    const bad = capture();
    expect(await runCli(["respondents", "find", "ada"], { config, ...bad.sink })).toBe(1);
    expect(bad.err).toEqual(["email: ada is not an email address"]);
    const help = capture();
    await runCli(["help"], { config, ...help.sink });
    expect(help.out.join("\n")).toContain("respondents find <email> [--json]");
  }, 120_000);
});
