import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../db/database";
import { fillTokenSecret, issueFillToken } from "../services/fill-token";
import { createForm, publishForm } from "../services/forms";
import { saveRespondentFile } from "../services/respondent-files/save-respondent-file";
import { submitForm } from "../services/submissions/submit-form";
import type { FileStorage } from "../storage/file-storage";
import { localDiskStorage } from "../storage/local-disk-storage";
import { createS3Client, s3Storage } from "../storage/s3-storage";
import type { TestS3Server } from "./s3-server";

/** Test helpers of the retention and respondent-request tests (not product code). */

export const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(500, 0x41)]);

/** A form with an email field (`inputType: "email"`), a file field and a group holding an email. */
export const applyDocument = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: `Apply ${slug}`,
  blocks: [
    { type: "text", name: "fullName", label: "Full name" },
    { type: "text", name: "email", label: "Email", inputType: "email" },
    { type: "file", name: "cv", label: "CV", accept: [".pdf"], maxFiles: 2 },
    {
      type: "group",
      name: "guests",
      label: "Guests",
      repeat: { min: 0, max: 3 },
      blocks: [{ type: "text", name: "contact", label: "Contact", rules: { email: true } }],
    },
  ],
  ...extra,
});

/** Creates and publishes a form; answers its id. */
export async function publishApplyForm(
  db: Database,
  slug: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const form = await createForm(db, applyDocument(slug, extra));
  await publishForm(db, form.id);
  return form.id;
}

/** An upload to the form's `cv` field, as the upload route stores it. */
export function uploadCv(db: Database, storage: FileStorage, slug: string, name: string) {
  return saveRespondentFile(db, storage, {
    slug,
    fieldName: "cv",
    name,
    body: Readable.from([PDF]),
    serverLimitBytes: 1e7,
  });
}

/** Submits answers (held for spam review when `isHeld`); answers the submission's id. */
export async function send(
  db: Database,
  input: { slug: string; data: Record<string, unknown>; isHeld?: boolean },
): Promise<string> {
  const signals = input.isHeld
    ? {
        fillToken: issueFillToken({
          secret: await fillTokenSecret(db),
          slug: input.slug,
          now: Date.now(),
        }),
        minFillMs: 60_000,
      }
    : undefined;
  const result = await submitForm(db, {
    slug: input.slug,
    data: input.data,
    idempotencyKey: uuidv7(),
    signals,
  });
  if (result.fieldErrors.length > 0 || !result.submissionId) {
    throw new Error(`not stored: ${JSON.stringify(result.fieldErrors)}`);
  }
  return String(result.submissionId);
}

/** Moves a row's time back by `days` (what waiting that long would do). */
export async function age(
  db: Database,
  input: {
    table: "submissions" | "spam_submissions" | "drafts" | "partial_responses" | "outbox";
    id: string;
    days: number;
  },
): Promise<void> {
  const table = sql.raw(input.table);
  const columns =
    input.table === "drafts" || input.table === "partial_responses"
      ? sql.raw("created_at, updated_at")
      : null;
  const interval = `${input.days} days`;
  if (columns) {
    await db.execute(sql`update ${table} set created_at = now() - ${interval}::interval,
      updated_at = now() - ${interval}::interval where id = ${input.id}::uuid`);
  } else {
    await db.execute(
      sql`update ${table} set created_at = now() - ${interval}::interval where id = ${input.id}::uuid`,
    );
  }
}

/** Whether a row is still there. */
export async function exists(db: Database, table: string, id: string): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 from ${sql.raw(table)} where id = ${id}::uuid`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** The storage key of a respondent file, or null once its row is gone. */
export async function storageKeyOf(db: Database, fileId: string): Promise<string | null> {
  const result = (await db.execute(
    sql`select storage_key from respondent_files where id = ${fileId}::uuid`,
  )) as unknown as { rows: Array<{ storage_key: string }> };
  return result.rows[0]?.storage_key ?? null;
}

/** Where the files are: a temporary folder, or a prefix of a bucket on s3rver. */
export interface StoragePlace {
  storage: FileStorage;
  /** The keys of every stored respondent file there, read without the storage under test. */
  storedKeys: () => Promise<string[]>;
  /** Removes what the place holds on disk (the temporary folder). */
  remove: () => void;
}

export const storageKinds = ["local disk", "s3rver"] as const;

/** A fresh place of `kind` (`space` keeps suites on one bucket apart). */
export function storagePlace(
  kind: (typeof storageKinds)[number],
  space: string,
  s3: () => TestS3Server,
): StoragePlace {
  if (kind === "local disk") {
    const dir = mkdtempSync(path.join(os.tmpdir(), "fw-retention-"));
    return {
      storage: localDiskStorage(dir),
      storedKeys: async () => readdirSync(dir).filter((k) => k.startsWith("respondent-")),
      remove: () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const settings = { ...s3().settings, prefix: `${space}-${uuidv7()}/` };
  return {
    storage: s3Storage(settings),
    storedKeys: async () => {
      const client = createS3Client(settings);
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: settings.prefix }),
      );
      client.destroy();
      return (listed.Contents ?? [])
        .map((object) => (object.Key ?? "").slice(settings.prefix.length))
        .filter((k) => k.startsWith("respondent-"));
    },
    remove: () => {},
  };
}
