"use client";

import { ErrorSummary, RadioGroup, TextInput } from "@formwright/fields";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useHydrated } from "../../lib/use-hydrated";
import { errorCode, errorMessage } from "../admin-ui/error-message";
import type { Announcer } from "../admin-ui/use-announcer";
import { PasswordInput } from "./password-input";
import { ROLE_OPTIONS, ROLES_SUMMARY, type RoleName, roleLabel } from "./roles";
import { createUser, usersKeys } from "./users-api";

/** Shortest first password the API accepts. */
const PASSWORD_MIN_LENGTH = 8;

interface AddUserValues {
  newUserEmail: string;
  newUserPassword: string;
  newUserRole: RoleName | null;
}

const EMPTY: AddUserValues = { newUserEmail: "", newUserPassword: "", newUserRole: "VIEWER" };

/**
 * "Add user": an email, a first password and a role, created with
 * `createUser`. The new person signs in with that password.
 *
 * @example
 * <AddUserForm announce={announcer.announce} />
 */
export function AddUserForm({ announce }: { announce: Announcer["announce"] }) {
  const isHydrated = useHydrated();
  const headingId = useId();
  const queryClient = useQueryClient();
  const form = useForm<AddUserValues>({ defaultValues: EMPTY, shouldFocusError: false });
  const [failure, setFailure] = useState<string | null>(null);
  // A second click while the first is saved would create nothing but a CONFLICT.
  const isSaving = useRef(false);

  const submit = form.handleSubmit(async ({ newUserEmail, newUserPassword, newUserRole }) => {
    if (isSaving.current) return;
    isSaving.current = true;
    setFailure(null);
    try {
      const user = await createUser({
        email: newUserEmail,
        password: newUserPassword,
        role: newUserRole ?? "VIEWER",
      });
      await queryClient.invalidateQueries({ queryKey: usersKeys.users });
      form.reset(EMPTY);
      announce("success", `Added ${user.email} as ${roleLabel(user.role).toLowerCase()}.`);
    } catch (error) {
      if (errorCode(error) === "CONFLICT") {
        form.setError("newUserEmail", { message: errorMessage(error) }, { shouldFocus: true });
      } else {
        setFailure(errorMessage(error));
      }
    } finally {
      isSaving.current = false;
    }
  });

  return (
    <section className="fw-admin-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>Add user</h3>
      <FormProvider {...form}>
        {/* POST: a press before the scripts run never puts a password in the address. */}
        <form method="post" onSubmit={submit} noValidate>
          <ErrorSummary />
          {failure ? (
            <div className="fw-alert fw-alert--error" role="alert">
              <p>{failure}</p>
            </div>
          ) : null}
          <TextInput name="newUserEmail" label="Email" type="email" required autoComplete="off" />
          <PasswordInput
            name="newUserPassword"
            label="First password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters. Give it to them privately.`}
            required
            rules={{ minLength: PASSWORD_MIN_LENGTH }}
          />
          <RadioGroup
            name="newUserRole"
            label="Role"
            description={ROLES_SUMMARY}
            required
            options={ROLE_OPTIONS}
          />
          <button
            type="submit"
            // Until React runs a press would post the page: the button waits for it.
            disabled={!isHydrated}
            className="fw-button"
            aria-disabled={form.formState.isSubmitting || undefined}
          >
            Add user
          </button>
        </form>
      </FormProvider>
    </section>
  );
}
