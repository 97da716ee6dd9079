import { chmod, lstat, readdir } from "node:fs/promises";
import path from "node:path";

/**
 * The umask of every Formwright process (the server, the command line):
 * what it creates is its user's alone, whatever the shell's umask. Folders
 * come out 0700 and files 0600: answers, password hashes and uploaded files
 * are nobody else's to read on a shared machine, nor to change.
 *
 * @example
 * process.umask(PRIVATE_UMASK); // first thing in main()
 */
export const PRIVATE_UMASK = 0o077;

/** The mode of a folder the server creates for its data (`DATA_DIR`, uploads), whatever the umask. */
export const PRIVATE_DIR_MODE = 0o700;

/** The mode of a file the server writes into its data folder, whatever the umask. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Takes the group's and others' permissions off `root` and everything in it
 * (symbolic links are left alone). PGlite writes the files of a new database
 * with explicit modes (0666, which no umask narrows), so the server runs this
 * over its PGlite folder at every start: a database made before this, or by
 * another tool, is narrowed too. Files that go while it walks are skipped.
 *
 * @example
 * await restrictToOwner(path.join(dataDir, "pglite"));
 */
export async function restrictToOwner(root: string): Promise<void> {
  let info: Awaited<ReturnType<typeof lstat>>;
  let names: string[] = [];
  try {
    info = await lstat(root);
    if (info.isSymbolicLink()) return;
    if ((info.mode & 0o077) !== 0) await chmod(root, info.mode & 0o7700);
    if (info.isDirectory()) names = await readdir(root);
  } catch (error) {
    // Gone between its folder's listing and now (a temporary file): nothing to narrow.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const name of names) await restrictToOwner(path.join(root, name));
}
