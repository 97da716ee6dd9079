"use client";

import { type Dispatch, type RefObject, useCallback, useRef, useState } from "react";
import type { DraftDocument } from "./draft-types";
import { errorCodeOf, fetchEditorForm, publishDraft, saveDraft } from "./editor-api";
import { type EditorAction, type EditorState, toDocument } from "./editor-state";
import { findProblems } from "./use-editor-document";

/** How the status begins when Save was refused for the draft's problems. */
export const NOT_SAVED_PROBLEMS = "Not saved: the form has ";

/** What the save bar says about the last save, publish or reload. */
export type SaveStatus =
  | { kind: "idle" }
  | { kind: "busy"; message: string }
  | { kind: "success"; message: string }
  | { kind: "error"; message: string }
  /** Someone else saved since this draft was loaded: offer to reload. */
  | { kind: "conflict"; message: string };

function problemCount(n: number): string {
  return n === 1 ? "1 problem" : `${n} problems`;
}

function failure(error: unknown, action: string): SaveStatus {
  const code = errorCodeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (code === "CONFLICT" && message.includes("changed since you loaded it")) {
    return { kind: "conflict", message };
  }
  return { kind: "error", message: `${action}: ${message}` };
}

/**
 * Save, Publish and Reload for the editor. Save checks the draft first and
 * refuses while it has problems (`onRefused` shows them); it sends the
 * revision the draft is based on, so a save on top of someone else's is
 * refused by the server as a conflict. Publish saves, then publishes.
 *
 * @example
 * const { status, save, publish, reload } = useSaveActions({ stateRef, dispatch, onSaved, onRefused });
 */
export function useSaveActions({
  stateRef,
  dispatch,
  onSaved,
  onRefused,
}: {
  /** The editor's latest state (read when an action starts, e.g. from Ctrl+S). */
  stateRef: RefObject<EditorState>;
  dispatch: Dispatch<EditorAction>;
  onSaved: (input: { revision: number; document: DraftDocument }) => void;
  onRefused: () => void;
}) {
  const [status, setStatus] = useState<SaveStatus>({ kind: "idle" });
  const busy = useRef(false);

  const run = useCallback(async (action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await action();
    } finally {
      busy.current = false;
    }
  }, []);

  const saveNow = useCallback(async (): Promise<boolean> => {
    const state = stateRef.current;
    const problems = findProblems(state);
    if (problems.length > 0) {
      setStatus({
        kind: "error",
        message: `${NOT_SAVED_PROBLEMS}${problemCount(problems.length)}. Fix them, then save again.`,
      });
      onRefused();
      return false;
    }
    const document = toDocument(state);
    setStatus({ kind: "busy", message: "Saving…" });
    try {
      const { revision } = await saveDraft({
        id: state.formId,
        document,
        expectedRevision: state.revision,
      });
      dispatch({ type: "saved", revision, savedJson: JSON.stringify(document) });
      onSaved({ revision, document });
      setStatus({ kind: "success", message: "Saved" });
      return true;
    } catch (error) {
      setStatus(failure(error, "Not saved"));
      return false;
    }
  }, [stateRef, dispatch, onSaved, onRefused]);

  const save = useCallback(() => run(async () => void (await saveNow())), [run, saveNow]);

  const publish = useCallback(
    () =>
      run(async () => {
        if (!(await saveNow())) return;
        setStatus({ kind: "busy", message: "Publishing…" });
        try {
          const { publishedVersion } = await publishDraft(stateRef.current.formId);
          dispatch({ type: "published", publishedVersion });
          setStatus({ kind: "success", message: `Published version ${publishedVersion}` });
        } catch (error) {
          setStatus(failure(error, "Not published"));
        }
      }),
    [run, saveNow, stateRef, dispatch],
  );

  const reload = useCallback(
    () =>
      run(async () => {
        setStatus({ kind: "busy", message: "Reloading…" });
        try {
          const form = await fetchEditorForm(stateRef.current.formId);
          dispatch({ type: "load", form });
          setStatus({
            kind: "success",
            message: `Reloaded the latest saved draft (revision ${form.revision})`,
          });
        } catch (error) {
          setStatus(failure(error, "Not reloaded"));
        }
      }),
    [run, stateRef, dispatch],
  );

  const clearStatus = useCallback(() => setStatus({ kind: "idle" }), []);
  // What is under way, and a conflict still to resolve, stay.
  const clearOutcome = useCallback(
    () =>
      setStatus((current) =>
        current.kind === "success" || current.kind === "error" ? { kind: "idle" } : current,
      ),
    [],
  );

  return { status, save, publish, reload, clearStatus, clearOutcome };
}
