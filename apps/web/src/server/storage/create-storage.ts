import type { FileStorage } from "./file-storage";
import { localDiskStorage } from "./local-disk-storage";

/**
 * The file storage the configuration names. Only local disk exists today
 * (the uploads folder); a second backend is a new file implementing
 * {@link FileStorage} and one more branch here.
 *
 * @example
 * const storage = createStorage({ uploadsDir: "/var/lib/formwright/uploads" });
 */
export function createStorage(config: { uploadsDir: string }): FileStorage {
  return localDiskStorage(config.uploadsDir);
}

/**
 * The storage of this process read from its environment, for code that runs
 * outside the request listener (Next routes): the same folder as
 * `config.ts` resolves (`FORMWRIGHT_UPLOADS_DIR`, set by the server), or null
 * when none is set.
 */
export function storageFromEnvironment(env: NodeJS.ProcessEnv = process.env): FileStorage | null {
  const dir = env.FORMWRIGHT_UPLOADS_DIR;
  return dir ? createStorage({ uploadsDir: dir }) : null;
}
