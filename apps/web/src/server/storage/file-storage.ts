import type { Readable } from "node:stream";

/**
 * Where uploaded files live. Local disk is the default; an S3-compatible
 * store implements the same four methods.
 */
export interface FileStorage {
  /** Stores bytes under a key, replacing nothing: keys are fresh ids. */
  put(key: string, data: Buffer): Promise<void>;
  /** Opens a stored file, or null when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes a file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}
