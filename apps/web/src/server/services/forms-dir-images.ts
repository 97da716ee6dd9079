import { readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import type { FormDocument } from "@formwright/core";
import type { Database } from "../db/database";
import type { FileStorage } from "../storage/file-storage";
import { documentUploadSrcs } from "./document-upload-srcs";
import { ServiceError } from "./errors";
import { FORMS_DIR_UPLOADS } from "./pulled-form-files";
import { recordedUploadKeys, saveUploadAs, tooLargeMessage, uploadKeyOf } from "./uploads";

/** What provisioning one image did. */
export type ImageOutcome = "created" | "unchanged";

/**
 * Stores the uploaded images the folder's documents show, from
 * `<dir>/uploads/<key>`, under the key each document names, with an upload's
 * checks (size, type, pixels). Only images a document names are read, each
 * only from inside that folder. An image already recorded is left as it is.
 * An image that is missing or refused is a warning naming the form file and
 * the image: the form is still provisioned, without it.
 */
export async function syncFormImages(input: {
  db: Database;
  storage: FileStorage;
  limitBytes: number;
  dir: string;
  documents: ReadonlyArray<{ file: string; document: FormDocument }>;
}): Promise<{ images: Array<{ src: string; outcome: ImageOutcome }>; warnings: string[] }> {
  const folder = path.join(input.dir, FORMS_DIR_UPLOADS);
  const shown = input.documents.flatMap(({ file, document }) =>
    documentUploadSrcs(document).map((src) => ({ file, src, key: uploadKeyOf(src) })),
  );
  const recorded = await recordedUploadKeys(
    input.db,
    shown.flatMap((s) => (s.key ? [s.key] : [])),
  );
  const done = new Map<string, Stored>();
  const images: Array<{ src: string; outcome: ImageOutcome }> = [];
  const warnings: string[] = [];
  for (const { file, src, key } of shown) {
    if (!key) {
      warnings.push(
        `${file}: image ${src} is not an upload's name (one plain file name after /uploads/): it will not show`,
      );
      continue;
    }
    let stored = done.get(src);
    if (!stored) {
      stored = recorded.has(key)
        ? { outcome: "unchanged" }
        : await storeImage({ ...input, folder, key });
      done.set(src, stored);
      if ("outcome" in stored) images.push({ src, outcome: stored.outcome });
    }
    if ("problem" in stored) {
      warnings.push(
        `${file}: image ${src} not provisioned: ${stored.problem}; the form is provisioned without it`,
      );
    }
  }
  return { images, warnings };
}

type Stored = { outcome: ImageOutcome } | { problem: string };

/** Stores one image of the folder, or says why not. */
async function storeImage(input: {
  db: Database;
  storage: FileStorage;
  limitBytes: number;
  folder: string;
  key: string;
}): Promise<Stored> {
  try {
    const data = await readFolderImage(input.folder, input.key, input.limitBytes);
    await saveUploadAs(input.db, input.storage, {
      key: input.key,
      data,
      limitBytes: input.limitBytes,
    });
    return { outcome: "created" };
  } catch (error) {
    if (error instanceof ServiceError) return { problem: error.message };
    throw error;
  }
}

/**
 * Reads `<folder>/<key>`. The key is one plain file name already, and the
 * file's real path must lie inside the folder's real path too: a symbolic
 * link may point within the folder (as a Kubernetes ConfigMap's files do),
 * never out of it.
 */
async function readFolderImage(folder: string, key: string, limitBytes: number): Promise<Buffer> {
  const file = path.join(folder, key);
  let root: string;
  let real: string;
  try {
    [root, real] = await Promise.all([realpath(folder), realpath(file)]);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") {
      throw new ServiceError("BAD_USER_INPUT", `${file} does not exist`);
    }
    throw error;
  }
  if (!real.startsWith(root + path.sep)) {
    throw new ServiceError("BAD_USER_INPUT", `${file} leads outside ${folder}`);
  }
  const info = await stat(real);
  if (!info.isFile()) throw new ServiceError("BAD_USER_INPUT", `${file} is not a file`);
  // Refused before it is read.
  if (info.size > limitBytes) throw new ServiceError("BAD_USER_INPUT", tooLargeMessage(limitBytes));
  return readFile(real);
}
