"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { authErrorMessage } from "../../lib/auth-messages";
import { TWO_FACTOR_STEP } from "../../lib/two-factor";
import type { AuthFieldSpec, AuthProblem } from "./auth-fields";
import { AuthForm } from "./auth-form";
import { TwoFactorCodeStep } from "./two-factor-code-step";
import "./admin.css";

const SIGN_IN_FIELDS: readonly AuthFieldSpec[] = [
  { name: "email", label: "Email", type: "email", autoComplete: "username" },
  { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
];

/**
 * The sign-in form: a plain POST to `/api/auth/sign-in`, so it works before
 * JavaScript loads. After signing in, the visitor returns to the page they
 * asked for. `?error=` shows one of the fixed messages, never the parameter.
 * An account with two-factor sign-in is then asked for a code
 * (`?step=two-factor` without scripts; the same page with them).
 */
export function SignInForm() {
  const params = useSearchParams();
  const code = params.get("error");
  const fromQuery = code ? authErrorMessage(code, params.get("wait")) : null;
  const [problem, setProblem] = useState<AuthProblem | null>(
    fromQuery ? { field: fromQuery.field, text: fromQuery.text } : null,
  );
  const [isCodeStep, setIsCodeStep] = useState(
    params.get(TWO_FACTOR_STEP.param) === TWO_FACTOR_STEP.value,
  );
  const [next, setNext] = useState("/admin");
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    query.delete("error");
    query.delete("wait");
    query.delete(TWO_FACTOR_STEP.param);
    const search = query.toString();
    setNext(window.location.pathname + (search ? `?${search}` : ""));
  }, []);
  return (
    <main className="fw-auth-card">
      <h1>Sign in to Formwright</h1>
      {isCodeStep ? (
        <TwoFactorCodeStep
          next={next}
          initialProblem={problem}
          onExpired={(refusal) => {
            setProblem({ field: null, text: refusal.error ?? "" });
            setIsCodeStep(false);
          }}
        />
      ) : (
        <AuthForm
          action="/api/auth/sign-in"
          submitLabel="Sign in"
          fields={SIGN_IN_FIELDS}
          hidden={{ next }}
          initialProblem={problem}
          successPath={() => next}
          onRefusal={(refusal) => {
            if (refusal.code !== "two-factor-required") return false;
            setProblem(null);
            setIsCodeStep(true);
            return true;
          }}
        />
      )}
      <p>
        <a href="/forgot">Forgot your password?</a>
      </p>
    </main>
  );
}
