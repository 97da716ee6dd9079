"use client";

import { authErrorMessage } from "../../lib/auth-messages";
import type { AuthFieldSpec } from "./auth-fields";
import { AuthForm } from "./auth-form";

/** Props of {@link SetupForm}. */
export interface SetupFormProps {
  /** The code from the setup link (`?code=`), filled in for the owner. */
  code: string;
  /** The email typed before a refused post without scripts (`?email=`). */
  email?: string;
  /** `?error=` of the page: a code of the fixed messages. */
  errorCode: string | null;
}

/**
 * First start: the owner account, created with the setup code the server
 * printed in its log.
 *
 * @example <SetupForm code="abc…" errorCode={null} />
 */
export function SetupForm({ code, email = "", errorCode }: SetupFormProps) {
  const problem = errorCode ? authErrorMessage(errorCode) : null;
  const fields: AuthFieldSpec[] = [
    {
      name: "code",
      label: "Setup code",
      type: "text",
      autoComplete: "off",
      hint: "Formwright prints it in its log when it starts without an owner: “Set up Formwright: …/setup?code=…”.",
      defaultValue: code,
    },
    { name: "email", label: "Email", type: "email", autoComplete: "username", defaultValue: email },
    {
      name: "password",
      label: "Password",
      type: "password",
      autoComplete: "new-password",
      hint: "At least 8 characters.",
      minLength: 8,
    },
    {
      name: "confirmPassword",
      label: "Confirm password",
      type: "password",
      autoComplete: "new-password",
      mustMatch: "password",
    },
  ];
  return (
    <AuthForm
      action="/api/auth/setup"
      submitLabel="Create owner account"
      fields={fields}
      initialProblem={problem ? { field: problem.field, text: problem.text } : null}
      successPath={() => "/admin"}
    />
  );
}
