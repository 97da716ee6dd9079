import { readdir } from "node:fs/promises";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { FormDocument } from "@formwright/core";
import type { Database } from "../db/database";
import type { FileStorage } from "../storage/file-storage";
import { readFormFile } from "./form-file";
import { createForm, findFormBySlug, publishForm, updateForm } from "./forms";
import { type ImageOutcome, syncFormImages } from "./forms-dir-images";

/** What syncing one file did. */
export type SyncOutcome = "created" | "updated" | "unchanged";

/** What syncing a forms folder did. */
export interface FormsDirectorySync {
  forms: Array<{ file: string; slug: string; outcome: SyncOutcome }>;
  /** The uploaded images the forms show, stored from `<dir>/uploads/`. */
  images: Array<{ src: string; outcome: ImageOutcome }>;
  /** One sentence per image a form shows that could not be stored, naming the form file. */
  warnings: string[];
}

/**
 * Creates or updates, and publishes, every `*.json` form in a folder, by slug,
 * after storing the uploaded images they show from `<dir>/uploads/` (see
 * `syncFormImages`). Every file is validated before anything is written, so
 * one bad file changes nothing. A file whose document equals the live version
 * is left alone.
 */
export async function syncFormsDirectory(input: {
  db: Database;
  dir: string;
  storage: FileStorage;
  /** The largest image stored, as for an upload. */
  limitBytes: number;
}): Promise<FormsDirectorySync> {
  const { db, dir } = input;
  const names = (await readdir(dir)).filter((n) => n.endsWith(".json")).sort();
  const documents = await Promise.all(
    names.map(async (name) => ({
      file: path.join(dir, name),
      document: await readFormFile(path.join(dir, name)),
    })),
  );
  // Images first: a form goes live with its images already there.
  const { images, warnings } = await syncFormImages({ ...input, documents });
  const forms: FormsDirectorySync["forms"] = [];
  for (const { file, document } of documents) {
    forms.push({ file, slug: document.slug, outcome: await syncOne(db, document) });
  }
  return { forms, images, warnings };
}

async function syncOne(db: Database, document: FormDocument): Promise<SyncOutcome> {
  const existing = await findFormBySlug(db, document.slug);
  if (!existing) {
    const created = await createForm(db, document);
    await publishForm(db, created.id);
    return "created";
  }
  if (existing.publishedVersion != null && isDeepStrictEqual(existing.draft, document)) {
    return "unchanged";
  }
  await updateForm(db, { id: existing.id, document });
  await publishForm(db, existing.id);
  return "updated";
}
