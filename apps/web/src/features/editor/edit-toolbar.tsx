"use client";

import { REDO_BUTTON_ID, UNDO_BUTTON_ID } from "./use-editor-commands";

/**
 * Undo and Redo (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl+Y), and Duplicate and
 * Remove for the selected block (Ctrl/Cmd+D, Delete): the same commands as
 * the keys, for the mouse and touch. It sits in the sticky save bar, so it is
 * in reach however far down a long form the author is. Viewers, who cannot change the form,
 * get none of them.
 */
export function EditToolbar({
  canEdit,
  canUndo,
  canRedo,
  hasSelectedBlock,
  onUndo,
  onRedo,
  onDuplicate,
  onRemove,
}: {
  canEdit: boolean;
  canUndo: boolean;
  canRedo: boolean;
  hasSelectedBlock: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
}) {
  if (!canEdit) return null;
  const button = "fw-button fw-button--secondary fw-button--small";
  return (
    <div className="fw-edit-toolbar">
      <button
        type="button"
        id={UNDO_BUTTON_ID}
        className={button}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
        onClick={onUndo}
      >
        Undo
      </button>
      <button
        type="button"
        id={REDO_BUTTON_ID}
        className={button}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        onClick={onRedo}
      >
        Redo
      </button>
      <button
        type="button"
        className={button}
        disabled={!hasSelectedBlock}
        aria-keyshortcuts="Control+D Meta+D"
        onClick={onDuplicate}
      >
        Duplicate block
      </button>
      <button
        type="button"
        className={button}
        disabled={!hasSelectedBlock}
        aria-keyshortcuts="Delete"
        onClick={onRemove}
      >
        Remove block
      </button>
    </div>
  );
}

/**
 * The keys of the edit toolbar's commands, in words: under the sticky save bar
 * (which holds the toolbar), so the bar stays short on a phone.
 */
export function EditKeys({ canEdit }: { canEdit: boolean }) {
  if (!canEdit) return null;
  return (
    <p className="fw-edit-toolbar__keys">
      Keys: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z redo; for the selected block, Alt+Arrow Up or Down
      moves it, Ctrl/Cmd+D duplicates it, Delete removes it.
    </p>
  );
}
