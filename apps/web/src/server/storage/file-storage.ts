import type { Readable } from "node:stream";

/**
 * Where uploaded files live, and the only way the app reads or writes them:
 * editor images and respondent files are stored and served through it. Local
 * disk is the default (`local-disk-storage.ts`); another backend (such as an
 * S3-compatible store) is one more file implementing these methods, chosen in
 * `create-storage.ts`.
 */
export interface FileStorage {
  /** Stores bytes under a key, replacing nothing: keys are fresh ids. */
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Stores a stream under a key as it arrives, never holding the whole file.
   * When the stream fails (too large, the client went away), nothing is left
   * under the key and the error is thrown.
   */
  write(key: string, stream: Readable): Promise<void>;
  /** Opens a stored file, or null when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes a file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored file whose key starts with `prefix`, with when it was last
   * written, in no set order; a file half written (a temporary one on disk)
   * may be among them. For the sweeper, which removes files no row names.
   */
  list(prefix: string): AsyncIterable<StoredFile>;
}

/** A file found by {@link FileStorage.list}. */
export interface StoredFile {
  key: string;
  modifiedAt: Date;
}
