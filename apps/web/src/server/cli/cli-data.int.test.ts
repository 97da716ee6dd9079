import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { type DatabaseConnection, openDatabase } from "../db/database";
import { resetPassword } from "../services/auth/password-resets";
import { verifyCredentials } from "../services/auth/users";
import { createForm, findFormBySlug, publishForm } from "../services/forms";
import { syncFormsDirectory } from "../services/forms-as-code";
import { loadVersion } from "../services/published-forms";
import { DEFAULT_UPLOAD_LIMIT_BYTES, listUploads, saveUpload } from "../services/uploads";
import { localDiskStorage, uploadsDir } from "../storage/local-disk-storage";
import { contactDocument } from "../testing/fixtures";
import { createScratchDatabase } from "../testing/scratch-postgres";
import { capture, rowCounts, seed, seededDataDir, tempDir } from "./data-transfer-fixtures";
import { runCli } from "./run-cli";

// The route Next serves `/uploads/[file]` with imports through the app's `@/` alias.
vi.mock("@/server/storage/create-storage", () => import("../storage/create-storage"));

const TIMEOUT = 600_000;

/** What the app answers for an image `src` of a document: Next's route for `/uploads/[file]`. */
async function getUpload(src: string): Promise<Response> {
  const { GET } = await import("../../app/uploads/[file]/route");
  const file = src.slice("/uploads/".length);
  return GET(new Request(`http://localhost${src}`), { params: Promise.resolve({ file }) });
}

function image(format: "png" | "webp", background: string): Promise<Buffer> {
  return sharp({ create: { width: 48, height: 32, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
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
        const synced = await syncFormsDirectory({
          db: fresh.db,
          dir,
          storage: localDiskStorage(tempDir("forms-pull-uploads")),
          limitBytes: DEFAULT_UPLOAD_LIMIT_BYTES,
        });
        expect(synced.forms.map((r) => [r.slug, r.outcome])).toEqual([["contact", "created"]]);
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
    "forms pull carries the uploaded images of its forms, and a fresh instance provisioned from the folder serves them",
    async () => {
      const dataDir = tempDir("pull-images");
      const photoBytes = await image("png", "#aa3322");
      const logoBytes = await image("webp", "#2233aa");
      const source = await openDatabase({ dataDir });
      const srcs: string[] = [];
      try {
        // As the upload route stores them.
        const save = (data: Buffer, originalName: string) =>
          saveUpload(source.db, localDiskStorage(uploadsDir(dataDir)), {
            data,
            originalName,
            createdBy: null,
            limitBytes: DEFAULT_UPLOAD_LIMIT_BYTES,
          });
        const photo = await save(photoBytes, "bike.png");
        const logo = await save(logoBytes, "logo.webp");
        srcs.push(photo.url, logo.url);
        const document = contactDocument({
          theme: { logo: { src: logo.url, alt: "Acme" } },
          blocks: [{ type: "image", src: photo.url, alt: "The bike" }, ...contactDocument().blocks],
        });
        const form = await createForm(source.db, document);
        await publishForm(source.db, form.id);
      } finally {
        await source.close();
      }
      const dir = tempDir("forms-pull-images");
      const pulled = capture();
      const from = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
      expect(await runCli(["forms", "pull", dir], { config: from, ...pulled.sink })).toBe(0);
      expect(pulled.err).toEqual([]);

      const fresh = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: tempDir("pull-images-fresh"),
        FORMWRIGHT_FORMS_DIR: dir,
      });
      vi.stubEnv("FORMWRIGHT_UPLOADS_DIR", fresh.uploadsDir);
      try {
        const images = [
          [srcs[0]!, photoBytes],
          [srcs[1]!, logoBytes],
        ] as const;
        for (const outcome of ["created", "unchanged"]) {
          const log: string[] = [];
          const app = await createApp(fresh, { log: (line) => log.push(line) });
          try {
            for (const [src, bytes] of images) {
              const response = await getUpload(src);
              expect(response.status).toBe(200);
              expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
              expect(log).toContain(`image ${src}: ${outcome}`);
            }
            const records = await listUploads(app.database.db);
            expect(records.map((u) => [u.url, u.width, u.height]).sort()).toEqual(
              srcs.map((src) => [src, 48, 32]).sort(),
            );
          } finally {
            await app.close();
          }
        }
      } finally {
        vi.unstubAllEnvs();
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
      expect(made.out[0]).toMatch(
        /^Backed up \d+ rows of \d+ tables from the embedded database to /,
      );
      expect(await runCli(["backup", file], { config: source, ...capture().sink })).toBe(2);

      const target = loadConfig({ NODE_ENV: "test", DATA_DIR: tempDir("restore") });
      const restored = capture();
      expect(await runCli(["restore", file], { config: target, ...restored.sink })).toBe(0);
      expect(restored.out.at(-1)).toBe("Restored; every table's count matches the backup's.");

      const before = await openDatabase({ dataDir });
      const after = await openDatabase({ dataDir: target.dataDir });
      try {
        const expected = await rowCounts(before);
        expect(expected.submissions).toBe(3);
        expect(await rowCounts(after)).toEqual(expected);
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
          expect(await rowCounts(target)).toEqual(await rowCounts(source));
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
        expect(made.out[0]).toMatch(/^Backed up \d+ rows of \d+ tables from PostgreSQL to /);

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
          const expected = await rowCounts(before);
          expect(expected.submissions).toBe(3);
          expect(await rowCounts(after)).toEqual(expected);
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
