import { renameReferences, renameSettingReferences } from "./conditions/rename-references";
import { copyName } from "./copy-name";
import type {
  DraftBlock,
  DraftDocument,
  DraftSettings,
  EditorBlock,
  LoadedEditorForm,
  PublishedKeys,
} from "./draft-types";
import {
  type HistoryChange,
  type HistoryStep,
  recordChange,
  type TypingChange,
  travel,
} from "./editor-history";
import { mergePublishedKeys } from "./published-keys";

/** What the settings panel shows: the form's own settings, or one block's (by key). */
export type EditorSelection = "form" | string;

/** The selection that shows the form's settings. */
export const FORM_SETTINGS: EditorSelection = "form";

/**
 * A part of the selected block selected on the canvas (a group's inner block,
 * by position): the settings panel shows that part's settings, through the
 * block type's `PartSettings`.
 */
export interface PartSelection {
  /** The block the part is in; the selection holds while that block is the selected one. */
  key: string;
  index: number;
}

/** Everything the editor holds about the form being edited. */
export interface EditorState {
  formId: string;
  /** The revision the draft is based on; sent back as `expectedRevision`. */
  revision: number;
  publishedVersion: number | null;
  /** The live version's document, to tell what the draft changed (null while none is live). */
  liveDocument: unknown;
  /** Names and option values published versions used: they stay as they are. */
  publishedKeys: PublishedKeys;
  settings: DraftSettings;
  blocks: EditorBlock[];
  selected: EditorSelection;
  /** The part of the selected block selected, if any (see {@link selectedPartOf}). */
  selectedPart?: PartSelection;
  /** The document before each change, latest last (Undo), at most `HISTORY_LIMIT`. */
  past: HistoryStep[];
  /** The document after each undone change, next last (Redo); a new change clears it. */
  future: HistoryStep[];
  /** The last change, while typing on may still join its step. */
  lastChange: TypingChange | null;
  /** Bumped by Undo and Redo: the settings inputs start over from the restored document. */
  restored: number;
  /** JSON of the document as last loaded or saved: unsaved changes are any difference. */
  savedJson: string;
  /** Bumped when the document is replaced from outside (load, reload): inputs start over. */
  generation: number;
  nextKey: number;
}

/** Everything that changes the editor's state. */
export type EditorAction =
  | { type: "load"; form: LoadedEditorForm }
  /** `at`: the new block's index (clamped to the list); the end without it. */
  | { type: "addBlock"; block: DraftBlock; at?: number }
  | { type: "removeBlock"; key: string }
  | { type: "duplicateBlock"; key: string }
  | { type: "moveBlock"; key: string; to: number }
  /** `time` (ms): changes to one block less than `TYPING_PAUSE_MS` apart are one step. */
  | { type: "updateBlock"; key: string; block: DraftBlock; time?: number }
  | { type: "updateSettings"; settings: DraftSettings; time?: number }
  | { type: "undo" }
  | { type: "redo" }
  /** `part`: a part of the block selected too (a group's inner block, by position). */
  | { type: "select"; selection: EditorSelection; part?: number }
  | { type: "saved"; revision: number; savedJson: string }
  | { type: "published"; publishedVersion: number };

/**
 * The document the editor holds, as `updateForm` takes it.
 *
 * @example
 * toDocument(state); // { slug, title, ..., blocks: [...] }
 */
export function toDocument(state: Pick<EditorState, "settings" | "blocks">): DraftDocument {
  return { ...state.settings, blocks: state.blocks.map((entry) => entry.block) };
}

/** Each block's JSON, made once per block object (blocks are never changed in place). */
const blockJsons = new WeakMap<DraftBlock, string>();

function blockJson(block: DraftBlock): string {
  let json = blockJsons.get(block);
  if (json === undefined) {
    json = JSON.stringify(block) ?? "null";
    blockJsons.set(block, json);
  }
  return json;
}

/**
 * Whether a block may refer to the field `name` (a condition on it, a
 * `{{name}}` pipe): false only when its JSON, already made (see `documentJson`),
 * does not hold the name at all, which a reference would. A block never
 * stringified yet may, and so may any block for a name JSON escapes.
 *
 * @example
 * blocks.filter(mayName("email"));
 */
export function mayName(name: string): (block: DraftBlock) => boolean {
  if (JSON.stringify(name) !== `"${name}"`) return () => true;
  return (block) => blockJsons.get(block)?.includes(name) ?? true;
}

/** Stands for the blocks in the settings' JSON, replaced by the blocks' own. */
const BLOCKS_MARK = "\u0000formwright-blocks\u0000";
const BLOCKS_TAIL = `"blocks":${JSON.stringify(BLOCKS_MARK)}}`;

/**
 * JSON of the editor's document, the form unsaved changes are compared in:
 * exactly `JSON.stringify(toDocument(state))`, made from each block's JSON
 * kept per block object, so a keystroke in one block of a 300-block form
 * stringifies that block (and the settings), not the form.
 *
 * @example
 * documentJson(state) === JSON.stringify(toDocument(state)); // true
 */
export function documentJson(state: Pick<EditorState, "settings" | "blocks">): string {
  const settings = JSON.stringify({ ...state.settings, blocks: BLOCKS_MARK });
  // Settings that hold a `blocks` of their own put it elsewhere: stringify it all.
  if (!settings.endsWith(BLOCKS_TAIL)) return JSON.stringify(toDocument(state));
  const blocks = state.blocks.map((entry) => blockJson(entry.block)).join(",");
  return `${settings.slice(0, -BLOCKS_TAIL.length)}"blocks":[${blocks}]}`;
}

function splitDraft(draft: DraftDocument, firstKey: number) {
  const { blocks, ...settings } = draft;
  const list = Array.isArray(blocks) ? blocks : [];
  return {
    settings,
    blocks: list.map((block, index) => ({ key: `b${firstKey + index}`, block })),
    nextKey: firstKey + list.length,
  };
}

/**
 * The state of a freshly loaded form: its draft, the form settings selected,
 * nothing to save.
 *
 * @example
 * const [state, dispatch] = useReducer(editorReducer, form, createEditorState);
 */
export function createEditorState(form: LoadedEditorForm, previous?: EditorState): EditorState {
  const { settings, blocks, nextKey } = splitDraft(form.draft, previous?.nextKey ?? 1);
  return {
    formId: form.id,
    revision: form.revision,
    publishedVersion: form.publishedVersion,
    liveDocument: form.liveDocument ?? null,
    publishedKeys: form.publishedKeys ?? { fieldNames: [], optionValues: {} },
    settings,
    blocks,
    selected: FORM_SETTINGS,
    past: [],
    future: [],
    lastChange: null,
    restored: previous?.restored ?? 0,
    savedJson: documentJson({ settings, blocks }),
    generation: (previous?.generation ?? 0) + 1,
    nextKey,
  };
}

/**
 * The action that selects the block `key`, and with `part` a part of it (a
 * group's inner block): what a type's own canvas and settings dispatch.
 *
 * @example
 * store.dispatch(selectAction("b2", 1)); // the group b2, its second inner block
 */
export function selectAction(key: EditorSelection, part?: number): EditorAction {
  return part === undefined
    ? { type: "select", selection: key }
    : { type: "select", selection: key, part };
}

/**
 * The position of the selected part of the block `key` (a group's inner
 * block), or `null` when the block is not selected or no part of it is.
 *
 * @example
 * selectedPartOf(state, "b2"); // 1: the group's second inner block
 */
export function selectedPartOf(
  state: Pick<EditorState, "selected" | "selectedPart">,
  key: string,
): number | null {
  const part = state.selectedPart;
  return state.selected === key && part?.key === key ? part.index : null;
}

/**
 * Moves one item of a list to another index, clamped to the list.
 *
 * @example
 * moveItem(["a", "b", "c"], 0, 2); // ["b", "c", "a"]
 */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...list];
  next.splice(target, 0, item);
  return next;
}

function removeBlock(state: EditorState, key: string): EditorState {
  const index = state.blocks.findIndex((entry) => entry.key === key);
  if (index < 0) return state;
  const blocks = state.blocks.filter((b) => b.key !== key);
  const neighbour = blocks[index] ?? blocks[index - 1];
  const selected = state.selected === key ? (neighbour?.key ?? FORM_SETTINGS) : state.selected;
  return { ...state, blocks, selected };
}

function duplicateBlock(state: EditorState, key: string): EditorState {
  const index = state.blocks.findIndex((entry) => entry.key === key);
  const original = state.blocks[index];
  if (!original) return state;
  const block = structuredClone(original.block);
  if (typeof block.name === "string") {
    // The names in use, as `takenFieldNames` gives them (the registry imports this module).
    const taken = new Set(state.blocks.map((entry) => entry.block.name));
    block.name = copyName(block.name, taken as ReadonlySet<string>);
  }
  const copy = { key: `b${state.nextKey}`, block };
  const blocks = [...state.blocks];
  blocks.splice(index + 1, 0, copy);
  return { ...state, blocks, selected: copy.key, nextKey: state.nextKey + 1 };
}

/** What an action changes, for the history (the step it is, what Undo says). */
function changeOf(action: EditorAction, before: EditorState, after: EditorState): HistoryChange {
  switch (action.type) {
    case "addBlock":
      return { kind: "add", key: after.blocks.find((e) => !before.blocks.includes(e))?.key };
    case "removeBlock":
      return { kind: "remove", key: action.key };
    case "duplicateBlock":
      return { kind: "duplicate", key: action.key };
    case "moveBlock":
      return { kind: "move", key: action.key };
    case "updateBlock":
      return { kind: "edit", key: action.key };
    case "updateSettings":
      return { kind: "settings" };
    default:
      return { kind: "other" };
  }
}

/** The target and time of a change that typing on may join (block edits, form settings). */
function typingOf(action: EditorAction): TypingChange | null {
  if (action.type === "updateBlock" && action.time !== undefined) {
    return { target: `block:${action.key}`, time: action.time };
  }
  if (action.type === "updateSettings" && action.time !== undefined) {
    return { target: FORM_SETTINGS, time: action.time };
  }
  return null;
}

/**
 * The editor's state machine: pure, so every change is testable and the
 * document can be sent as it is after any action. Every change to the
 * document (settings or blocks) is a step of Undo, up to `HISTORY_LIMIT`;
 * typing (changes to the same block, or to the form settings, less than
 * `TYPING_PAUSE_MS` apart) is one step (see `editor-history.ts`). Selecting,
 * loading, saving and publishing are not steps.
 *
 * @example
 * editorReducer(state, { type: "moveBlock", key: "b3", to: 0 });
 * editorReducer(state, { type: "undo" });
 */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  if (action.type === "undo" || action.type === "redo") return travel(state, action.type);
  const next = applyAction(state, action);
  if (action.type === "load") return next;
  if (next.settings === state.settings && next.blocks === state.blocks) return next;
  return recordChange({
    before: state,
    after: next,
    change: changeOf(action, state, next),
    typing: typingOf(action),
  });
}

function applyAction(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "load":
      return createEditorState(action.form, state);
    case "addBlock": {
      const key = `b${state.nextKey}`;
      const blocks = [...state.blocks];
      const at = Math.max(0, Math.min(blocks.length, action.at ?? blocks.length));
      blocks.splice(at, 0, { key, block: action.block });
      return {
        ...state,
        blocks,
        selected: key,
        nextKey: state.nextKey + 1,
      };
    }
    case "removeBlock":
      return removeBlock(state, action.key);
    case "duplicateBlock":
      return duplicateBlock(state, action.key);
    case "moveBlock": {
      const from = state.blocks.findIndex((entry) => entry.key === action.key);
      if (from < 0) return state;
      const blocks = moveItem(state.blocks, from, action.to);
      return blocks.every((entry, i) => entry === state.blocks[i]) ? state : { ...state, blocks };
    }
    case "updateBlock": {
      const blocks = state.blocks.map((entry) =>
        entry.key === action.key ? { key: entry.key, block: action.block } : entry,
      );
      const before = state.blocks.find((entry) => entry.key === action.key)?.block.name;
      const after = action.block.name;
      const isRenamed =
        typeof before === "string" &&
        before !== "" &&
        typeof after === "string" &&
        after !== before &&
        !blocks.some((entry) => entry.block.name === before);
      if (!isRenamed) return { ...state, blocks };
      // Conditions and `{{name}}` pipes follow a renamed field: in the blocks that
      // may name it (a name that follows its label is renamed on each keystroke).
      const mayNameIt = mayName(before);
      return {
        ...state,
        blocks: blocks.map((entry) => {
          if (!mayNameIt(entry.block)) return entry;
          const block = renameReferences(entry.block, before, after);
          return block === entry.block ? entry : { key: entry.key, block };
        }),
        settings: renameSettingReferences(state.settings, before, after),
      };
    }
    case "updateSettings":
      return { ...state, settings: action.settings };
    case "undo":
    case "redo":
      return state;
    case "select": {
      const { selectedPart: _old, ...rest } = state;
      return action.part === undefined
        ? { ...rest, selected: action.selection }
        : {
            ...rest,
            selected: action.selection,
            selectedPart: { key: action.selection, index: action.part },
          };
    }
    case "saved":
      return { ...state, revision: action.revision, savedJson: action.savedJson };
    case "published": {
      // What was published is the saved draft.
      const live: unknown = JSON.parse(state.savedJson);
      return {
        ...state,
        publishedVersion: action.publishedVersion,
        liveDocument: live,
        publishedKeys: mergePublishedKeys(state.publishedKeys, live),
      };
    }
  }
}
