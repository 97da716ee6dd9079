import path from "node:path";
import { currentHolder, DirectoryInUseError } from "../db/directory-lock";
import type { CliContext } from "./command";

/**
 * Throws the directory lock's own refusal (naming the process, and to stop
 * it) when a process holds the configured embedded database: for commands
 * that must not run beside a server, so that is said before they check
 * anything else (a backup file, a target database). The lock itself is
 * still taken when the database opens; this only says it sooner.
 */
export async function assertEmbeddedDatabaseFree(config: CliContext["config"]): Promise<void> {
  if (config.databaseUrl) return;
  const holder = await currentHolder(config.dataDir);
  if (holder) throw new DirectoryInUseError(path.resolve(config.dataDir), holder);
}
