import { readdir } from "node:fs/promises";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { FormDocument } from "@formwright/core";
import type { Database } from "../db/database";
import { readFormFile } from "./form-file";
import { createForm, findFormBySlug, publishForm, updateForm } from "./forms";

/** What syncing one file did. */
export type SyncOutcome = "created" | "updated" | "unchanged";

/**
 * Creates or updates, and publishes, every `*.json` form in a folder, by slug.
 * Every file is validated before anything is written, so one bad file changes
 * nothing. A file whose document equals the live version is left alone.
 */
export async function syncFormsDirectory(
  db: Database,
  dir: string,
): Promise<Array<{ file: string; slug: string; outcome: SyncOutcome }>> {
  const names = (await readdir(dir)).filter((n) => n.endsWith(".json")).sort();
  const documents = await Promise.all(
    names.map(async (name) => ({
      file: path.join(dir, name),
      document: await readFormFile(path.join(dir, name)),
    })),
  );
  const results: Array<{ file: string; slug: string; outcome: SyncOutcome }> = [];
  for (const { file, document } of documents) {
    results.push({ file, slug: document.slug, outcome: await syncOne(db, document) });
  }
  return results;
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
