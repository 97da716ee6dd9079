/** A command of the editor's keys. */
export type EditorCommand = "undo" | "redo" | "up" | "down" | "duplicate" | "remove";

/**
 * Which command a key press is, if any: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z or
 * Ctrl+Y redo, Alt+ArrowUp/Down move, Ctrl/Cmd+D duplicate, Delete remove.
 *
 * @example
 * commandOf(new KeyboardEvent("keydown", { key: "z", ctrlKey: true })); // "undo"
 */
export function commandOf(event: KeyboardEvent): EditorCommand | null {
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

/**
 * Whether a command may run where its key was pressed: never in a dialog,
 * menu, option list or search box, nor while a block is dragged (Undo and
 * Redo do in menus); Delete never where text is typed; Alt+Arrow never in a
 * select, combobox or text area, which have their own use for it.
 *
 * @example
 * isCommandAllowedAt("remove", document.activeElement); // false in a text box
 */
export function isCommandAllowedAt(command: EditorCommand, target: Element): boolean {
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
