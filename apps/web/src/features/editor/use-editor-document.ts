"use client";

import { parseFormDocument } from "@formwright/core";
import { useEffect, useMemo, useState } from "react";
import { type DocumentProblem, locateProblems } from "./document-problems";
import type { DraftDocument, LoadedEditorForm } from "./draft-types";
import { documentJson, type EditorState, toDocument } from "./editor-state";
import { createEditorStore, type EditorStore, useEditorSelector } from "./editor-store";

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
  /** The editor's state: the reducer, its history and who reads what (see `editor-store.ts`). */
  store: EditorStore;
  /** Problems of the draft, checked shortly after typing pauses. */
  problems: DocumentProblem[];
}

/**
 * The editor's document: its store (made once, from the loaded form) and the
 * draft's problems (checked with `parseFormDocument` once typing pauses for
 * {@link VALIDATE_DEBOUNCE_MS}, each placed at the setting it concerns).
 *
 * @example
 * const { store, problems } = useEditorDocument(form);
 */
export function useEditorDocument(form: LoadedEditorForm): EditorDocument {
  const [store] = useState(() => createEditorStore(form));
  const [problems, setProblems] = useState(() => findProblems(store.getState()));
  useEffect(() => {
    let checked = store.getState();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe(() => {
      const state = store.getState();
      if (state.settings === checked.settings && state.blocks === checked.blocks) return;
      checked = state;
      clearTimeout(timer);
      timer = setTimeout(() => setProblems(findProblems(store.getState())), VALIDATE_DEBOUNCE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [store]);
  return { store, problems };
}

const selectDraft = (state: EditorState) => ({
  settings: state.settings,
  blocks: state.blocks,
  savedJson: state.savedJson,
  revision: state.revision,
});

const isSameDraft = (a: ReturnType<typeof selectDraft>, b: ReturnType<typeof selectDraft>) =>
  a.settings === b.settings &&
  a.blocks === b.blocks &&
  a.savedJson === b.savedJson &&
  a.revision === b.revision;

/**
 * The draft as `updateForm` takes it, whether it differs from the one last
 * loaded or saved, and the revision it is based on: for what follows every
 * change (autosave, the live preview), redrawn on each one.
 */
export function useDraftDocument(): {
  document: DraftDocument;
  isDirty: boolean;
  revision: number;
} {
  const { settings, blocks, savedJson, revision } = useEditorSelector(selectDraft, isSameDraft);
  const document = useMemo(() => toDocument({ settings, blocks }), [settings, blocks]);
  // Made from each block's JSON kept per block: a keystroke stringifies one block.
  const json = useMemo(() => documentJson({ settings, blocks }), [settings, blocks]);
  return { document, isDirty: json !== savedJson, revision };
}
