import type { FileStorage } from "../../storage/file-storage";
import { mapLimited } from "../outbox/map-limited";

/** Files removed from the storage at once. */
const FILE_DELETES_AT_ONCE = 8;

/**
 * Removes the stored files of rows already deleted, and answers how many
 * went. A file the storage fails to remove is left to the sweeper, which
 * removes stored respondent files no row names after a day
 * (`sweepUnnamedFiles`): the answers are gone either way.
 *
 * @example
 * await removeStoredFiles(storage, ["respondent-0193….pdf"]); // 1
 */
export async function removeStoredFiles(
  storage: FileStorage,
  keys: readonly string[],
): Promise<number> {
  const removed = await mapLimited(keys, FILE_DELETES_AT_ONCE, (key) =>
    storage.delete(key).then(
      () => 1,
      () => 0,
    ),
  );
  return removed.reduce((sum: number, n) => sum + n, 0);
}
