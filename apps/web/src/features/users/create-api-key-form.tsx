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
}: {
  onCreated: (created: CreatedApiKey) => Promise<void>;
}) {
  const headingId = useId();
  const form = useForm<CreateApiKeyValues>({ defaultValues: EMPTY, shouldFocusError: false });
  const [failure, setFailure] = useState<string | null>(null);
  const isSaving = useRef(false);

  const submit = form.handleSubmit(async ({ apiKeyName, apiKeyRole }) => {
    if (isSaving.current) return;
    isSaving.current = true;
    setFailure(null);
    try {
      const created = await createApiKey({ name: apiKeyName, role: apiKeyRole ?? "VIEWER" });
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
