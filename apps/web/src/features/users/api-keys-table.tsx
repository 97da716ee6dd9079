"use client";

import { formatDateTime } from "../admin-ui/format-date-time";
import { TableScroll } from "../admin-ui/table-scroll";
import { roleLabel } from "./roles";
import type { ApiKeySummary } from "./users-api";

/** Props of {@link ApiKeysTable}. */
export interface ApiKeysTableProps {
  apiKeys: readonly ApiKeySummary[];
  onRevoke: (apiKey: ApiKeySummary) => void;
  /** Workspace names by id: shows each key's workspace (an instance with several). */
  workspaceNames?: ReadonlyMap<string, string>;
}

/**
 * The API keys, newest first: name, the key's first characters, role,
 * created, last used, and whether it is revoked, with "Revoke" on live keys.
 *
 * @example
 * <ApiKeysTable apiKeys={keys} onRevoke={ask} />
 */
export function ApiKeysTable({ apiKeys, onRevoke, workspaceNames }: ApiKeysTableProps) {
  if (apiKeys.length === 0) return <p>No API keys yet.</p>;
  return (
    <TableScroll label="API keys">
      <table className="fw-table fw-table--cards">
        <caption className="fw-sr-only">API keys, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">Role</th>
            {workspaceNames ? <th scope="col">Workspace</th> : null}
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {apiKeys.map((apiKey) => {
            const nameId = `api-key-name-${apiKey.id}`;
            return (
              <tr key={apiKey.id} data-api-key-id={apiKey.id}>
                <th scope="row" id={nameId}>
                  {apiKey.name}
                </th>
                <td data-label="Key">
                  <code>{apiKey.prefix}…</code>
                </td>
                <td data-label="Role">{roleLabel(apiKey.role)}</td>
                {workspaceNames ? (
                  <td data-label="Workspace">{workspaceNames.get(apiKey.workspaceId) ?? "—"}</td>
                ) : null}
                <td data-label="Created">
                  <time dateTime={apiKey.createdAt}>{formatDateTime(apiKey.createdAt)}</time>
                </td>
                <td data-label="Last used">
                  {apiKey.lastUsedAt ? (
                    <time dateTime={apiKey.lastUsedAt}>{formatDateTime(apiKey.lastUsedAt)}</time>
                  ) : (
                    "Never"
                  )}
                </td>
                <td data-label="Status">{apiKey.revoked ? "Revoked" : "Active"}</td>
                <td data-label="Actions">
                  {apiKey.revoked ? null : (
                    <button
                      type="button"
                      className="fw-button fw-button--secondary fw-button--small fw-button--danger-outline"
                      aria-describedby={nameId}
                      onClick={() => onRevoke(apiKey)}
                    >
                      Revoke
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
