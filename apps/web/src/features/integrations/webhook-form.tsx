"use client";

import { useId, useState } from "react";
import { errorMessage } from "../admin-ui/error-message";
import { DEFAULT_WEBHOOK_EVENTS, WEBHOOK_EVENTS, WEBHOOK_FORMATS } from "./integrations-api";

/** Props of {@link WebhookForm}. */
export interface WebhookFormProps {
  heading: string;
  submitLabel: string;
  initialUrl?: string;
  initialEvents?: readonly string[];
  initialFormat?: string;
  onSubmit: (values: { url: string; events: string[]; format: string }) => Promise<void>;
  onCancel?: () => void;
}

/**
 * A webhook's URL and events, for adding one or editing it. The API's error
 * (a private address, a bad URL) is shown at the URL field.
 */
export function WebhookForm({
  heading,
  submitLabel,
  initialUrl = "",
  initialEvents = DEFAULT_WEBHOOK_EVENTS,
  initialFormat = "standard",
  onSubmit,
  onCancel,
}: WebhookFormProps) {
  const headingId = useId();
  const urlId = useId();
  const errorId = useId();
  const hintId = useId();
  const [url, setUrl] = useState(initialUrl);
  const [events, setEvents] = useState<string[]>([...initialEvents]);
  const [format, setFormat] = useState(initialFormat);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    if (url.trim() === "") {
      setFailure("URL is required");
      document.getElementById(urlId)?.focus();
      return;
    }
    setIsSaving(true);
    setFailure(null);
    try {
      await onSubmit({ url: url.trim(), events, format });
    } catch (error) {
      setFailure(errorMessage(error));
      document.getElementById(urlId)?.focus();
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section className="fw-admin-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      <form onSubmit={submit} noValidate>
        <div className="fw-integrations__field">
          <label htmlFor={urlId}>URL</label>
          <p id={hintId} className="fw-muted">
            Where to POST each event. It must reach a public address.
          </p>
          {failure ? (
            <p id={errorId} className="fw-integrations__error">
              <span className="fw-sr-only">Error: </span>
              {failure}
            </p>
          ) : null}
          <input
            id={urlId}
            type="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            aria-describedby={failure ? `${hintId} ${errorId}` : hintId}
            aria-invalid={failure ? true : undefined}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <fieldset className="fw-integrations__field">
          <legend>Message format</legend>
          {WEBHOOK_FORMATS.map((option) => (
            <label key={option.value} className="fw-integrations__check">
              <input
                type="radio"
                name={`${urlId}-format`}
                value={option.value}
                checked={format === option.value}
                onChange={() => setFormat(option.value)}
              />{" "}
              {option.label} <span className="fw-muted">({option.hint})</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="fw-integrations__field">
          <legend>Events</legend>
          {WEBHOOK_EVENTS.map((name) => (
            <label key={name} className="fw-integrations__check">
              <input
                type="checkbox"
                checked={events.includes(name)}
                onChange={(e) =>
                  setEvents((current) =>
                    e.target.checked ? [...current, name] : current.filter((n) => n !== name),
                  )
                }
              />{" "}
              <code>{name}</code>
            </label>
          ))}
        </fieldset>
        <div className="fw-integrations__actions">
          <button type="submit" className="fw-button" aria-disabled={isSaving || undefined}>
            {submitLabel}
          </button>
          {onCancel ? (
            <button type="button" className="fw-button fw-button--secondary" onClick={onCancel}>
              Cancel
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
