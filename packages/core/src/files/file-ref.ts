import { isPlainObject } from "../utils/is-plain-object";
import { isStorableText } from "../validation/is-storable-text";

/**
 * One uploaded file as a `file` field stores it (and a `signature` field its
 * drawing): the upload's id, the name it was uploaded under, its size in
 * bytes and its type as the server read it from the bytes.
 *
 * @example
 * const ref: FileRef = { id: "0193…", name: "cv.pdf", size: 52311, type: "application/pdf" };
 */
export interface FileRef {
  id: string;
  name: string;
  size: number;
  type: string;
}

/** Longest file name kept. */
export const FILE_NAME_MAX_LENGTH = 255;

/** Most files one `file` field takes (its `maxFiles` is 1 to this). */
export const FILE_MAX_FILES = 10;

/** A `file` field's size limit per file when its `maxSizeMb` is not set. */
export const FILE_DEFAULT_MAX_SIZE_MB = 10;

/** One megabyte as `maxSizeMb` counts it. */
export const MEGABYTE = 1024 * 1024;

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The value as a {@link FileRef} (only its four keys kept), or undefined when
 * it is not one: an id that is no upload id, an empty or unstorable name, a
 * size that is no positive whole number, a type that is no MIME type.
 *
 * @example
 * parseFileRef({ id: "x", name: "a", size: 1, type: "text/plain" }); // undefined (bad id)
 */
export function parseFileRef(value: unknown): FileRef | undefined {
  if (!isPlainObject(value)) return undefined;
  const { id, name, size, type } = value as Record<string, unknown>;
  if (typeof id !== "string" || !UPLOAD_ID.test(id)) return undefined;
  if (typeof name !== "string" || name.trim() === "" || name.length > FILE_NAME_MAX_LENGTH) {
    return undefined;
  }
  if (!isStorableText(name)) return undefined;
  if (typeof size !== "number" || !Number.isInteger(size) || size <= 0) return undefined;
  if (typeof type !== "string" || !/^[a-z]+\/[a-z0-9.+-]+$/.test(type)) return undefined;
  return { id, name, size, type };
}
