"use client";

import type { FormDocument } from "@formwright/core";
import { ErrorSummary, FieldGrid } from "@formwright/fields";
import { useEffect, useMemo, useRef } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { BlockView } from "./block-view";
import { createDocumentResolver } from "./document-resolver";
import { useSubmission } from "./use-submission";

/** Props of {@link PublicForm}. */
export interface PublicFormProps {
  slug: string;
  document: FormDocument;
  /** Starting values: defaults and prefill from the query string. */
  defaultValues: Record<string, unknown>;
}

/**
 * A published form as respondents fill it in: validated in the browser with
 * the server's own validator, then sent once with an idempotency key. Server
 * field errors land on their widgets; a network failure keeps every answer
 * and offers a retry with the same key.
 */
export function PublicForm({ slug, document, defaultValues }: PublicFormProps) {
  const resolver = useMemo(() => createDocumentResolver(document), [document]);
  const form = useForm({ resolver, defaultValues, shouldFocusError: false });
  const { state, submit } = useSubmission(slug);
  const fieldNames = useMemo(
    () => new Set(document.blocks.flatMap((b) => ("name" in b ? [b.name] : []))),
    [document],
  );

  const onValid = async (values: Record<string, unknown>) => {
    const result = await submit(values);
    if (result.status === "rejected") {
      for (const { name, message } of result.fieldErrors) {
        if (fieldNames.has(name)) form.setError(name, { type: "server", message });
      }
    }
    if (result.status === "accepted" && "redirect" in document.confirmation) {
      window.location.assign(document.confirmation.redirect);
    }
  };

  if (state.status === "accepted" && "message" in document.confirmation) {
    return <Confirmation message={document.confirmation.message} />;
  }

  const isSending = state.status === "sending" || form.formState.isSubmitting;
  const unplacedErrors =
    state.status === "rejected" ? state.fieldErrors.filter((e) => !fieldNames.has(e.name)) : [];
  return (
    <FormProvider {...form}>
      <form
        className="fw-public-form"
        noValidate
        aria-busy={isSending}
        onSubmit={form.handleSubmit(onValid)}
      >
        <ErrorSummary />
        {unplacedErrors.length > 0 && (
          <div className="fw-alert fw-alert--error" role="alert">
            <ul>
              {unplacedErrors.map((e) => (
                <li key={e.name}>{e.message}</li>
              ))}
            </ul>
          </div>
        )}
        <FieldGrid>
          {document.blocks.map((block, index) => (
            <BlockView
              key={block.id ?? ("name" in block ? block.name : `block-${index}`)}
              block={block}
            />
          ))}
        </FieldGrid>
        {state.status === "failed" && (
          <div className="fw-alert fw-alert--error" role="alert" data-testid="submit-failure">
            <p>{state.message}</p>
          </div>
        )}
        <div className="fw-form-actions">
          <button type="submit" className="fw-button" disabled={isSending}>
            {state.status === "failed" && state.canRetry ? "Try again" : document.submitLabel}
          </button>
          {isSending && (
            <span className="fw-sending" role="status">
              Sending…
            </span>
          )}
        </div>
      </form>
    </FormProvider>
  );
}

function Confirmation({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      className="fw-confirmation"
      role="status"
      tabIndex={-1}
      data-testid="confirmation"
    >
      <p>{message}</p>
    </div>
  );
}
