"use client";

import { type FormEvent, useEffect, useId, useState } from "react";
import { fetchEmbedOrigins, saveEmbedOrigins } from "./share-api";

/** The API's calls this editor makes (replaced in tests by a real server's). */
export interface EmbedOriginsApi {
  load(formId: string): Promise<string[]>;
  save(formId: string, origins: string[]): Promise<string[]>;
}

const defaultApi: EmbedOriginsApi = { load: fetchEmbedOrigins, save: saveEmbedOrigins };

const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : "The origins could not be saved";

/**
 * The sites allowed to embed a form (`setFormEmbedOrigins`): the list with a
 * Remove button per origin, and a field to add one. Every change is saved at
 * once; the server's refusal ("must start with https://" …) shows next to the field.
 */
export function EmbedOriginsEditor({
  formId,
  canEdit,
  api = defaultApi,
}: {
  formId: string;
  canEdit: boolean;
  api?: EmbedOriginsApi;
}) {
  const [origins, setOrigins] = useState<string[] | null>(null);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");
  const [isSaving, setIsSaving] = useState(false);
  const inputId = useId();
  const errorId = useId();
  useEffect(() => {
    let isCurrent = true;
    api.load(formId).then(
      (loaded) => isCurrent && setOrigins(loaded),
      (cause: unknown) => isCurrent && setError(errorMessage(cause)),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, formId]);

  const save = async (next: string[], done: string): Promise<boolean> => {
    setIsSaving(true);
    setError("");
    try {
      setOrigins(await api.save(formId, next));
      setStatus(done);
      return true;
    } catch (cause) {
      setError(errorMessage(cause));
      return false;
    } finally {
      setIsSaving(false);
    }
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!value) {
      setError("Enter an origin like https://example.com");
      return;
    }
    if (await save([...(origins ?? []), value], `Added ${value}`)) setDraft("");
  };

  return (
    <div className="fw-share__origins">
      <h3>Sites allowed to embed this form</h3>
      <p className="fw-share__hint">
        Origins only, like <code>https://www.example.com</code>. Other sites cannot show the form in
        a frame.
      </p>
      {!canEdit && <p className="fw-share__hint">Only owners can change this list.</p>}
      {origins === null ? (
        !error && <p>Loading…</p>
      ) : origins.length === 0 ? (
        <p>No site yet.</p>
      ) : (
        <ul className="fw-share__origin-list">
          {origins.map((origin) => (
            <li key={origin}>
              <code>{origin}</code>{" "}
              {canEdit && (
                <button
                  type="button"
                  className="fw-button fw-button--secondary"
                  disabled={isSaving}
                  aria-label={`Remove ${origin}`}
                  onClick={() =>
                    void save(
                      origins.filter((o) => o !== origin),
                      `Removed ${origin}`,
                    )
                  }
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form className="fw-share__add" onSubmit={add} noValidate>
          <label htmlFor={inputId}>Add a site (origin)</label>
          <input
            id={inputId}
            type="url"
            inputMode="url"
            placeholder="https://www.example.com"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className="fw-button" disabled={isSaving}>
            Add
          </button>
          {error && (
            <p id={errorId} className="fw-field__error">
              {error}
            </p>
          )}
        </form>
      )}
      <p role="status" className="fw-share__status">
        {status}
      </p>
    </div>
  );
}
