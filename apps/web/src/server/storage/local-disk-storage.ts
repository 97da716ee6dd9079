import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../private-files";
import type { FileStorage } from "./file-storage";

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

function resolveKey(root: string, key: string): string {
  // Keys come from our own ids, but a key read from a URL is checked all the same.
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Invalid storage key: ${key}`);
  return path.join(root, key);
}

/**
 * Files under one folder (`DATA_DIR/uploads`). Writes go to a temporary name
 * first and are renamed, so a reader never sees half a file. The folder is
 * made 0700 and files are written 0600: uploads are the server's user's alone.
 *
 * @example
 * const storage = localDiskStorage("/var/lib/formwright/uploads");
 */
export function localDiskStorage(root: string): FileStorage {
  return {
    async put(key, data) {
      await mkdir(root, { recursive: true, mode: PRIVATE_DIR_MODE });
      const target = resolveKey(root, key);
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, data, { mode: PRIVATE_FILE_MODE });
      await rename(temporary, target);
    },
    async write(key, stream) {
      await mkdir(root, { recursive: true, mode: PRIVATE_DIR_MODE });
      const target = resolveKey(root, key);
      const temporary = `${target}.${process.pid}.tmp`;
      const file = createWriteStream(temporary, { mode: PRIVATE_FILE_MODE });
      try {
        await pipeline(stream, file);
      } catch (error) {
        // A copy that fails at once can fail while the file is still being opened: the
        // stream then creates it after an unlink made now, and it would stay. Unlink once
        // the stream has closed.
        if (!file.closed) await once(file, "close").catch(() => {});
        await unlink(temporary).catch(() => {});
        throw error;
      }
      await rename(temporary, target);
    },
    async open(key) {
      let file: string;
      try {
        file = resolveKey(root, key);
      } catch {
        return null;
      }
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await unlink(resolveKey(root, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    },
    async *list(prefix) {
      let names: string[];
      try {
        names = await readdir(root);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return; // nothing stored yet
        throw error;
      }
      for (const name of names) {
        if (!name.startsWith(prefix) || !SAFE_KEY.test(name) || name.includes("..")) continue;
        // A file may go between the listing and its stat (a temporary one renamed, a delete).
        const info = await stat(path.join(root, name)).catch(() => null);
        if (info?.isFile()) yield { key: name, modifiedAt: info.mtime };
      }
    },
  };
}

/** The uploads folder inside a data folder. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, "uploads");
}
