import type { DraftSettings, EditorBlock } from "./draft-types";

/** How many changes Undo can take back; older ones are dropped. */
export const HISTORY_LIMIT = 100;

/** Changes to the same target less than this apart (typing) are one step of Undo. */
export const TYPING_PAUSE_MS = 1000;

/** What one step of Undo/Redo changed: what it says ("Undid: moved Email"). */
export interface HistoryChange {
  kind: "add" | "remove" | "move" | "duplicate" | "edit" | "settings" | "other";
  /** The block it concerns (none for the form settings). */
  key?: string;
}

/** The document at one step of the history, and the change that step stands for. */
export interface HistoryStep {
  settings: DraftSettings;
  blocks: EditorBlock[];
  /** What was selected then: the form settings, or a block's key. */
  selected: string;
  change: HistoryChange;
}

/** A change typing on may join: what it changed (a block, the form settings) and when (ms). */
export interface TypingChange {
  target: string;
  time: number;
}

/** The part of the editor's state the history reads and writes. */
export interface HistoryState {
  settings: DraftSettings;
  blocks: EditorBlock[];
  selected: string;
  past: HistoryStep[];
  future: HistoryStep[];
  lastChange: TypingChange | null;
  restored: number;
}

function stepOf(state: HistoryState, change: HistoryChange): HistoryStep {
  return { settings: state.settings, blocks: state.blocks, selected: state.selected, change };
}

/**
 * The state after a change to the document, with the document before it as a
 * new step of Undo (the oldest dropped past {@link HISTORY_LIMIT}) and Redo
 * cleared. A typing change joins the last step when it is to the same target
 * less than {@link TYPING_PAUSE_MS} after the one before.
 *
 * @example
 * recordChange({ before: state, after: next, change: { kind: "move", key: "b2" }, typing: null });
 */
export function recordChange<S extends HistoryState>({
  before,
  after,
  change,
  typing,
}: {
  before: S;
  after: S;
  change: HistoryChange;
  typing: TypingChange | null;
}): S {
  const last = before.lastChange;
  const pause = typing && last ? typing.time - last.time : Number.POSITIVE_INFINITY;
  const joins = last?.target === typing?.target && pause >= 0 && pause < TYPING_PAUSE_MS;
  const past = joins ? before.past : [...before.past, stepOf(before, change)].slice(-HISTORY_LIMIT);
  return { ...after, past, future: [], lastChange: typing };
}

/**
 * Undo (the last step of `past` comes back, the document now goes to
 * `future`) or Redo (the other way round); the state itself when there is
 * nothing to take. Bumps `restored`, so inputs holding values of their own
 * start over.
 *
 * @example
 * travel(state, "undo");
 */
export function travel<S extends HistoryState>(state: S, direction: "undo" | "redo"): S {
  const from = direction === "undo" ? state.past : state.future;
  const step = from.at(-1);
  if (!step) return state;
  const here = [...(direction === "undo" ? state.future : state.past), stepOf(state, step.change)];
  const rest = from.slice(0, -1);
  return {
    ...state,
    settings: step.settings,
    blocks: step.blocks,
    selected: step.selected,
    past: direction === "undo" ? rest : here,
    future: direction === "undo" ? here : rest,
    lastChange: null,
    restored: state.restored + 1,
  };
}
