import { buffer } from "node:stream/consumers";
import type { Database } from "../db/database";
import type { FileStorage } from "../storage/file-storage";
import { documentUploadSrcs } from "./document-upload-srcs";
import { listForms } from "./forms";
import { loadVersion } from "./published-forms";
import { uploadKeyOf } from "./uploads";

/** Where the pulled images go, inside the pulled folder; provisioning reads them from there. */
export const FORMS_DIR_UPLOADS = "uploads";

/** One file of a pull: its path inside the folder (`/`-separated) and its content. */
export interface PulledFile {
  path: string;
  content: Buffer | string;
}

/** What `forms pull` writes, and what it could not. */
export interface PulledForms {
  files: PulledFile[];
  /** Forms pulled (each has a draft file). */
  forms: number;
  /** Forms with a live version (`<slug>.json`). */
  live: number;
  /** Images written under `uploads/`. */
  images: number;
  /** A sentence per image a pulled document shows that this instance does not have. */
  warnings: string[];
}

/**
 * Every form as the files `FORMWRIGHT_FORMS_DIR` provisions again, without
 * touching the file system (the caller writes them, wherever it runs): the
 * live version of each published form as `<slug>.json`, every form's draft as
 * `drafts/<slug>.json`, and the uploaded images any of those documents shows
 * as `uploads/<key>`, under the key the documents name, so the folder is
 * self-contained.
 *
 * @example
 * const { files, warnings } = await pulledFormFiles({ db, storage });
 */
export async function pulledFormFiles(input: {
  db: Database;
  storage: FileStorage;
}): Promise<PulledForms> {
  const { db, storage } = input;
  const files: PulledFile[] = [];
  // Each image once, with the first document that shows it (for a warning).
  const images = new Map<string, string>();
  const showing = (file: string, document: unknown) => {
    for (const src of documentUploadSrcs(document)) if (!images.has(src)) images.set(src, file);
  };
  const forms = await listForms(db);
  let live = 0;
  for (const form of forms) {
    const draftFile = `drafts/${form.slug}.json`;
    files.push({ path: draftFile, content: json(form.draft) });
    showing(draftFile, form.draft);
    if (form.publishedVersion == null) continue;
    const version = await loadVersion(db, {
      formId: form.id,
      slug: form.slug,
      version: form.publishedVersion,
    });
    if (!version) continue;
    files.push({ path: `${form.slug}.json`, content: json(version.document) });
    showing(`${form.slug}.json`, version.document);
    live++;
  }
  const warnings: string[] = [];
  let imageCount = 0;
  for (const [src, file] of images) {
    const key = uploadKeyOf(src);
    const stored = key ? await storage.open(key) : null;
    if (!key || !stored) {
      warnings.push(`${file}: image ${src} is not in this instance's uploads; not pulled`);
      continue;
    }
    files.push({ path: `${FORMS_DIR_UPLOADS}/${key}`, content: await buffer(stored.stream) });
    imageCount++;
  }
  return { files, forms: forms.length, live, images: imageCount, warnings };
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
