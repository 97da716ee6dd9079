"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import "./admin.css";

/**
 * The sign-in form: a plain POST to `/api/auth/sign-in`, so it works before
 * JavaScript loads. After signing in, the visitor returns to the page they
 * asked for.
 */
export function SignInForm() {
  const error = useSearchParams().get("error");
  const [next, setNext] = useState("/admin");
  useEffect(() => {
    setNext(window.location.pathname + window.location.search.replace(/[?&]error=[^&]*/, ""));
  }, []);
  return (
    <main className="fw-auth-card">
      <h1>Sign in to Formwright</h1>
      {error && (
        <div className="fw-alert fw-alert--error" role="alert">
          <p>{error}</p>
        </div>
      )}
      <form method="post" action="/api/auth/sign-in">
        <input type="hidden" name="next" value={next} />
        <label htmlFor="sign-in-email">Email</label>
        <input id="sign-in-email" name="email" type="email" autoComplete="username" required />
        <label htmlFor="sign-in-password">Password</label>
        <input
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <button type="submit" className="fw-button">
          Sign in
        </button>
      </form>
    </main>
  );
}
