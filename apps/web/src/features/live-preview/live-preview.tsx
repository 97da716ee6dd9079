"use client";

import {
  catalogueLanguageOf,
  DEFAULT_LANGUAGE,
  type FormDocument,
  parseFormDocument,
  textDirection,
} from "@formwright/core";
import { Suspense, useCallback, useRef, useState } from "react";
import { useFieldTypes } from "../../lib/use-field-types";
import { initialValues } from "../public-form/default-values";
import { LocalizedForm } from "../public-form/localized-form";
import { PublicForm } from "../public-form/public-form";
import { ThemeLogo, ThemeStyle } from "../public-form/theme-style";
import { fetchDraft } from "./fetch-draft";
import type { PreviewMessage } from "./protocol";
import { type EditorConnection, usePreviewClient } from "./use-preview-client";
import "./live-preview.css";

/** What the preview shows. */
interface PreviewView {
  document: FormDocument;
  revision: number;
  /** Showing the editor's unsaved changes rather than a saved draft. */
  isUnsaved: boolean;
  /** The editor's latest draft had problems; the last valid one is shown. */
  hasProblems: boolean;
}

const CONNECTION_TEXT: Record<EditorConnection, string> = {
  standalone: "Not opened from the editor: showing the saved draft",
  waiting: "Connecting to the editor…",
  connected: "Connected to the editor",
  "editor-closed": "The editor window was closed",
};

/**
 * The live preview page: the form's draft exactly as a respondent would see
 * it, following the editor. Unsaved changes (`document-changed`) are shown
 * when they are a valid document; on `document-saved` it re-reads the saved
 * draft from the API. The form keeps one react-hook-form instance (keyed by
 * the form, not the revision), so what was typed into it survives every
 * refresh, for every field that still exists.
 */
export function LivePreview({
  formId,
  revision,
  document,
}: {
  formId: string;
  revision: number;
  document: FormDocument;
}) {
  const [view, setView] = useState<PreviewView>({
    document,
    revision,
    isUnsaved: false,
    hasProblems: false,
  });
  useFieldTypes(document);
  const [defaultValues] = useState(() => initialValues(document, {}));
  // Each message gets a number; a slow re-read must not overwrite a newer message.
  const sequence = useRef(0);

  const showDraft = useCallback(
    (input: { draft: unknown; revision: number; isUnsaved: boolean }) => {
      const parsed = parseFormDocument(input.draft);
      setView((current) =>
        parsed.success
          ? {
              document: parsed.document,
              revision: input.revision,
              isUnsaved: input.isUnsaved,
              hasProblems: false,
            }
          : { ...current, hasProblems: true },
      );
    },
    [],
  );

  const onMessage = useCallback(
    (message: PreviewMessage) => {
      const n = ++sequence.current;
      if (message.type === "document-changed") {
        showDraft({ draft: message.document, revision: message.revision, isUnsaved: true });
      } else if (message.type === "document-saved") {
        fetchDraft(formId)
          .catch(() => ({ draft: message.document, revision: message.revision }))
          .then((saved) => {
            if (n === sequence.current && saved.draft !== undefined) {
              showDraft({ ...saved, isUnsaved: false });
            }
          });
      }
    },
    [formId, showDraft],
  );

  const connection = usePreviewClient({ formId, onMessage });
  const shown = view.document;
  const what = view.isUnsaved
    ? "showing unsaved changes"
    : `showing saved revision ${view.revision}`;

  return (
    <>
      <header className="fw-preview-bar">
        <p className="fw-preview-bar__title">
          <strong>Preview</strong> of the draft. Answers are not sent.
        </p>
        <p className="fw-preview-bar__status" role="status" data-connection={connection}>
          {CONNECTION_TEXT[connection]}: {what}
        </p>
        {view.hasProblems && (
          <p className="fw-preview-bar__note">
            The draft has problems; this shows its last valid version.
          </p>
        )}
      </header>
      {/* The draft in its own language (translations are previewed by ?lang= on the published form). */}
      <main
        className="fw-public-page"
        lang={shown.language ?? DEFAULT_LANGUAGE}
        dir={textDirection(shown.language ?? DEFAULT_LANGUAGE)}
      >
        <ThemeStyle theme={shown.theme} />
        <ThemeLogo theme={shown.theme} />
        <h1>{shown.title}</h1>
        {shown.description && <p className="fw-public-page__description">{shown.description}</p>}
        {/* A saved draft may add a field type whose code loads first. */}
        <Suspense fallback={<p className="fw-muted">Loading the preview…</p>}>
          <LocalizedForm language={catalogueLanguageOf(shown.language ?? DEFAULT_LANGUAGE)}>
            <PublicForm
              key={formId}
              mode="preview"
              slug={shown.slug}
              document={shown}
              defaultValues={defaultValues}
            />
          </LocalizedForm>
        </Suspense>
      </main>
    </>
  );
}
