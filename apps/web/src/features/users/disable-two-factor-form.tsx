"use client";

import { ErrorSummary, TextInput } from "@formwright/fields";
import { useId, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useHydrated } from "../../lib/use-hydrated";
import { errorCode, errorMessage } from "../admin-ui/error-message";
import { PasswordInput } from "./password-input";
import { disableTwoFactor } from "./two-factor-api";

/** The API's message for a wrong password. */
const PASSWORD_WRONG = "Your password is incorrect";

interface DisableValues {
  disablePassword: string;
  disableCode: string;
}

const EMPTY: DisableValues = { disablePassword: "", disableCode: "" };

/**
 * "Turn off two-factor sign-in": asks for the password, or a code (of the
 * app, or a recovery code), so a session left open is not enough.
 *
 * @example
 * <DisableTwoFactorForm onDisabled={() => setEnabled(false)} />
 */
export function DisableTwoFactorForm({ onDisabled }: { onDisabled: () => void }) {
  const isHydrated = useHydrated();
  const headingId = useId();
  const form = useForm<DisableValues>({ defaultValues: EMPTY, shouldFocusError: false });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ disablePassword, disableCode }) => {
    setFailure(null);
    try {
      await disableTwoFactor(
        disablePassword ? { password: disablePassword } : { code: disableCode.trim() },
      );
      form.reset(EMPTY);
      onDisabled();
    } catch (error) {
      const message = errorMessage(error);
      if (message === PASSWORD_WRONG) {
        form.setError("disablePassword", { message }, { shouldFocus: true });
      } else if (errorCode(error) === "BAD_USER_INPUT") {
        form.setError("disableCode", { message }, { shouldFocus: true });
      } else {
        setFailure(message);
      }
    }
  });

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Turn off two-factor sign-in</h3>
      <FormProvider {...form}>
        {/* POST: a press before the scripts run never puts a password in the address. */}
        <form method="post" onSubmit={submit} noValidate>
          <ErrorSummary />
          {failure ? (
            <div className="fw-alert fw-alert--error" role="alert">
              <p>{failure}</p>
            </div>
          ) : null}
          <p>Confirm with your password, or with a code.</p>
          <PasswordInput
            name="disablePassword"
            label="Current password"
            autoComplete="current-password"
          />
          <TextInput
            name="disableCode"
            label="Or a code"
            description="From your authenticator app, or one of your recovery codes."
            autoComplete="one-time-code"
            rules={{
              validate: (value: unknown) =>
                Boolean(value) ||
                Boolean(form.getValues("disablePassword")) ||
                "Enter your password or a code",
            }}
          />
          <button
            type="submit"
            // Until React runs a press would post the page: the button waits for it.
            disabled={!isHydrated}
            className="fw-button fw-button--secondary"
            aria-disabled={form.formState.isSubmitting || undefined}
          >
            Turn off two-factor sign-in
          </button>
        </form>
      </FormProvider>
    </section>
  );
}
