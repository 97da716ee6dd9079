"use client";

import { parseFormDocument } from "@formwright/core";
import { type Dispatch, useCallback, useMemo, useReducer } from "react";
import { type DocumentProblem, locateProblems } from "./document-problems";
import type { DraftDocument, LoadedEditorForm } from "./draft-types";
import {
  createEditorState,
  type EditorAction,
  type EditorState,
  editorReducer,
  toDocument,
} from "./editor-state";
import { useDebouncedValue } from "./use-debounced-value";

/** How long typing must pause before the draft is checked again. */
export const VALIDATE_DEBOUNCE_MS = 250;

/** Checks the draft held in a state and places each problem at its setting. */
export function findProblems(state: Pick<EditorState, "settings" | "blocks">): DocumentProblem[] {
  const parsed = parseFormDocument(toDocument(state));
  if (parsed.success) return [];
  return locateProblems({ issues: parsed.issues, settings: state.settings, blocks: state.blocks });
}

/** What {@link useEditorDocument} gives the editor. */
export interface EditorDocument {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  /** The draft as `updateForm` takes it. */
  document: DraftDocument;
  /** Whether the draft differs from the one last loaded or saved. */
  isDirty: boolean;
  /** Problems of the draft, checked shortly after typing pauses. */
  problems: DocumentProblem[];
}

/**
 * The editor's document: the reducer state, the draft it describes, whether
 * it has unsaved changes, and its problems (checked with `parseFormDocument`,
 * debounced, each placed at the setting it concerns).
 *
 * @example
 * const { state, dispatch, document, isDirty, problems } = useEditorDocument(form);
 */
export function useEditorDocument(form: LoadedEditorForm): EditorDocument {
  const [state, rawDispatch] = useReducer(editorReducer, form, createEditorState);
  // Edits carry their time, so typing joins one step of Undo (the reducer stays pure).
  const dispatch = useCallback<Dispatch<EditorAction>>(
    (action) =>
      rawDispatch(
        (action.type === "updateBlock" || action.type === "updateSettings") &&
          action.time === undefined
          ? { ...action, time: Date.now() }
          : action,
      ),
    [],
  );
  const { settings, blocks } = state;
  const document = useMemo(() => toDocument({ settings, blocks }), [settings, blocks]);
  const isDirty = useMemo(() => JSON.stringify(document), [document]) !== state.savedJson;
  const snapshot = useMemo(() => ({ settings, blocks }), [settings, blocks]);
  const settled = useDebouncedValue(snapshot, VALIDATE_DEBOUNCE_MS);
  const problems = useMemo(() => findProblems(settled), [settled]);
  return { state, dispatch, document, isDirty, problems };
}
