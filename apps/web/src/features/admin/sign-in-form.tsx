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

/** How this server lets people sign in (see `signInMethodsFromEnvironment`). */
export interface SignInFormProps {
  /** Email and password (off with FORMWRIGHT_PASSWORD_SIGNIN=0). */
  password?: boolean;
  /** The single sign-on provider's name, or null without single sign-on. */
  singleSignOn?: string | null;
}

/**
 * The sign-in form: a plain POST to `/api/auth/sign-in`, so it works before
 * JavaScript loads. After signing in, the visitor returns to the page they
 * asked for. `?error=` shows one of the fixed messages, never the parameter.
 * An account with two-factor sign-in is then asked for a code
 * (`?step=two-factor` without scripts; the same page with them), after a
 * password or a single sign-on alike.
 * With single sign-on, a "Sign in with <name>" button (a plain GET, too)
 * leaves for the provider and comes back to the same page.
 */
export function SignInForm({ password = true, singleSignOn = null }: SignInFormProps) {
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
          password={password}
          onExpired={(refusal) => {
            setProblem({ field: null, text: refusal.error ?? "" });
            setIsCodeStep(false);
          }}
        />
      ) : password ? (
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
      ) : problem ? (
        <p className="fw-error-summary" role="alert">
          {problem.text}
        </p>
      ) : null}
      {singleSignOn && !isCodeStep ? (
        // A link, not a form: the page's CSP (form-action 'self') would stop a
        // form sent on to the provider. A button to the eye and to assistive
        // technology, so Space presses it too (GOV.UK's start button).
        <p>
          {/* biome-ignore lint/a11y/useSemanticElements: a <button> needs a form, which CSP's form-action 'self' stops at the redirect to the provider */}
          <a
            role="button"
            draggable={false}
            className={password ? "fw-button fw-button--secondary" : "fw-button"}
            href={`/api/auth/oidc/start?${new URLSearchParams({ next })}`}
            onKeyDown={(event) => {
              if (event.key !== " ") return;
              event.preventDefault();
              event.currentTarget.click();
            }}
          >
            Sign in with {singleSignOn}
          </a>
        </p>
      ) : null}
      {password ? (
        <p>
          <a href="/forgot">Forgot your password?</a>
        </p>
      ) : null}
    </main>
  );
}
