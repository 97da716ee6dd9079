"use client";

import { type Dispatch, type RefObject, useCallback, useEffect, useRef } from "react";
import { blockCaption, moveAnnouncement } from "./block-list";
import { rowControlId } from "./block-row";
import type { EditorBlock } from "./draft-types";
import type { EditorAction, EditorState, HistoryChange } from "./editor-state";

/** The ids of the Undo and Redo buttons (focus goes from one to the other when one is disabled). */
export const UNDO_BUTTON_ID = "editor-undo";
export const REDO_BUTTON_ID = "editor-redo";

function isMac(): boolean {
  return typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
}

/** The key that goes with Z and D here: "Ctrl", or "Cmd" on a Mac. */
export function modifierName(): string {
  return isMac() ? "Cmd" : "Ctrl";
}

/**
 * What Undo or Redo says it did: "Undid: removed Email", "Redid: changed the
 * form settings". The block is named as it reads in the first document that has it (the one the step leads to, then the one before).
 *
 * @example
 * historyAnnouncement("undo", { kind: "move", key: "b2" }, [restored.blocks, state.blocks]);
 */
export function historyAnnouncement(
  direction: "undo" | "redo",
  change: HistoryChange,
  documents: readonly (readonly EditorBlock[])[],
): string {
  const entry = documents.flatMap((blocks) => blocks.filter((b) => b.key === change.key))[0];
  const name = entry ? blockCaption(entry) : "a block";
  const what: Record<HistoryChange["kind"], string> = {
    add: `added ${name}`,
    remove: `removed ${name}`,
    move: `moved ${name}`,
    duplicate: `duplicated ${name}`,
    edit: `changed ${name}`,
    settings: "changed the form settings",
    other: "a change",
  };
  return `${direction === "undo" ? "Undid" : "Redid"}: ${what[change.kind]}`;
}

/** Which command a key press is, if any. */
type Command = "undo" | "redo" | "up" | "down" | "duplicate" | "remove";

function commandOf(event: KeyboardEvent): Command | null {
  const key = event.key.toLowerCase();
  const mod = event.ctrlKey || event.metaKey;
  if (mod && !event.altKey && key === "z") return event.shiftKey ? "redo" : "undo";
  if (event.ctrlKey && !event.altKey && !event.shiftKey && key === "y") return "redo";
  if (mod && !event.altKey && !event.shiftKey && key === "d") return "duplicate";
  if (event.altKey && !mod && !event.shiftKey && key === "arrowup") return "up";
  if (event.altKey && !mod && !event.shiftKey && key === "arrowdown") return "down";
  if (!mod && !event.altKey && !event.shiftKey && key === "delete") return "remove";
  return null;
}

/** An element where text is typed, or that gives Delete and the arrows a meaning of its own. */
function isTextEntry(element: Element): boolean {
  if (element.closest("textarea, select, [contenteditable=''], [contenteditable='true']")) {
    return true;
  }
  const input = element.closest("input");
  return input !== null && !["button", "submit", "reset"].includes(input.type);
}

/** Whether a block command may run where the key was pressed. */
function isAllowedAt(command: Command, target: Element): boolean {
  // Dialogs, menus and option lists keep their own keys; so does a block being dragged.
  const own =
    "[role=dialog], [role=menu], [role=listbox], [aria-roledescription=sortable][aria-pressed=true]";
  if (target.closest(own)) {
    return command === "undo" || command === "redo" ? !target.closest("[role=dialog]") : false;
  }
  // A search box (the block inserter's) undoes its own typing.
  if (target.closest("input[type=search], [role=search]")) return false;
  if (command === "remove") return !isTextEntry(target);
  if (command === "up" || command === "down") {
    // A select or combobox opens with Alt+Arrow; a text area moves by paragraph.
    return !target.closest("select, textarea, [role=combobox]");
  }
  return true;
}

/** Where focus goes after a command, when it was lost or is in the block list. */
interface FocusPlan {
  /** Element ids, first present and enabled wins. */
  ids: string[];
}

function isFocusLost(active: Element | null): boolean {
  return (
    active === null ||
    active === document.body ||
    !active.isConnected ||
    (active as HTMLButtonElement).disabled === true
  );
}

/**
 * The editor's commands on the document: Undo and Redo, and on the selected
 * block, move up or down, duplicate and remove, each announced. Installs
 * their keys (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl+Y, Alt+ArrowUp/Down,
 * Ctrl/Cmd+D, Delete) for the editor under `rootRef`, and keeps focus where
 * it makes sense.
 *
 * @example
 * const commands = useEditorCommands({ stateRef, dispatch, canEdit, announce, rootRef });
 */
export function useEditorCommands({
  state,
  stateRef,
  dispatch,
  canEdit,
  announce,
  rootRef,
}: {
  state: EditorState;
  stateRef: RefObject<EditorState>;
  dispatch: Dispatch<EditorAction>;
  canEdit: boolean;
  announce: (message: string) => void;
  rootRef: RefObject<HTMLElement | null>;
}) {
  const focusPlan = useRef<FocusPlan | null>(null);

  // After the render a command caused: focus the planned element if focus was
  // lost (a removed row, a settings panel that started over) or is in the list.
  useEffect(() => {
    const plan = focusPlan.current;
    if (!plan) return;
    focusPlan.current = null;
    const active = document.activeElement;
    const inList = active?.closest(".fw-block-list") != null;
    if (!isFocusLost(active) && !inList) return;
    for (const id of plan.ids) {
      const element = document.getElementById(id) as HTMLInputElement | null;
      if (!element || element.disabled) continue;
      element.focus();
      if (element instanceof HTMLInputElement && typeof element.value === "string") {
        try {
          element.setSelectionRange(element.value.length, element.value.length);
        } catch {
          // Not every input has a caret (checkbox, number).
        }
      }
      return;
    }
  });

  const travel = useCallback(
    (direction: "undo" | "redo") => {
      const current = stateRef.current;
      const step = (direction === "undo" ? current.past : current.future).at(-1);
      if (!canEdit || !step) return;
      const active = document.activeElement;
      const other = direction === "undo" ? REDO_BUTTON_ID : UNDO_BUTTON_ID;
      // A settings input that started over gets focus back; the Undo button
      // that is disabled now hands it to Redo; from the list, the selected block.
      const ids = active?.id && !active.closest(".fw-block-list") ? [active.id] : [];
      if (active?.id === UNDO_BUTTON_ID || active?.id === REDO_BUTTON_ID) ids.push(other);
      if (step.selected !== "form") ids.push(rowControlId(step.selected, "select"));
      ids.push(other);
      focusPlan.current = { ids };
      dispatch({ type: direction });
      announce(historyAnnouncement(direction, step.change, [step.blocks, current.blocks]));
    },
    [canEdit, dispatch, stateRef, announce],
  );

  /** Moves a block to an index (a drag, or Alt+Arrow on the selected one) and says where. */
  const move = useCallback(
    (key: string, to: number, refocus = false) => {
      const { blocks } = stateRef.current;
      const entry = blocks.find((b) => b.key === key);
      if (!canEdit || !entry || to < 0 || to >= blocks.length) return;
      if (refocus) focusPlan.current = { ids: [rowControlId(key, "select")] };
      dispatch({ type: "moveBlock", key, to });
      announce(moveAnnouncement(blockCaption(entry), to, blocks.length));
    },
    [canEdit, dispatch, stateRef, announce],
  );

  const selectedBlock = useCallback(() => {
    const { blocks, selected } = stateRef.current;
    const index = blocks.findIndex((b) => b.key === selected);
    return index < 0 ? null : { index, entry: blocks[index] as EditorBlock, count: blocks.length };
  }, [stateRef]);

  const moveSelected = useCallback(
    (delta: -1 | 1) => {
      const found = selectedBlock();
      if (found) move(found.entry.key, found.index + delta, true);
    },
    [move, selectedBlock],
  );

  const duplicateSelected = useCallback(() => {
    const found = selectedBlock();
    if (!canEdit || !found) return;
    const copyKey = `b${stateRef.current.nextKey}`;
    focusPlan.current = { ids: [rowControlId(copyKey, "select")] };
    dispatch({ type: "duplicateBlock", key: found.entry.key });
    announce(`Duplicated ${blockCaption(found.entry)} as position ${found.index + 2}`);
  }, [canEdit, dispatch, stateRef, announce, selectedBlock]);

  const removeSelected = useCallback(() => {
    const found = selectedBlock();
    if (!canEdit || !found) return;
    const { blocks } = stateRef.current;
    const neighbour = blocks[found.index + 1] ?? blocks[found.index - 1];
    focusPlan.current = {
      ids: [neighbour ? rowControlId(neighbour.key, "select") : "", UNDO_BUTTON_ID],
    };
    dispatch({ type: "removeBlock", key: found.entry.key });
    announce(`Removed ${blockCaption(found.entry)}. Press ${modifierName()}+Z to undo.`);
  }, [canEdit, dispatch, stateRef, announce, selectedBlock]);

  const run = useRef<(command: Command) => void>(() => {});
  run.current = (command) => {
    if (command === "undo" || command === "redo") travel(command);
    else if (command === "up") moveSelected(-1);
    else if (command === "down") moveSelected(1);
    else if (command === "duplicate") duplicateSelected();
    else removeSelected();
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const command = commandOf(event);
      if (!command) return;
      const target = event.target instanceof Element ? event.target : document.body;
      const root = rootRef.current;
      const inEditor = target === document.body || root?.contains(target) === true;
      if (!inEditor || !isAllowedAt(command, target)) return;
      // The app's Undo replaces the browser's, in the settings' text boxes too.
      event.preventDefault();
      run.current(command);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [rootRef]);

  return {
    canUndo: canEdit && state.past.length > 0,
    canRedo: canEdit && state.future.length > 0,
    undo: useCallback(() => travel("undo"), [travel]),
    redo: useCallback(() => travel("redo"), [travel]),
    move,
    moveSelected,
    duplicateSelected,
    removeSelected,
  };
}
