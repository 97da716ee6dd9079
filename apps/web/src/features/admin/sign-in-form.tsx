"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { authErrorMessage } from "../../lib/auth-messages";
import type { AuthFieldSpec } from "./auth-fields";
import { AuthForm } from "./auth-form";
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
 * With single sign-on, a "Sign in with <name>" button (a plain GET, too)
 * leaves for the provider and comes back to the same page.
 */
export function SignInForm({ password = true, singleSignOn = null }: SignInFormProps) {
  const params = useSearchParams();
  const code = params.get("error");
  const problem = code ? authErrorMessage(code, params.get("wait")) : null;
  const [next, setNext] = useState("/admin");
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    query.delete("error");
    query.delete("wait");
    const search = query.toString();
    setNext(window.location.pathname + (search ? `?${search}` : ""));
  }, []);
  return (
    <main className="fw-auth-card">
      <h1>Sign in to Formwright</h1>
      {password ? (
        <AuthForm
          action="/api/auth/sign-in"
          submitLabel="Sign in"
          fields={SIGN_IN_FIELDS}
          hidden={{ next }}
          initialProblem={problem ? { field: problem.field, text: problem.text } : null}
          successPath={() => next}
        />
      ) : problem ? (
        <p className="fw-error-summary" role="alert">
          {problem.text}
        </p>
      ) : null}
      {singleSignOn ? (
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
