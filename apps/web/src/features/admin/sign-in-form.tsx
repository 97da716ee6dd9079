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

/**
 * The sign-in form: a plain POST to `/api/auth/sign-in`, so it works before
 * JavaScript loads. After signing in, the visitor returns to the page they
 * asked for. `?error=` shows one of the fixed messages, never the parameter.
 */
export function SignInForm() {
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
      <AuthForm
        action="/api/auth/sign-in"
        submitLabel="Sign in"
        fields={SIGN_IN_FIELDS}
        hidden={{ next }}
        initialProblem={problem ? { field: problem.field, text: problem.text } : null}
        successPath={() => next}
      />
      <p>
        <a href="/forgot">Forgot your password?</a>
      </p>
    </main>
  );
}
