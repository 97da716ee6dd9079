"use client";

import { useEffect } from "react";
import { type AuthFieldSpec, type AuthProblem, authFieldId } from "./auth-fields";
import { AuthForm, type AuthRefusal } from "./auth-form";

const CODE_FIELDS: readonly AuthFieldSpec[] = [
  {
    name: "code",
    label: "Code",
    type: "text",
    autoComplete: "one-time-code",
    hint: "The 6-digit code your authenticator app shows for Formwright, or one of your recovery codes.",
  },
];

/** Props of {@link TwoFactorCodeStep}. */
export interface TwoFactorCodeStepProps {
  /** The page to go to once signed in. */
  next: string;
  /** A problem the page was opened with (`?error=`, e.g. a wrong code posted without scripts). */
  initialProblem: AuthProblem | null;
  /** The sign-in waited too long or had too many wrong codes: back to the password. */
  onExpired: (refusal: AuthRefusal) => void;
  /** Whether password sign-in is on (FORMWRIGHT_PASSWORD_SIGNIN); off, the way back names no password. */
  password?: boolean;
}

/**
 * The sign-in's second step, after a right password (or a single sign-on)
 * for an account with two-factor sign-in: a code from the authenticator app,
 * or a recovery code.
 * A plain POST to `/api/auth/sign-in` like the first step (the half-signed-in
 * state is a short-lived cookie the route set), so it works without scripts.
 * Its input takes focus when the step appears.
 *
 * @example
 * <TwoFactorCodeStep next="/admin" initialProblem={null} onExpired={backToPassword} />
 */
export function TwoFactorCodeStep({
  next,
  initialProblem,
  onExpired,
  password = true,
}: TwoFactorCodeStepProps) {
  useEffect(() => {
    // With a problem, the error summary takes focus instead.
    if (!initialProblem) document.getElementById(authFieldId("code"))?.focus();
  }, [initialProblem]);
  return (
    <>
      <p>Two-factor sign-in is on for this account: enter a code to finish signing in.</p>
      <AuthForm
        action="/api/auth/sign-in"
        submitLabel="Continue"
        fields={CODE_FIELDS}
        hidden={{ next }}
        initialProblem={initialProblem}
        successPath={() => next}
        onRefusal={(refusal) => {
          if (refusal.code !== "two-factor-expired") return false;
          onExpired(refusal);
          return true;
        }}
      />
      <p>
        <a href={next}>
          {password ? "Sign in again with your password" : "Start signing in again"}
        </a>
      </p>
    </>
  );
}
