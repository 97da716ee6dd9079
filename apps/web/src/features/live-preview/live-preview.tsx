"use client";

import {
  catalogueLanguageOf,
  type FormDocument,
  formLanguages,
  localizeDefaults,
  parseFormDocument,
  textDirection,
  translateDocument,
} from "@formwright/core";
import { Suspense, useCallback, useId, useMemo, useRef, useState } from "react";
import { useFieldTypes } from "../../lib/use-field-types";
import { initialValues } from "../public-form/default-values";
import { languageOwnName } from "../public-form/language-switcher";
import { LocalizedForm, useCatalogue } from "../public-form/localized-form";
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
  standalone: "Not opened from the editor",
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
  const languages = formLanguages(view.document);
  const [asked, setAsked] = useState<string | null>(null);
  // A language whose translation was removed meanwhile falls back to the form's own.
  const language = asked !== null && languages.includes(asked) ? asked : languages[0];
  const shown = useMemo(
    () => translateDocument(view.document, language),
    [view.document, language],
  );
  const languageId = useId();
  const what = view.isUnsaved
    ? "Showing unsaved changes"
    : `Showing the saved draft (revision ${view.revision})`;

  return (
    <>
      <header className="fw-preview-bar">
        <p className="fw-preview-bar__title">
          <strong>Preview</strong> of the draft. Answers are not sent.
        </p>
        <p className="fw-preview-bar__status" role="status" data-connection={connection}>
          <span>{what}</span>. <span>{CONNECTION_TEXT[connection]}</span>
        </p>
        {languages.length > 1 && (
          <p className="fw-preview-bar__language">
            <label htmlFor={languageId}>Language</label>{" "}
            <select
              id={languageId}
              value={language}
              onChange={(event) => setAsked(event.target.value)}
            >
              {languages.map((tag) => (
                <option key={tag} value={tag} lang={tag}>
                  {languageOwnName(tag)} ({tag})
                </option>
              ))}
            </select>
          </p>
        )}
        {view.hasProblems && (
          <p className="fw-preview-bar__note">
            The draft has problems; this shows its last valid version.
          </p>
        )}
      </header>
      {/* The draft in the chosen language: its own, or one of its translations. */}
      <main className="fw-public-page" lang={language} dir={textDirection(language)}>
        <ThemeStyle theme={shown.theme} />
        <ThemeLogo theme={shown.theme} />
        <h1>{shown.title}</h1>
        {shown.description && <p className="fw-public-page__description">{shown.description}</p>}
        {/* A saved draft may add a field type whose code loads first. */}
        <Suspense fallback={<p className="fw-muted">Loading the preview…</p>}>
          <LocalizedForm language={catalogueLanguageOf(language)}>
            <PreviewForm
              key={formId}
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

/**
 * The previewed form, with the texts parsing filled in ("Submit", the
 * thank-you message) in the chosen language, as the public page shows them.
 */
function PreviewForm({
  slug,
  document,
  defaultValues,
}: {
  slug: string;
  document: FormDocument;
  defaultValues: Record<string, unknown>;
}) {
  const catalogue = useCatalogue();
  const localized = useMemo(() => localizeDefaults(document, catalogue), [document, catalogue]);
  return (
    <PublicForm mode="preview" slug={slug} document={localized} defaultValues={defaultValues} />
  );
}
