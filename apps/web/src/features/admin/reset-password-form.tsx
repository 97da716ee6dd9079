"use client";

import { authErrorMessage } from "../../lib/auth-messages";
import type { AuthFieldSpec } from "./auth-fields";
import { AuthForm } from "./auth-form";

/** The fields of a reset: a new password, twice. */
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

/** The fields of an invitation: the first password, twice. */
const INVITE_FIELDS: readonly AuthFieldSpec[] = [
  { ...(RESET_FIELDS[0] as AuthFieldSpec), label: "Password" },
  { ...(RESET_FIELDS[1] as AuthFieldSpec), label: "Confirm password" },
];

/**
 * Sets a new password with a one-time link's token (a reset link, or an
 * invitation with `isInvite`), then signs in.
 *
 * @example <ResetPasswordForm token="…" errorCode={null} />
 */
export function ResetPasswordForm({
  token,
  errorCode,
  isInvite = false,
}: {
  token: string;
  errorCode: string | null;
  isInvite?: boolean;
}) {
  const problem = errorCode ? authErrorMessage(errorCode) : null;
  return (
    <AuthForm
      action="/api/auth/reset"
      submitLabel={isInvite ? "Set password" : "Set new password"}
      fields={isInvite ? INVITE_FIELDS : RESET_FIELDS}
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
