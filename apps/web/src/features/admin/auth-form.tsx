"use client";

import { ERROR_MESSAGE_PREFIX, ERROR_SUMMARY_TITLE } from "@formwright/core";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type AuthFieldSpec, type AuthProblem, authFieldId, checkAuthFields } from "./auth-fields";
import "./admin.css";

/** Props of {@link AuthForm}. */
export interface AuthFormProps {
  /** The auth route the form posts to, e.g. `/api/auth/sign-in`. */
  action: string;
  submitLabel: string;
  fields: readonly AuthFieldSpec[];
  /** Hidden inputs; a function is read when the form is sent (e.g. the page to return to). */
  hidden?: Record<string, string>;
  /** A problem the page was opened with (`?error=`), shown and focused at once. */
  initialProblem?: AuthProblem | null;
  /** Where to go after success when JavaScript sent the form. */
  successPath: () => string;
  /** Sees a refusal first (its `code`, e.g. `two-factor-required`); returns true when it handled it. */
  onRefusal?: (refusal: AuthRefusal) => boolean;
}

/** A refusal as the auth routes answer JSON: the message, its code and the field it is about. */
export interface AuthRefusal {
  error?: string;
  code?: string;
  field?: string | null;
}

/**
 * The form of the sign-in, setup and reset pages. It is a plain POST to an
 * auth route, so it works before and without JavaScript (the route then
 * redirects back with `?error=<code>`). With JavaScript it checks what it can,
 * sends JSON instead, and on failure stays put: what was typed stays (bar
 * passwords), and a GOV.UK error summary at the top lists each problem, links
 * to its field and takes focus, as the other forms of the admin do.
 *
 * @example
 * <AuthForm action="/api/auth/sign-in" submitLabel="Sign in" fields={SIGN_IN_FIELDS} successPath={() => "/admin"} />
 */
export function AuthForm(props: AuthFormProps) {
  const { action, submitLabel, fields, hidden = {}, initialProblem = null } = props;
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [problems, setProblems] = useState<AuthProblem[]>(initialProblem ? [initialProblem] : []);
  // Bumped for each failed attempt, so the summary takes focus each time.
  const [failures, setFailures] = useState(initialProblem ? 1 : 0);
  const [isSending, setIsSending] = useState(false);

  useEffect(() => {
    if (failures > 0) summary.current?.focus();
  }, [failures]);

  const fail = (found: AuthProblem[]) => {
    setProblems(found);
    setFailures((n) => n + 1);
    for (const field of fields) {
      const input = form.current?.elements.namedItem(field.name);
      if (field.type === "password" && input instanceof HTMLInputElement) input.value = "";
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)]),
    );
    const found = checkAuthFields(fields, values);
    if (found.length > 0) {
      setProblems(found);
      setFailures((n) => n + 1);
      return;
    }
    setIsSending(true);
    try {
      const response = await fetch(action, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        credentials: "same-origin",
        body: JSON.stringify(values),
      });
      const body = (await response.json().catch(() => ({}))) as AuthRefusal & { ok?: boolean };
      if (response.ok && body.ok) {
        window.location.assign(props.successPath());
        return;
      }
      if (props.onRefusal?.(body)) return;
      fail([{ field: body.field ?? null, text: body.error ?? "Something went wrong. Try again." }]);
    } catch {
      fail([
        {
          field: null,
          text: "Formwright could not be reached. Check your connection and try again.",
        },
      ]);
    } finally {
      setIsSending(false);
    }
  };

  const errorOf = (name: string) => problems.find((p) => p.field === name)?.text;

  return (
    <form ref={form} method="post" action={action} noValidate onSubmit={submit}>
      {problems.length > 0 ? (
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
            {problems.map((problem) => (
              <li key={`${problem.field}:${problem.text}`}>
                {problem.field && fields.some((f) => f.name === problem.field) ? (
                  <a href={`#${authFieldId(problem.field)}`}>{problem.text}</a>
                ) : (
                  problem.text
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((field) => {
        const id = authFieldId(field.name);
        const error = errorOf(field.name);
        const describedBy = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null]
          .filter(Boolean)
          .join(" ");
        return (
          <div key={field.name} className="fw-auth-field" data-invalid={error ? "" : undefined}>
            <label htmlFor={id}>{field.label}</label>
            {field.hint ? (
              <p className="fw-hint" id={`${id}-hint`}>
                {field.hint}
              </p>
            ) : null}
            {error ? (
              <p className="fw-field__error" id={`${id}-error`}>
                <span className="fw-visually-hidden">{ERROR_MESSAGE_PREFIX}</span> {error}
              </p>
            ) : null}
            <input
              id={id}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              defaultValue={field.defaultValue}
              aria-describedby={describedBy || undefined}
              aria-invalid={error ? true : undefined}
              // noValidate on the form: this tells assistive technology, the browser shows no bubble.
              required
              spellCheck={field.type === "text" ? false : undefined}
            />
          </div>
        );
      })}
      <button type="submit" className="fw-button" aria-disabled={isSending || undefined}>
        {submitLabel}
      </button>
    </form>
  );
}
