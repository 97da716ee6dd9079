"use client";

import { ErrorSummary } from "@formwright/fields";
import { useId, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useHydrated } from "../../lib/use-hydrated";
import { errorMessage } from "../admin-ui/error-message";
import type { Announcer } from "../admin-ui/use-announcer";
import { PasswordInput } from "./password-input";
import { changePassword } from "./users-api";

/** Shortest password the API accepts. */
const PASSWORD_MIN_LENGTH = 8;
/** The API's message for a wrong current password. */
const CURRENT_PASSWORD_WRONG = "Your current password is incorrect";

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

const EMPTY: ChangePasswordValues = {
  currentPassword: "",
  newPassword: "",
  confirmNewPassword: "",
};

/**
 * "Change password" for the signed-in user: the current password, then the
 * new one twice. Signs them out everywhere else.
 *
 * @example
 * <ChangePasswordForm announce={announcer.announce} />
 */
export function ChangePasswordForm({ announce }: { announce: Announcer["announce"] }) {
  const isHydrated = useHydrated();
  const headingId = useId();
  const form = useForm<ChangePasswordValues>({ defaultValues: EMPTY, shouldFocusError: false });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      await changePassword({ currentPassword, newPassword });
      form.reset(EMPTY);
      announce("success", "Your password is changed. You are signed out everywhere else.");
    } catch (error) {
      const message = errorMessage(error);
      if (message === CURRENT_PASSWORD_WRONG) {
        form.setError("currentPassword", { message }, { shouldFocus: true });
      } else {
        setFailure(message);
      }
    }
  });

  return (
    <section className="fw-admin-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Change password</h2>
      <FormProvider {...form}>
        {/* POST: a press before the scripts run never puts a password in the address. */}
        <form method="post" onSubmit={submit} noValidate>
          <ErrorSummary />
          {failure ? (
            <div className="fw-alert fw-alert--error" role="alert">
              <p>{failure}</p>
            </div>
          ) : null}
          <PasswordInput
            name="currentPassword"
            label="Current password"
            autoComplete="current-password"
            required
          />
          <PasswordInput
            name="newPassword"
            label="New password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            required
            rules={{ minLength: PASSWORD_MIN_LENGTH }}
          />
          <PasswordInput
            name="confirmNewPassword"
            label="Confirm new password"
            required
            rules={{
              validate: (value: unknown) =>
                value === form.getValues("newPassword") || "The passwords do not match",
            }}
          />
          <button
            type="submit"
            // Until React runs a press would post the page: the button waits for it.
            disabled={!isHydrated}
            className="fw-button"
            aria-disabled={form.formState.isSubmitting || undefined}
          >
            Change password
          </button>
        </form>
      </FormProvider>
    </section>
  );
}
