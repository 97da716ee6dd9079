"use client";

import { ErrorSummary, TextInput } from "@formwright/fields";
import { useEffect, useId, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { errorCode, errorMessage } from "../admin-ui/error-message";
import { QrCodeImage } from "../admin-ui/qr-code-image";
import { confirmTwoFactorSetup, type TwoFactorSetup } from "./two-factor-api";

/** The key in groups of four, as authenticator apps show keys and people read them. */
function groupedKey(key: string): string {
  return key.match(/.{1,4}/g)?.join(" ") ?? key;
}

/** Props of {@link TwoFactorSetupForm}. */
export interface TwoFactorSetupFormProps {
  setup: TwoFactorSetup;
  /** Two-factor sign-in is on: the recovery codes, to show once. */
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/**
 * Set-up, after "Set up two-factor sign-in": the QR code of the new key and
 * the key as text (for typing it into the app by hand), then the app's first
 * code, which turns two-factor sign-in on. Its heading takes focus when it
 * appears.
 *
 * @example
 * <TwoFactorSetupForm setup={{ key, uri }} onConfirmed={showCodes} onCancel={close} />
 */
export function TwoFactorSetupForm({ setup, onConfirmed, onCancel }: TwoFactorSetupFormProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<{ code: string }>({ defaultValues: { code: "" }, shouldFocusError: false });
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      onConfirmed(await confirmTwoFactorSetup(code));
    } catch (error) {
      if (errorCode(error) === "BAD_USER_INPUT") {
        form.setError("code", { message: errorMessage(error) }, { shouldFocus: true });
      } else {
        setFailure(errorMessage(error));
      }
    }
  });

  return (
    <section className="fw-two-factor-setup" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        Set up two-factor sign-in
      </h3>
      <ol className="fw-two-factor-steps">
        <li>
          <p>Open an authenticator app on your phone and scan this QR code.</p>
          <QrCodeImage
            text={setup.uri}
            label="QR code of your two-factor key, for your authenticator app"
          />
        </li>
        <li>
          <p>
            If you cannot scan it, enter this key in the app instead:{" "}
            <code className="fw-two-factor-key" data-testid="two-factor-key">
              {groupedKey(setup.key)}
            </code>
          </p>
        </li>
        <li>
          <FormProvider {...form}>
            <form onSubmit={submit} noValidate>
              <ErrorSummary />
              {failure ? (
                <div className="fw-alert fw-alert--error" role="alert">
                  <p>{failure}</p>
                </div>
              ) : null}
              <TextInput
                name="code"
                label="Code from the app"
                description="The 6-digit code the app shows for Formwright."
                required
                autoComplete="one-time-code"
              />
              <div className="fw-two-factor-actions">
                <button
                  type="submit"
                  className="fw-button"
                  aria-disabled={form.formState.isSubmitting || undefined}
                >
                  Turn on two-factor sign-in
                </button>
                <button type="button" className="fw-button fw-button--secondary" onClick={onCancel}>
                  Cancel
                </button>
              </div>
            </form>
          </FormProvider>
        </li>
      </ol>
    </section>
  );
}
