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

/** The types, by lower-case extension, that an `accept` entry such as `.pdf` stands for. */
export const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  txt: "text/plain",
  csv: "text/csv",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  odt: "application/vnd.oasis.opendocument.text",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  zip: "application/zip",
};

/** Every type a file may have (the ones the server can tell from the bytes). */
export const KNOWN_FILE_TYPES: readonly string[] = [...new Set(Object.values(TYPE_BY_EXTENSION))];

/** A file name's extension, lower case, without the dot ("" without one). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file of this type and name is one a field's `accept` takes: an
 * entry `image/png` takes that type, `image/*` any image, `.pdf` a PDF named
 * `….pdf` (the type must be the extension's too, so a renamed file is not
 * taken). No `accept` (or an empty one) takes every known type.
 *
 * @example
 * matchesAccept([".pdf", "image/*"], { type: "image/png", name: "a.png" }); // true
 */
export function matchesAccept(
  accept: readonly string[] | undefined,
  file: { type: string; name: string },
): boolean {
  if (!accept || accept.length === 0) return KNOWN_FILE_TYPES.includes(file.type);
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.startsWith(".")) {
      const extension = wanted.slice(1);
      return fileExtension(file.name) === extension && TYPE_BY_EXTENSION[extension] === type;
    }
    if (wanted.endsWith("/*")) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}
