import type { FileRef } from "@formwright/core";

/**
 * Sends one file somewhere and answers what was stored. `onProgress` reports
 * bytes sent; aborting `signal` cancels the upload (the promise then rejects
 * with an `AbortError`). A refusal rejects with an Error whose message can be
 * shown to the respondent.
 *
 * @example
 * const upload: FileUploader = (file, { name }) => Promise.resolve({ id, name, size: file.size, type: file.type });
 */
export type FileUploader = (
  file: Blob,
  options: {
    name: string;
    onProgress: (loaded: number, total: number) => void;
    signal: AbortSignal;
  },
) => Promise<FileRef>;
