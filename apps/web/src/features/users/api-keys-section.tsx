"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { can } from "../../lib/permissions";
import { ConfirmDialog } from "../admin-ui/confirm-dialog";
import { errorMessage } from "../admin-ui/error-message";
import type { Announcer } from "../admin-ui/use-announcer";
import { fetchWorkspaces, workspacesKeys } from "../workspaces/workspaces-api";
import { ApiKeysTable } from "./api-keys-table";
import { CreateApiKeyForm } from "./create-api-key-form";
import { NewApiKeyNotice } from "./new-api-key-notice";
import {
  type ApiKeySummary,
  type CreatedApiKey,
  fetchApiKeys,
  revokeApiKey,
  usersKeys,
} from "./users-api";

/**
 * The "API keys" half of `/admin/users`: create a key (its secret shown
 * once), the list of keys, and Revoke behind a confirmation.
 *
 * @example
 * <ApiKeysSection announce={announcer.announce} />
 */
export function ApiKeysSection({ announce }: { announce: Announcer["announce"] }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const { data: apiKeys, error } = useQuery({ queryKey: usersKeys.apiKeys, queryFn: fetchApiKeys });
  const { data: workspaces } = useQuery({
    queryKey: workspacesKeys.workspaces,
    queryFn: fetchWorkspaces,
  });
  const ownedWorkspaces = (workspaces ?? []).filter((w) => can(w.permissions, "createApiKey"));
  const workspaceNames =
    (workspaces?.length ?? 0) > 1
      ? new Map((workspaces ?? []).map((w) => [w.id, w.name] as const))
      : undefined;
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKeySummary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const showCreated = async (next: CreatedApiKey) => {
    await queryClient.invalidateQueries({ queryKey: usersKeys.apiKeys });
    setCreated(next);
  };

  const confirmRevoke = async () => {
    if (!toRevoke) return;
    await revokeApiKey(toRevoke.id);
    await queryClient.invalidateQueries({ queryKey: usersKeys.apiKeys });
    announce("success", `Revoked “${toRevoke.name}”: requests with it are refused from now on.`);
    setToRevoke(null);
  };

  return (
    <section aria-labelledby={headingId} className="fw-admin-section">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        API keys
      </h2>
      <p className="fw-muted">
        Programs call the GraphQL API with a key, acting with the key's role in its workspace.
      </p>
      {created ? (
        <NewApiKeyNotice
          name={created.apiKey.name}
          secret={created.key}
          onDone={() => {
            setCreated(null);
            heading.current?.focus();
          }}
        />
      ) : null}
      <CreateApiKeyForm onCreated={showCreated} workspaces={ownedWorkspaces} />
      {error && !apiKeys ? (
        <div className="fw-alert fw-alert--error" role="alert">
          <p>The API keys could not be loaded: {errorMessage(error)}</p>
        </div>
      ) : null}
      {apiKeys ? (
        <ApiKeysTable apiKeys={apiKeys} onRevoke={setToRevoke} workspaceNames={workspaceNames} />
      ) : error ? null : (
        <p>Loading API keys…</p>
      )}
      <ConfirmDialog
        isOpen={toRevoke !== null}
        message={
          toRevoke
            ? `Revoke API key “${toRevoke.name}”? Anything using it is refused from then on.`
            : ""
        }
        confirmLabel="Revoke"
        onConfirm={confirmRevoke}
        onCancel={() => setToRevoke(null)}
        fallbackFocus={() => heading.current}
      />
    </section>
  );
}
