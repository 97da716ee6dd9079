import { renameReferences, renameSettingReferences } from "./conditions/rename-references";
import type {
  DraftBlock,
  DraftDocument,
  DraftSettings,
  EditorBlock,
  LoadedEditorForm,
  PublishedKeys,
} from "./draft-types";
import { mergePublishedKeys } from "./published-keys";

/** What the settings panel shows: the form's own settings, or one block's (by key). */
export type EditorSelection = "form" | string;

/** The selection that shows the form's settings. */
export const FORM_SETTINGS: EditorSelection = "form";

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
  /** The last removed block and where it was, for Undo. */
  removed: { entry: EditorBlock; index: number } | null;
  /** JSON of the document as last loaded or saved: unsaved changes are any difference. */
  savedJson: string;
  /** Bumped when the document is replaced from outside (load, reload): inputs start over. */
  generation: number;
  nextKey: number;
}

/** Everything that changes the editor's state. */
export type EditorAction =
  | { type: "load"; form: LoadedEditorForm }
  | { type: "addBlock"; block: DraftBlock }
  | { type: "removeBlock"; key: string }
  | { type: "undoRemove" }
  | { type: "moveBlock"; key: string; to: number }
  | { type: "updateBlock"; key: string; block: DraftBlock }
  | { type: "updateSettings"; settings: DraftSettings }
  | { type: "select"; selection: EditorSelection }
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

/** JSON of the editor's document, the form unsaved changes are compared in. */
export function documentJson(state: Pick<EditorState, "settings" | "blocks">): string {
  return JSON.stringify(toDocument(state));
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
    removed: null,
    savedJson: documentJson({ settings, blocks }),
    generation: (previous?.generation ?? 0) + 1,
    nextKey,
  };
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
  const entry = state.blocks[index];
  if (!entry) return state;
  const blocks = state.blocks.filter((b) => b.key !== key);
  const neighbour = blocks[index] ?? blocks[index - 1];
  const selected = state.selected === key ? (neighbour?.key ?? FORM_SETTINGS) : state.selected;
  return { ...state, blocks, selected, removed: { entry, index } };
}

function undoRemove(state: EditorState): EditorState {
  if (!state.removed) return state;
  const { entry, index } = state.removed;
  const blocks = [...state.blocks];
  blocks.splice(Math.min(index, blocks.length), 0, entry);
  return { ...state, blocks, selected: entry.key, removed: null };
}

/**
 * The editor's state machine: pure, so every change is testable and the
 * document can be sent as it is after any action.
 *
 * @example
 * editorReducer(state, { type: "moveBlock", key: "b3", to: 0 });
 */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "load":
      return createEditorState(action.form, state);
    case "addBlock": {
      const key = `b${state.nextKey}`;
      return {
        ...state,
        blocks: [...state.blocks, { key, block: action.block }],
        selected: key,
        nextKey: state.nextKey + 1,
      };
    }
    case "removeBlock":
      return removeBlock(state, action.key);
    case "undoRemove":
      return undoRemove(state);
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
      // Conditions and `{{name}}` pipes follow a renamed field.
      return {
        ...state,
        blocks: blocks.map((entry) => {
          const block = renameReferences(entry.block, before, after);
          return block === entry.block ? entry : { key: entry.key, block };
        }),
        settings: renameSettingReferences(state.settings, before, after),
      };
    }
    case "updateSettings":
      return { ...state, settings: action.settings };
    case "select":
      return { ...state, selected: action.selection };
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
