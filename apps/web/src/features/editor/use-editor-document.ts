"use client";

import { parseFormDocument } from "@formwright/core";
import { useEffect, useMemo, useRef, useState } from "react";
import { type DocumentProblem, locateProblems } from "./document-problems";
import type { DraftDocument, LoadedEditorForm } from "./draft-types";
import { documentJson, type EditorState, toDocument } from "./editor-state";
import { createEditorStore, type EditorStore, useEditorSelector } from "./editor-store";
import { isDeepEqual } from "./is-deep-equal";

/** How long typing must pause before the draft is checked again. */
export const VALIDATE_DEBOUNCE_MS = 250;

/** How long a check waits for the browser to be idle before it runs anyway. */
export const VALIDATE_IDLE_TIMEOUT_MS = 1000;

let lastCheck: {
  settings: EditorState["settings"];
  blocks: EditorState["blocks"];
  problems: DocumentProblem[];
} | null = null;

/**
 * Checks the draft held in a state and places each problem at its setting.
 * The same draft is checked once: the check after a pause and the save after
 * it (autosave counts the problems) parse it once.
 */
export function findProblems(state: Pick<EditorState, "settings" | "blocks">): DocumentProblem[] {
  if (lastCheck?.settings === state.settings && lastCheck.blocks === state.blocks) {
    return lastCheck.problems;
  }
  const parsed = parseFormDocument(toDocument(state));
  const problems = parsed.success
    ? []
    : locateProblems({ issues: parsed.issues, settings: state.settings, blocks: state.blocks });
  lastCheck = { settings: state.settings, blocks: state.blocks, problems };
  return problems;
}

/** Runs `task` when the browser is idle (at the latest after `timeout` ms); returns a cancel. */
function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof window === "undefined" || typeof window.requestIdleCallback !== "function") {
    task();
    return () => {};
  }
  const { cancelIdleCallback } = window;
  const id = window.requestIdleCallback(task, { timeout });
  return () => cancelIdleCallback(id);
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
 * {@link VALIDATE_DEBOUNCE_MS}, in the browser's idle time so the check of a
 * big form never holds up a keystroke, each placed at the setting it
 * concerns). A check that finds the problems it found before changes nothing:
 * the editor is not drawn again for it.
 *
 * @example
 * const { store, problems } = useEditorDocument(form);
 */
export function useEditorDocument(form: LoadedEditorForm): EditorDocument {
  const [store] = useState(() => createEditorStore(form));
  const [problems, setProblems] = useState(() => findProblems(store.getState()));
  const shown = useRef(problems);
  shown.current = problems;
  useEffect(() => {
    let checked = store.getState();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelIdle = () => {};
    const check = () => {
      const found = findProblems(store.getState());
      if (!isDeepEqual(shown.current, found)) setProblems(found);
    };
    const unsubscribe = store.subscribe(() => {
      const state = store.getState();
      if (state.settings === checked.settings && state.blocks === checked.blocks) return;
      checked = state;
      clearTimeout(timer);
      cancelIdle();
      timer = setTimeout(() => {
        cancelIdle = whenIdle(check, VALIDATE_IDLE_TIMEOUT_MS);
      }, VALIDATE_DEBOUNCE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
      cancelIdle();
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
