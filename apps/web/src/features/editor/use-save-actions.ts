"use client";

import {
  type Dispatch,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { describeChanges } from "./describe-changes";
import { DraftSaver, type SaverPhase } from "./draft-saver";
import type { DraftDocument } from "./draft-types";
import { errorCodeOf, fetchEditorForm, publishDraft, saveDraft } from "./editor-api";
import { type EditorAction, type EditorState, toDocument } from "./editor-state";
import { findProblems } from "./use-editor-document";

/** How the status begins when the draft was not saved for its problems. */
export const NOT_SAVED_PROBLEMS = "Not saved: the form has ";

/** The status while a save waits for its pause or is on its way. */
export const SAVING = "Saving…";

/** The status when the draft was refused as stale. */
export const NOT_SAVED_CONFLICT =
  "Not saved: the draft was changed in another tab or by someone else since you loaded it";

/** What the save bar says about the draft, or the last publish or reload. */
export type SaveStatus =
  | { kind: "idle" }
  /** A save waiting for its pause or on its way: nothing is blocked. */
  | { kind: "saving"; message: string }
  /** Publishing or reloading: Save and Publish wait. */
  | { kind: "busy"; message: string }
  | { kind: "success"; message: string }
  /** `canRetry`: a save that failed, offered again with Retry. */
  | { kind: "error"; message: string; canRetry: boolean }
  /** Someone else saved since this draft was loaded: offer to reload; `changes` are this tab's. */
  | { kind: "conflict"; message: string; changes: readonly string[] };

type Outcome = { kind: "busy" | "success"; message: string } | { kind: "error"; message: string };

function problemCount(n: number): string {
  return n === 1 ? "1 problem" : `${n} problems`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isStale(error: unknown): boolean {
  return (
    errorCodeOf(error) === "CONFLICT" && messageOf(error).includes("changed since you loaded it")
  );
}

function phaseStatus(phase: SaverPhase, changes: () => readonly string[]): SaveStatus {
  switch (phase.kind) {
    case "idle":
      return { kind: "idle" };
    case "pending":
    case "saving":
      return { kind: "saving", message: SAVING };
    case "saved":
      return { kind: "success", message: "Saved" };
    case "problems":
      return {
        kind: "error",
        message: `${NOT_SAVED_PROBLEMS}${problemCount(phase.count)}. It saves once they are fixed.`,
        canRetry: true,
      };
    case "failed":
      return { kind: "error", message: `Not saved: ${phase.message}`, canRetry: true };
    case "conflict":
      return { kind: "conflict", message: NOT_SAVED_CONFLICT, changes: changes() };
  }
}

/**
 * Autosave, Save, Publish and Reload for the editor. The draft saves itself
 * a moment after each change (see {@link DraftSaver}), before the page is
 * hidden or left, and on Save (Ctrl/Cmd+S, Retry). A draft with problems is
 * not sent (the API refuses it): the status says so and the next change tries
 * again; an explicit Save also lists the problems (`onRefused`). Every save
 * sends the revision the draft is based on, so a save on top of someone
 * else's is refused as a conflict: autosave stops and Reload is offered.
 * Publish saves, then publishes. Viewers (`canEdit` false) never save.
 *
 * @example
 * const { status, save, publish, reload, clearOutcome, leave } = useSaveActions({ stateRef, dispatch, document, isDirty, canEdit, onSaved, onRefused });
 */
export function useSaveActions({
  stateRef,
  dispatch,
  document,
  isDirty,
  canEdit,
  onSaved,
  onRefused,
}: {
  /** The editor's latest state (read when a save starts, e.g. from a timer or Ctrl+S). */
  stateRef: RefObject<EditorState>;
  dispatch: Dispatch<EditorAction>;
  /** The draft as rendered: each new one is a change to save. */
  document: DraftDocument;
  isDirty: boolean;
  canEdit: boolean;
  onSaved: (input: { revision: number; document: DraftDocument }) => void;
  onRefused: () => void;
}) {
  const [phase, setPhase] = useState<SaverPhase>({ kind: "idle" });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busy = useRef(false);
  const latest = useRef({ onSaved, dispatch });
  latest.current = { onSaved, dispatch };
  const [saver] = useState(
    () =>
      new DraftSaver({
        read: () => {
          const state = stateRef.current;
          return {
            formId: state.formId,
            generation: state.generation,
            revision: state.revision,
            savedJson: state.savedJson,
            document: toDocument(state),
          };
        },
        countProblems: () => findProblems(stateRef.current).length,
        save: (input, options) => saveDraft(input, options),
        describeFailure: (error) => ({ isConflict: isStale(error), message: messageOf(error) }),
        onSaved: ({ revision, document: saved, json }) => {
          latest.current.dispatch({ type: "saved", revision, savedJson: json });
          latest.current.onSaved({ revision, document: saved });
        },
        onPhase: setPhase,
      }),
  );

  useEffect(() => {
    saver.start();
    return () => saver.stop();
  }, [saver]);

  // Each change saves after the pause, and replaces the last publish's or reload's outcome.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new document is the change
  useEffect(() => {
    if (!canEdit || !isDirty) return;
    setOutcome((current) => (current?.kind === "busy" ? current : null));
    saver.notifyChange();
  }, [document, isDirty, canEdit, saver]);

  // A tab put in the background or closed saves what waits for its pause.
  useEffect(() => {
    if (!canEdit) return;
    const onPageHide = () => saver.flushPending();
    const onVisibility = () => {
      if (window.document.hidden) saver.flushPending();
    };
    window.addEventListener("pagehide", onPageHide);
    window.document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      window.document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [canEdit, saver]);

  const exclusive = useCallback(
    async (action: () => Promise<void>) => {
      if (busy.current) return;
      busy.current = true;
      saver.hold();
      try {
        await action();
      } finally {
        busy.current = false;
        saver.release();
      }
    },
    [saver],
  );

  const save = useCallback(async () => {
    if (!canEdit) return;
    setOutcome(null);
    if ((await saver.saveNow({ isExplicit: true })) === "problems") onRefused();
  }, [canEdit, saver, onRefused]);

  const publish = useCallback(
    () =>
      exclusive(async () => {
        setOutcome(null);
        const saved = await saver.saveNow({ isExplicit: true });
        if (saved === "problems") onRefused();
        if (saved !== "saved" && saved !== "clean") return;
        setOutcome({ kind: "busy", message: "Publishing…" });
        try {
          const { publishedVersion } = await publishDraft(stateRef.current.formId);
          dispatch({ type: "published", publishedVersion });
          setOutcome({ kind: "success", message: `Published version ${publishedVersion}` });
        } catch (error) {
          setOutcome({ kind: "error", message: `Not published: ${messageOf(error)}` });
        }
      }),
    [exclusive, saver, onRefused, stateRef, dispatch],
  );

  const reload = useCallback(
    () =>
      exclusive(async () => {
        await saver.settle();
        setOutcome({ kind: "busy", message: "Reloading…" });
        try {
          const form = await fetchEditorForm(stateRef.current.formId);
          dispatch({ type: "load", form });
          saver.reset();
          setOutcome({
            kind: "success",
            message: `Reloaded the latest saved draft (revision ${form.revision})`,
          });
        } catch (error) {
          setOutcome({ kind: "error", message: `Not reloaded: ${messageOf(error)}` });
        }
      }),
    [exclusive, saver, stateRef, dispatch],
  );

  // Issue 12: an outcome goes when the author starts their next action; what is
  // under way, unsaved or in conflict stays.
  const clearOutcome = useCallback(() => {
    setOutcome((current) => (current?.kind === "busy" ? current : null));
    saver.acknowledge();
  }, [saver]);

  const status = useMemo((): SaveStatus => {
    if (outcome?.kind === "busy") return outcome;
    // What this tab changed that was not saved, for the author to redo after reloading.
    const changes = () =>
      describeChanges(JSON.parse(stateRef.current.savedJson) as unknown, document);
    const saving = phaseStatus(phase, changes);
    if (saving.kind === "conflict" || !outcome) return saving;
    return outcome.kind === "error" ? { ...outcome, canRetry: false } : outcome;
  }, [phase, outcome, document, stateRef]);

  /** Whether leaving now would lose work (starting the waiting save first). */
  const leave = useCallback(() => canEdit && saver.leave(), [canEdit, saver]);

  return { status, save, publish, reload, clearOutcome, leave };
}
