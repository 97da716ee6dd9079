/**
 * The file types the server tells from the bytes, and the strict `accept`
 * check of an upload. Server and editor code only: the submission validator
 * (loaded by every public form) uses {@link isListedInAccept} instead.
 */

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
