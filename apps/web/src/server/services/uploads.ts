import { IMAGE_MAX_PIXELS } from "@formwright/core";
import { desc, eq } from "drizzle-orm";
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
}

/** Public path of a stored file; served by the app and fed to the image optimizer. */
export function uploadUrl(storageKey: string): string {
  return `/uploads/${storageKey}`;
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

/** Checks and stores an uploaded image, then records it. */
export async function saveUpload(
  db: Database,
  storage: FileStorage,
  input: { data: Buffer; originalName: string; createdBy: string | null; limitBytes: number },
): Promise<UploadRecord> {
  if (input.data.length > input.limitBytes) {
    throw new ServiceError("BAD_USER_INPUT", tooLargeMessage(input.limitBytes));
  }
  if (input.data.length === 0) throw new ServiceError("BAD_USER_INPUT", "The file is empty");
  const image = await inspectImage(input.data);
  const id = uuidv7();
  const type = IMAGE_TYPES[image.format];
  const storageKey = `${id}.${type.extension}`;
  await storage.put(storageKey, input.data);
  const [row] = await db
    .insert(uploads)
    .values({
      id,
      storageKey,
      originalName: input.originalName.slice(0, 255) || "image",
      contentType: type.contentType,
      byteSize: input.data.length,
      width: image.width,
      height: image.height,
      createdBy: input.createdBy,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toRecord(row);
}

/** Every upload, newest first. */
export async function listUploads(db: Database): Promise<UploadRecord[]> {
  const rows = await db.select().from(uploads).orderBy(desc(uploads.createdAt));
  return rows.map(toRecord);
}

/** Deletes an upload's record and its file. */
export async function deleteUpload(db: Database, storage: FileStorage, id: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new ServiceError("NOT_FOUND", "Upload not found");
  const [row] = await db.delete(uploads).where(eq(uploads.id, id)).returning();
  if (!row) throw new ServiceError("NOT_FOUND", "Upload not found");
  await storage.delete(row.storageKey);
}
