"use client";

import { ErrorSummary, RadioGroup, TextInput } from "@formwright/fields";
import { useId, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { errorMessage } from "../admin-ui/error-message";
import { ROLE_OPTIONS, ROLES_SUMMARY, type RoleName } from "./roles";
import { type CreatedApiKey, createApiKey } from "./users-api";

/** Longest key name the API accepts. */
const NAME_MAX_LENGTH = 100;

interface CreateApiKeyValues {
  apiKeyName: string;
  apiKeyRole: RoleName | null;
}

const EMPTY: CreateApiKeyValues = { apiKeyName: "", apiKeyRole: "VIEWER" };

/**
 * "Create API key": a name (to recognise it later) and the role it acts with.
 * The caller shows the returned secret once.
 *
 * @example
 * <CreateApiKeyForm onCreated={(created) => setShown(created)} />
 */
export function CreateApiKeyForm({
  onCreated,
  workspaces = [],
}: {
  onCreated: (created: CreatedApiKey) => Promise<void>;
  /** Where a key may act (issue 34 §1): with several, the form asks which. */
  workspaces?: ReadonlyArray<{ id: string; name: string }>;
}) {
  const headingId = useId();
  const workspaceSelectId = useId();
  const [workspaceId, setWorkspaceId] = useState<string | null>(null);
  const chosenWorkspace = workspaceId ?? workspaces[0]?.id ?? null;
  const form = useForm<CreateApiKeyValues>({ defaultValues: EMPTY, shouldFocusError: false });
  const [failure, setFailure] = useState<string | null>(null);
  const isSaving = useRef(false);

  const submit = form.handleSubmit(async ({ apiKeyName, apiKeyRole }) => {
    if (isSaving.current) return;
    isSaving.current = true;
    setFailure(null);
    try {
      const created = await createApiKey({
        name: apiKeyName,
        role: apiKeyRole ?? "VIEWER",
        workspaceId: workspaces.length > 1 ? chosenWorkspace : null,
      });
      form.reset(EMPTY);
      await onCreated(created);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      isSaving.current = false;
    }
  });

  return (
    <section className="fw-admin-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>Create API key</h3>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <ErrorSummary />
          {failure ? (
            <div className="fw-alert fw-alert--error" role="alert">
              <p>{failure}</p>
            </div>
          ) : null}
          <TextInput
            name="apiKeyName"
            label="Name"
            description="Says what uses the key, e.g. “CI deploy” or “Zapier”."
            required
            rules={{ maxLength: NAME_MAX_LENGTH }}
            autoComplete="off"
          />
          <RadioGroup
            name="apiKeyRole"
            label="Role"
            description={`The key acts with this role. ${ROLES_SUMMARY}`}
            required
            options={ROLE_OPTIONS}
          />
          {workspaces.length > 1 ? (
            <div className="fw-field">
              <label htmlFor={workspaceSelectId} className="fw-field__label">
                Workspace
              </label>
              <p id={`${workspaceSelectId}-hint`} className="fw-field__description">
                The key sees and changes this workspace's forms only.
              </p>
              <select
                id={workspaceSelectId}
                className="fw-role-select"
                aria-describedby={`${workspaceSelectId}-hint`}
                value={chosenWorkspace ?? ""}
                onChange={(event) => setWorkspaceId(event.target.value)}
              >
                {workspaces.map((workspace) => (
                  <option key={workspace.id} value={workspace.id}>
                    {workspace.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <button
            type="submit"
            className="fw-button"
            aria-disabled={form.formState.isSubmitting || undefined}
          >
            Create API key
          </button>
        </form>
      </FormProvider>
    </section>
  );
}
