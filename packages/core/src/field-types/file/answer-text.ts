import { parseFileRef } from "../../files/file-ref";

/** A size as people read it: "512 B", "2.4 kB", "3.1 MB". */
function sizeWords(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * The files of an answer by name and size; anything that is no file is left out.
 *
 * @example
 * fileAnswerText([{ id, name: "cv.pdf", size: 2400, type: "application/pdf" }]); // "cv.pdf (2.4 kB)"
 */
export function fileAnswerText(value: unknown): string {
  if (!Array.isArray(value)) return "";
  return value
    .map(parseFileRef)
    .filter((ref) => ref !== undefined)
    .map((ref) => `${ref.name} (${sizeWords(ref.size)})`)
    .join(", ");
}
