import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The workspaces the running GraphQL operation acts in, as its permission
 * check found them from its arguments (`OPERATION_TARGETS`), before its
 * resolver ran: an act records its workspace in the audit log from here, even
 * when it deletes the thing that named it.
 */
const scope = new AsyncLocalStorage<readonly string[]>();

/** Runs `work` (an operation's resolver) as acting in `workspaceIds`. */
export function inOperationWorkspaces<T>(workspaceIds: readonly string[], work: () => T): T {
  return scope.run(workspaceIds, work);
}

/** The workspace the running operation acts in: its first target's; null outside one. */
export function operationWorkspace(): string | null {
  return scope.getStore()?.[0] ?? null;
}
