"use client";

import { type Dispatch, type RefObject, useCallback, useEffect, useRef } from "react";
import { blockCaption, moveAnnouncement } from "./block-list";
import { rowControlId } from "./block-row";
import { blockTypeOf } from "./block-types/registry";
import { partSelectorId } from "./canvas/part-selector-id";
import type { EditorBlock } from "./draft-types";
import { commandOf, type EditorCommand, isCommandAllowedAt } from "./editor-keys";
import { type EditorAction, type EditorState, selectAction, selectedPartOf } from "./editor-state";
import { historyAnnouncement, modifierName } from "./history-announcement";

/** The ids of the Undo and Redo buttons (focus goes from one to the other when one is disabled). */
export const UNDO_BUTTON_ID = "editor-undo";
export const REDO_BUTTON_ID = "editor-redo";

/** Where focus goes after a command, when it was lost or is in the block list. */
interface FocusPlan {
  /** Element ids, first present and enabled wins. */
  ids: string[];
  /** The state the command changed: the plan waits for the render after it. */
  from: EditorState;
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
  announce: setAnnouncement,
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
  // The same words twice (two undos of one block) would change nothing in the
  // live region and go unheard: the repeat gets a no-break space.
  const lastAnnouncement = useRef("");
  const announce = useCallback(
    (message: string) => {
      const text = message === lastAnnouncement.current ? `${message}\u00a0` : message;
      lastAnnouncement.current = text;
      setAnnouncement(text);
    },
    [setAnnouncement],
  );

  // After the render a command caused: focus the planned element if focus was
  // lost (a removed row, a settings panel that started over) or is in the list.
  useEffect(() => {
    const plan = focusPlan.current;
    // The effects of the render before the command may run first: not yet.
    if (!plan || plan.from === state) return;
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
      focusPlan.current = { ids, from: current };
      dispatch({ type: direction });
      announce(
        historyAnnouncement({
          direction,
          change: step.change,
          documents: [step.blocks, current.blocks],
        }),
      );
    },
    [canEdit, dispatch, stateRef, announce],
  );

  /** Moves a block to an index (a drag, or Alt+Arrow on the selected one) and says where. */
  const move = useCallback(
    (key: string, to: number, refocus = false) => {
      const { blocks } = stateRef.current;
      const from = blocks.findIndex((b) => b.key === key);
      const entry = blocks[from];
      if (!canEdit || !entry || to === from || to < 0 || to >= blocks.length) return;
      if (refocus) {
        focusPlan.current = { ids: [rowControlId(key, "select")], from: stateRef.current };
      }
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
    focusPlan.current = { ids: [rowControlId(copyKey, "select")], from: stateRef.current };
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
      from: stateRef.current,
    };
    dispatch({ type: "removeBlock", key: found.entry.key });
    announce(`Removed ${blockCaption(found.entry)}. Press ${modifierName()}+Z to undo.`);
  }, [canEdit, dispatch, stateRef, announce, selectedBlock]);

  /**
   * A command on the selected block's selected part (a group's inner block),
   * by its type's `partCommand`: false when no part is selected.
   */
  const runOnPart = (command: Exclude<EditorCommand, "undo" | "redo">): boolean => {
    const current = stateRef.current;
    const found = selectedBlock();
    const part = found ? selectedPartOf(current, found.entry.key) : null;
    const partCommand = found ? blockTypeOf(found.entry.block)?.partCommand : undefined;
    if (!found || part === null || !partCommand) return false;
    if (!canEdit) return true;
    const { key, block } = found.entry;
    const result = partCommand({ block, part, command, undoKeys: modifierName() });
    if (!result) return true;
    if (result.block) {
      focusPlan.current = { ids: [partSelectorId(key, result.part)], from: current };
      // A step of Undo of its own, never joined to typing (a change at no time).
      dispatch({ type: "updateBlock", key, block: result.block, time: Number.NEGATIVE_INFINITY });
      dispatch(selectAction(key, result.part));
    }
    announce(result.message);
    return true;
  };

  const run = useRef<(command: EditorCommand) => void>(() => {});
  run.current = (command) => {
    if (command === "undo" || command === "redo") travel(command);
    else if (runOnPart(command)) return;
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
      if (!inEditor || !isCommandAllowedAt(command, target)) return;
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
    /** The toolbar's Duplicate and Remove: as the keys, on a selected inner block when there is one. */
    duplicateSelected: useCallback(() => run.current("duplicate"), []),
    removeSelected: useCallback(() => run.current("remove"), []),
  };
}
