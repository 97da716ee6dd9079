"use client";

import { QueryClientError } from "@formwright/query-client";
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
import { documentJson, type EditorAction, type EditorState, toDocument } from "./editor-state";
import { forgetLeavingSave, leavingSaveOf, rememberLeavingSave } from "./leaving-save";
import { findProblems } from "./use-editor-document";

/** How the status begins when the draft was not saved for its problems. */
export const NOT_SAVED_PROBLEMS = "Not saved: the form has ";

/** The status while a save waits for its pause or is on its way. */
export const SAVING = "Saving…";

/** The status while a reloaded editor waits for the save its page sent as it went. */
export const LOADING_LAST_SAVE = "Loading your last change…";

/** How often, and how many times, a reloaded editor asks whether that save landed (10 s in all). */
const LEAVING_SAVE_POLL_MS = 250;
const LEAVING_SAVE_POLLS = 40;

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

/** The channel the editor's tabs of one form tell each other of their saves on. */
export function draftChannelName(formId: string): string {
  return `formwright-draft-saved:${formId}`;
}

/** What a tab posts on {@link draftChannelName} after each save. */
interface SavedNotice {
  tab: string;
  revision: number;
}

function isSavedNotice(data: unknown): data is SavedNotice {
  return (
    typeof data === "object" &&
    data !== null &&
    typeof (data as SavedNotice).tab === "string" &&
    typeof (data as SavedNotice).revision === "number"
  );
}

/** A save lost on the way (no network): what the status says, and that it saves again. */
const OFFLINE =
  "no connection to the server; it saves by itself once the connection is back, or with Retry";

type Outcome = { kind: "busy" | "success"; message: string } | { kind: "error"; message: string };

function problemCount(n: number): string {
  return n === 1 ? "1 problem" : `${n} problems`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isOffline(error: unknown): boolean {
  // The API client says status 0 when the request never got an answer.
  return (
    (error instanceof QueryClientError && error.status === 0) ||
    (typeof navigator !== "undefined" && navigator.onLine === false)
  );
}

/** The server's limit on a request's size, when it refused the save for it (413). */
function sizeLimitOf(error: unknown): number | null {
  if (!(error instanceof QueryClientError) || error.status !== 413) return null;
  const limit = /limit of (\d+) bytes/.exec(messageOf(error.response.errors?.[0]?.message ?? ""));
  return limit ? Number(limit[1]) : 0;
}

/** Why a save failed, in the status's words ("Not saved: <why>"). */
function failureOf(error: unknown): string {
  if (isOffline(error)) return OFFLINE;
  const limit = sizeLimitOf(error);
  if (limit !== null) {
    return `the form is larger than the server takes (${limit} bytes): shorten its longest texts`;
  }
  return messageOf(error);
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
 * Each save is told to the form's other tabs in this browser (a
 * BroadcastChannel): they show the conflict at once and stop autosaving. A
 * save lost offline goes again when the browser is back online.
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
  // Other tabs of this form hear of each save at once (see the channel's effect below).
  const channel = useRef<BroadcastChannel | null>(null);
  const [tabId] = useState(() => Math.random().toString(36).slice(2));
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
        describeFailure: (error) => ({
          isConflict: isStale(error),
          message: failureOf(error),
        }),
        onSaved: ({ revision, document: saved, json }) => {
          latest.current.dispatch({ type: "saved", revision, savedJson: json });
          latest.current.onSaved({ revision, document: saved });
          channel.current?.postMessage({ tab: tabId, revision } satisfies SavedNotice);
        },
        onPhase: setPhase,
      }),
  );

  // A save still on its way as the page goes: the next editor of this form in
  // this tab (a reload) waits for it rather than show the draft from before it.
  const noteLeavingSave = useCallback(() => {
    const state = stateRef.current;
    if (saver.isSending) rememberLeavingSave(state.formId, state.revision);
  }, [saver, stateRef]);

  useEffect(() => {
    saver.start();
    return () => {
      saver.stop();
      noteLeavingSave();
    };
  }, [saver, noteLeavingSave]);

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
    const onPageHide = () => {
      saver.flushPending();
      noteLeavingSave();
    };
    const onVisibility = () => {
      if (window.document.hidden) saver.flushPending();
    };
    window.addEventListener("pagehide", onPageHide);
    window.document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      window.document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [canEdit, saver, noteLeavingSave]);

  // Another tab saved this form: this tab's draft is stale now, before its own
  // next save is refused. Back online, a save that failed goes again.
  const formId = stateRef.current.formId;
  useEffect(() => {
    if (!canEdit) return;
    const onOnline = () => saver.noticeOnline();
    window.addEventListener("online", onOnline);
    if (typeof BroadcastChannel === "undefined") {
      return () => window.removeEventListener("online", onOnline);
    }
    const listening = new BroadcastChannel(draftChannelName(formId));
    listening.onmessage = (event: MessageEvent) => {
      if (isSavedNotice(event.data) && event.data.tab !== tabId) {
        saver.noticeSavedElsewhere(event.data.revision);
      }
    };
    channel.current = listening;
    return () => {
      window.removeEventListener("online", onOnline);
      channel.current = null;
      listening.close();
    };
  }, [canEdit, formId, saver, tabId]);

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

  // Loaded while this tab's last save (sent as the page went) was still on its
  // way: wait for it, then show it. Save and Publish wait meanwhile. Changed
  // here before it landed, the draft keeps the changes and the conflict says so.
  useEffect(() => {
    if (!canEdit) return;
    const { formId } = stateRef.current;
    const note = leavingSaveOf(formId);
    if (!note || stateRef.current.revision > note.revision) {
      if (note) forgetLeavingSave(formId);
      return;
    }
    let isCancelled = false;
    const loadedGeneration = stateRef.current.generation;
    void exclusive(async () => {
      setOutcome({ kind: "busy", message: LOADING_LAST_SAVE });
      try {
        for (let turn = 0; turn < LEAVING_SAVE_POLLS && !isCancelled; turn++) {
          await new Promise((resolve) => setTimeout(resolve, LEAVING_SAVE_POLL_MS));
          if (isCancelled) return;
          const form = await fetchEditorForm(formId).catch(() => null);
          if (isCancelled) return;
          if (!form || form.revision <= note.revision) continue;
          forgetLeavingSave(formId);
          const state = stateRef.current;
          if (state.generation !== loadedGeneration || documentJson(state) !== state.savedJson) {
            saver.noticeSavedElsewhere(form.revision);
          } else {
            dispatch({ type: "load", form });
            saver.reset();
          }
          return;
        }
        if (!isCancelled) forgetLeavingSave(formId);
      } finally {
        if (!isCancelled) setOutcome(null);
      }
    });
    return () => {
      isCancelled = true;
    };
  }, [canEdit, exclusive, saver, stateRef, dispatch]);

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
  const leave = useCallback(() => {
    if (!canEdit) return false;
    const wouldLose = saver.leave();
    noteLeavingSave();
    return wouldLose;
  }, [canEdit, saver, noteLeavingSave]);

  return { status, save, publish, reload, clearOutcome, leave };
}
