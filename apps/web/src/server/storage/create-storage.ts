import type { FileStorage } from "./file-storage";
import { localDiskStorage } from "./local-disk-storage";
import { type S3Settings, s3SettingsFromEnvironment } from "./s3-settings";
import { s3Storage } from "./s3-storage";

/**
 * The file storage the configuration names: an S3-compatible bucket when
 * `s3` is set (several instances then share the files), else the uploads
 * folder on the local disk. A backend is a file implementing
 * {@link FileStorage} and one branch here.
 *
 * @example
 * const storage = createStorage({ uploadsDir: "/var/lib/formwright/uploads" });
 */
export function createStorage(config: { uploadsDir: string; s3?: S3Settings | null }): FileStorage {
  return config.s3 ? s3Storage(config.s3) : localDiskStorage(config.uploadsDir);
}

let cached: { key: string; storage: FileStorage | null } | undefined;

/**
 * The storage of this process read from its environment, for code that runs
 * outside the request listener (Next routes): the S3 bucket of the
 * `FORMWRIGHT_S3_*` variables, else the same folder as `config.ts` resolves
 * (`FORMWRIGHT_UPLOADS_DIR`, set by the server), or null when neither is
 * set. Made once per environment (an S3 client keeps its connections).
 */
export function storageFromEnvironment(env: NodeJS.ProcessEnv = process.env): FileStorage | null {
  const key = JSON.stringify(
    Object.entries(env).filter(
      ([k]) => k.startsWith("FORMWRIGHT_S3_") || k === "FORMWRIGHT_UPLOADS_DIR",
    ),
  );
  if (cached?.key !== key) {
    const s3 = s3SettingsFromEnvironment(env);
    const dir = env.FORMWRIGHT_UPLOADS_DIR;
    cached = { key, storage: s3 || dir ? createStorage({ uploadsDir: dir ?? "", s3 }) : null };
  }
  return cached.storage;
}
