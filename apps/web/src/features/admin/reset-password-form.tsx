"use client";

import type { AuthFieldSpec } from "./auth-fields";
import { AuthForm } from "./auth-form";
import { authErrorMessage } from "./auth-messages";

const RESET_FIELDS: readonly AuthFieldSpec[] = [
  {
    name: "password",
    label: "New password",
    type: "password",
    autoComplete: "new-password",
    hint: "At least 8 characters.",
    minLength: 8,
  },
  {
    name: "confirmPassword",
    label: "Confirm new password",
    type: "password",
    autoComplete: "new-password",
    mustMatch: "password",
  },
];

/**
 * Sets a new password with a one-time reset link's token, then signs in.
 *
 * @example <ResetPasswordForm token="…" errorCode={null} />
 */
export function ResetPasswordForm({
  token,
  errorCode,
}: {
  token: string;
  errorCode: string | null;
}) {
  const problem = errorCode ? authErrorMessage(errorCode) : null;
  return (
    <AuthForm
      action="/api/auth/reset"
      submitLabel="Set new password"
      fields={RESET_FIELDS}
      hidden={{ token }}
      initialProblem={
        problem
          ? {
              field:
                problem.field === "confirmPassword" || problem.field === "password"
                  ? problem.field
                  : null,
              text: problem.text,
            }
          : null
      }
      successPath={() => "/admin"}
    />
  );
}
