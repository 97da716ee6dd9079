import { IMAGE_MAX_PIXELS } from "@formwright/core";
import { desc, eq, inArray } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../db/database";
import { uploads } from "../db/schema";
import type { FileStorage } from "../storage/file-storage";
import { ServiceError } from "./errors";

/** The image types accepted, by the format found in the file's own bytes. */
export const IMAGE_TYPES = {
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  png: { contentType: "image/png", extension: "png" },
  webp: { contentType: "image/webp", extension: "webp" },
  avif: { contentType: "image/avif", extension: "avif" },
  gif: { contentType: "image/gif", extension: "gif" },
} as const;

type ImageFormat = keyof typeof IMAGE_TYPES;

/** Default largest upload: 10 MB. */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/** The message for a file that is not one of the accepted images. */
export const NOT_AN_IMAGE =
  "Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded: this file is not one of them, whatever its name says";

/** The message for a file over the size limit. */
export function tooLargeMessage(limitBytes: number): string {
  return `The file is larger than the limit of ${formatMegabytes(limitBytes)}`;
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/** The message for an image with more pixels than {@link IMAGE_MAX_PIXELS}. */
export function tooManyPixelsMessage(width: number, height: number): string {
  const megapixels = (width * height) / 1_000_000;
  const shown = Number.isInteger(megapixels) ? megapixels : megapixels.toFixed(1);
  return `The image is ${width} × ${height} pixels (${shown} megapixels): images of at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels can be uploaded`;
}

/** An uploaded image as the API shows it. */
export interface UploadRecord {
  id: string;
  url: string;
  originalName: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  createdAt: Date;
  /** The workspace it belongs to (issue 34 §1). */
  workspaceId: string;
}

/** What every upload's public path starts with. */
export const UPLOAD_URL_PREFIX = "/uploads/";

/** Public path of a stored file; served by the app and fed to the image optimizer. */
export function uploadUrl(storageKey: string): string {
  return `${UPLOAD_URL_PREFIX}${storageKey}`;
}

/** An upload's storage key: one plain file name, as both storages accept. */
const UPLOAD_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * The storage key an image `src` names when it is an upload (the inverse of
 * {@link uploadUrl}), or null when it is not one plain file name under
 * `/uploads/`: a key from a document read off disk goes no further than this.
 *
 * @example
 * uploadKeyOf("/uploads/0193a1.png"); // "0193a1.png"
 * uploadKeyOf("/uploads/a/b.png"); // null
 * uploadKeyOf("/samples/sample-1.jpg"); // null
 */
export function uploadKeyOf(src: string): string | null {
  if (!src.startsWith(UPLOAD_URL_PREFIX)) return null;
  const key = src.slice(UPLOAD_URL_PREFIX.length);
  return UPLOAD_KEY.test(key) && !key.includes("..") ? key : null;
}

function toRecord(row: typeof uploads.$inferSelect): UploadRecord {
  return {
    id: row.id,
    url: uploadUrl(row.storageKey),
    originalName: row.originalName,
    contentType: row.contentType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt,
    workspaceId: row.workspaceId,
  };
}

/**
 * Reads the image's real format and size from its bytes (the name and the
 * declared type are not trusted); anything sharp cannot decode as one of the
 * accepted formats is refused, and so is an image (or one frame of an
 * animation) of more than {@link IMAGE_MAX_PIXELS}: only the header is read,
 * so a decompression bomb is refused without being decoded, and the image
 * optimizer (limited to the same count) is never asked to decode one.
 */
export async function inspectImage(
  data: Buffer,
): Promise<{ format: ImageFormat; width: number; height: number }> {
  let metadata: Metadata;
  try {
    // No pixel limit for reading the header: the check below refuses a huge image by name.
    metadata = await sharp(data, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    throw new ServiceError("BAD_USER_INPUT", NOT_AN_IMAGE);
  }
  const format: string | undefined =
    metadata.format === "heif" && metadata.compression === "av1" ? "avif" : metadata.format;
  if (!format || !(format in IMAGE_TYPES) || !metadata.width || !metadata.height) {
    throw new ServiceError("BAD_USER_INPUT", NOT_AN_IMAGE);
  }
  const height = metadata.pageHeight ?? metadata.height;
  if (metadata.width * height > IMAGE_MAX_PIXELS) {
    throw new ServiceError("BAD_USER_INPUT", tooManyPixelsMessage(metadata.width, height));
  }
  return { format: format as ImageFormat, width: metadata.width, height };
}

/** The checks every stored image passes: not empty, within the size limit, an accepted image within the pixel limit. */
async function checkUpload(data: Buffer, limitBytes: number) {
  if (data.length > limitBytes) {
    throw new ServiceError("BAD_USER_INPUT", tooLargeMessage(limitBytes));
  }
  if (data.length === 0) throw new ServiceError("BAD_USER_INPUT", "The file is empty");
  const image = await inspectImage(data);
  return { ...image, ...IMAGE_TYPES[image.format] };
}

/** Checks and stores an uploaded image, then records it. */
export async function saveUpload(
  db: Database,
  storage: FileStorage,
  input: {
    data: Buffer;
    originalName: string;
    createdBy: string | null;
    limitBytes: number;
    /** The workspace it belongs to; absent: the database's default ("Default"). */
    workspaceId?: string;
  },
): Promise<UploadRecord> {
  const image = await checkUpload(input.data, input.limitBytes);
  const id = uuidv7();
  const storageKey = `${id}.${image.extension}`;
  await storage.put(storageKey, input.data);
  const [row] = await db
    .insert(uploads)
    .values({
      id,
      storageKey,
      originalName: input.originalName.slice(0, 255) || "image",
      contentType: image.contentType,
      byteSize: input.data.length,
      width: image.width,
      height: image.height,
      createdBy: input.createdBy,
      workspaceId: input.workspaceId,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toRecord(row);
}

/**
 * Stores an image under the key a form document already names (forms as
 * code carry their images with their keys), with the checks of
 * {@link saveUpload}; the key's extension must be the image's own, since the
 * app serves a file by it. Callers skip keys already recorded
 * ({@link recordedUploadKeys}): a key never gets other bytes, since browsers
 * keep an upload for a year. Two instances provisioning at once record it once.
 */
export async function saveUploadAs(
  db: Database,
  storage: FileStorage,
  input: { key: string; data: Buffer; limitBytes: number },
): Promise<void> {
  if (uploadKeyOf(uploadUrl(input.key)) !== input.key) {
    throw new ServiceError("BAD_USER_INPUT", `"${input.key}" is not a plain file name`);
  }
  const image = await checkUpload(input.data, input.limitBytes);
  if (!input.key.endsWith(`.${image.extension}`)) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `The file is a ${image.format.toUpperCase()} image: its name must end in .${image.extension}`,
    );
  }
  await storage.put(input.key, input.data);
  await db
    .insert(uploads)
    .values({
      id: uuidv7(),
      storageKey: input.key,
      originalName: input.key,
      contentType: image.contentType,
      byteSize: input.data.length,
      width: image.width,
      height: image.height,
      createdBy: null,
    })
    .onConflictDoNothing({ target: uploads.storageKey });
}

/** Which of these storage keys are recorded uploads. */
export async function recordedUploadKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: uploads.storageKey })
    .from(uploads)
    .where(inArray(uploads.storageKey, keys));
  return new Set(rows.map((r) => r.key));
}

/** Every upload, newest first; `workspaceIds` (when not null) keeps only those workspaces'. */
export async function listUploads(
  db: Database,
  workspaceIds: readonly string[] | null = null,
): Promise<UploadRecord[]> {
  if (workspaceIds && workspaceIds.length === 0) return [];
  const rows = await db
    .select()
    .from(uploads)
    .where(workspaceIds ? inArray(uploads.workspaceId, [...workspaceIds]) : undefined)
    .orderBy(desc(uploads.createdAt));
  return rows.map(toRecord);
}

/** Deletes an upload's record and its file. */
export async function deleteUpload(db: Database, storage: FileStorage, id: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new ServiceError("NOT_FOUND", "Upload not found");
  const [row] = await db.delete(uploads).where(eq(uploads.id, id)).returning();
  if (!row) throw new ServiceError("NOT_FOUND", "Upload not found");
  await storage.delete(row.storageKey);
}
