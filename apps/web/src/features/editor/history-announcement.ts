import { blockCaption } from "./block-list";
import type { EditorBlock } from "./draft-types";
import type { HistoryChange } from "./editor-history";

function isMac(): boolean {
  return typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
}

/**
 * The key that goes with Z and D here, as the announcements name it.
 *
 * @example
 * modifierName(); // "Ctrl", or "Cmd" on a Mac
 */
export function modifierName(): string {
  return isMac() ? "Cmd" : "Ctrl";
}

/**
 * What Undo or Redo says it did: "Undid: removed Email", "Redid: changed the
 * form settings". The block is named as it reads in the first document that
 * has it: the one the step leads to, then the one before.
 *
 * @example
 * historyAnnouncement({ direction: "undo", change, documents: [restored.blocks, state.blocks] });
 */
export function historyAnnouncement({
  direction,
  change,
  documents,
}: {
  direction: "undo" | "redo";
  change: HistoryChange;
  /** The documents to find the block in, first first. */
  documents: readonly (readonly EditorBlock[])[];
}): string {
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
