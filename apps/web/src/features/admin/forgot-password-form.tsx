"use client";

import { ERROR_MESSAGE_PREFIX, ERROR_SUMMARY_TITLE } from "@formwright/core";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type {
  RequestPasswordResetMutation,
  RequestPasswordResetMutationVariables,
} from "../../graphql/operation-types";
import { errorMessage } from "../admin-ui/error-message";
import { browserClient } from "../api/browser-client";
import { authFieldId } from "./auth-fields";
import "./admin.css";

/** The one answer of "Forgot your password?", whether an account exists or not. */
export const FORGOT_SENT =
  "If an account exists for that address, we have emailed a link to reset the password.";

/**
 * "Forgot your password?": an email address, sent to `requestPasswordReset`.
 * The answer is the same for every address (see {@link FORGOT_SENT}); only a
 * missing address or too many requests are told apart.
 *
 * @example <ForgotPasswordForm />
 */
export function ForgotPasswordForm() {
  const titleId = useId();
  const summary = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const [isSent, setIsSent] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const id = authFieldId("email");

  useEffect(() => {
    if (failures > 0) summary.current?.focus();
  }, [failures]);
  useEffect(() => {
    if (isSent) done.current?.focus();
  }, [isSent]);

  const fail = (text: string) => {
    setProblem(text);
    setFailures((n) => n + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (email === "") return fail("Email is required");
    setIsSending(true);
    try {
      await browserClient().request<
        RequestPasswordResetMutation,
        RequestPasswordResetMutationVariables
      >(
        /* GraphQL */ `
          mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }
        `,
        { email },
      );
      setIsSent(true);
    } catch (error) {
      fail(errorMessage(error));
    } finally {
      setIsSending(false);
    }
  };

  if (isSent) {
    return (
      <p ref={done} className="fw-auth-sent" role="status" tabIndex={-1}>
        {FORGOT_SENT}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={submit}>
      {problem ? (
        <div
          ref={summary}
          className="fw-error-summary"
          role="alert"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <h2 id={titleId} className="fw-error-summary__title">
            {ERROR_SUMMARY_TITLE}
          </h2>
          <ul className="fw-error-summary__list">
            <li>
              <a href={`#${id}`}>{problem}</a>
            </li>
          </ul>
        </div>
      ) : null}
      <div className="fw-auth-field" data-invalid={problem ? "" : undefined}>
        <label htmlFor={id}>Email</label>
        {problem ? (
          <p className="fw-field__error" id={`${id}-error`}>
            <span className="fw-visually-hidden">{ERROR_MESSAGE_PREFIX}</span> {problem}
          </p>
        ) : null}
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="username"
          required
          aria-describedby={problem ? `${id}-error` : undefined}
          aria-invalid={problem ? true : undefined}
        />
      </div>
      <button type="submit" className="fw-button" aria-disabled={isSending || undefined}>
        Email me a reset link
      </button>
    </form>
  );
}
