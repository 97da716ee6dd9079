"use client";

import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from "react";
import type { EditorBlock, LoadedEditorForm } from "./draft-types";
import {
  createEditorState,
  type EditorAction,
  type EditorState,
  editorReducer,
} from "./editor-state";

/**
 * The editor's state in one place outside React: the reducer and its history
 * (`editor-state.ts`), read with `getState`, changed with `dispatch`, watched
 * with `subscribe`. Components read the part they draw with
 * {@link useEditorSelector}, so a keystroke in one block redraws that block's
 * canvas item, its outline row and the settings input it changed, never the
 * whole editor.
 */
export interface EditorStore {
  getState(): EditorState;
  dispatch(action: EditorAction): void;
  subscribe(listener: () => void): () => void;
  /**
   * Listens to what concerns the block `key` only: its entry (a change to it,
   * a move), the selection coming to it or leaving it, and, while it is the
   * selected block, any change to the blocks (its name and option values
   * follow the others'). Any other change that a block may read (blocks added
   * or removed, the published keys, a load) tells every block. A keystroke in
   * one block so tells its own listeners, not the form's 300 others'.
   */
  subscribeBlock(key: string, listener: () => void): () => void;
}

/** Whether a block's listeners hear of the change from `before` to `after` (see `subscribeBlock`). */
function blockKeysToTell(before: EditorState, after: EditorState): Set<string> | "all" {
  if (
    before.publishedKeys !== after.publishedKeys ||
    before.blocks.length !== after.blocks.length ||
    before.generation !== after.generation
  ) {
    return "all";
  }
  const told = new Set<string>();
  if (before.selected !== after.selected) {
    told.add(before.selected);
    told.add(after.selected);
  }
  // A part selected or let go (a group's inner block): its block's selector changes.
  if (before.selectedPart !== after.selectedPart) {
    if (before.selectedPart) told.add(before.selectedPart.key);
    if (after.selectedPart) told.add(after.selectedPart.key);
  }
  if (before.blocks !== after.blocks) {
    told.add(after.selected);
    for (let i = 0; i < after.blocks.length; i++) {
      const was = before.blocks[i];
      const is = after.blocks[i];
      if (was === is || !was || !is) continue;
      told.add(was.key);
      told.add(is.key);
    }
  }
  return told;
}

/**
 * A store holding a freshly loaded form. Block and form-settings edits carry
 * their time (stamped here when missing), so typing joins one step of Undo
 * while the reducer stays pure.
 *
 * @example
 * const store = createEditorStore(form);
 * store.dispatch({ type: "select", selection: "b2" });
 */
export function createEditorStore(form: LoadedEditorForm): EditorStore {
  let state = createEditorState(form);
  const listeners = new Set<() => void>();
  const blockListeners = new Map<string, Set<() => void>>();
  const tellBlocks = (before: EditorState, after: EditorState) => {
    if (blockListeners.size === 0) return;
    const told = blockKeysToTell(before, after);
    const keys = told === "all" ? [...blockListeners.keys()] : [...told];
    const due: Array<() => void> = [];
    for (const key of keys) {
      for (const listener of blockListeners.get(key) ?? []) due.push(listener);
    }
    for (const listener of due) listener();
  };
  return {
    getState: () => state,
    dispatch: (action) => {
      const stamped =
        (action.type === "updateBlock" || action.type === "updateSettings") &&
        action.time === undefined
          ? { ...action, time: Date.now() }
          : action;
      const next = editorReducer(state, stamped);
      if (next === state) return;
      const before = state;
      state = next;
      for (const listener of [...listeners]) listener();
      tellBlocks(before, next);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    subscribeBlock: (key, listener) => {
      let own = blockListeners.get(key);
      if (!own) {
        own = new Set();
        blockListeners.set(key, own);
      }
      own.add(listener);
      return () => {
        own.delete(listener);
        if (own.size === 0 && blockListeners.get(key) === own) blockListeners.delete(key);
      };
    },
  };
}

/** The editor's store, for the components under the editor. */
export const EditorStoreContext = createContext<EditorStore | null>(null);

/** The store of the editor around this component. */
export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error("useEditorStore needs an EditorStoreContext provider");
  return store;
}

/**
 * The part of the editor's state `select` picks, redrawing the component only
 * when it changes (`isEqual`, `Object.is` by default): a canvas block picks its
 * own block, the outline its keys in order.
 *
 * @example
 * const entry = useEditorSelector((state) => blockByKey(state, key));
 */
export function useEditorSelector<T>(
  select: (state: EditorState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const store = useEditorStore();
  return useStoreSlice(store, store.subscribe, select, isEqual);
}

/**
 * {@link useEditorSelector} for a part of the state that concerns the block
 * `key` only: its entry, whether it is selected and, while selected, what its
 * names follow (see `subscribeBlock` for what it hears of). A change to
 * another block does not even run `select`: on a 300-block form a keystroke
 * runs the edited block's selectors, not some 1,800.
 *
 * @example
 * const entry = useBlockSelector(key, (state) => blockByKey(state, key));
 */
export function useBlockSelector<T>(
  key: string,
  select: (state: EditorState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const store = useEditorStore();
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeBlock(key, listener),
    [store, key],
  );
  return useStoreSlice(store, subscribe, select, isEqual);
}

function useStoreSlice<T>(
  store: EditorStore,
  subscribe: (listener: () => void) => () => void,
  select: (state: EditorState) => T,
  isEqual: (a: T, b: T) => boolean,
): T {
  const cache = useRef<{ state: EditorState; select: (state: EditorState) => T; value: T } | null>(
    null,
  );
  const snapshot = () => {
    const state = store.getState();
    const last = cache.current;
    if (last && last.state === state && last.select === select) return last.value;
    const value = select(state);
    if (last && isEqual(last.value, value)) {
      cache.current = { state, select, value: last.value };
      return last.value;
    }
    cache.current = { state, select, value };
    return value;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * A selector of a value made from what it reads of each block (`read`), made
 * again (`make`) only when one of those reads changes: a keystroke in one
 * block reads that block again, compares the others' entries by identity, and
 * gives the same value while what `read` picks stays the same (the keys, the
 * page breaks, the other blocks' names). One selector keeps one value: make
 * one per reader that reads differently (e.g. per block key).
 *
 * @example
 * const selectTypes = selectFromBlocks((entry) => entry.block.type, (types) => types);
 */
export function selectFromBlocks<R, T>(
  read: (entry: EditorBlock) => R,
  make: (reads: readonly R[]) => T,
): (state: Pick<EditorState, "blocks">) => T {
  let last: { blocks: readonly EditorBlock[]; reads: readonly R[]; value: T } | null = null;
  return ({ blocks }) => {
    if (last?.blocks === blocks) return last.value;
    const before = last?.blocks.length === blocks.length ? last : null;
    let isChanged = before === null;
    const reads = new Array<R>(blocks.length);
    for (let i = 0; i < blocks.length; i++) {
      const entry = blocks[i] as EditorBlock;
      if (before && entry === before.blocks[i]) {
        reads[i] = before.reads[i] as R;
        continue;
      }
      reads[i] = read(entry);
      if (!before || !Object.is(reads[i], before.reads[i])) isChanged = true;
    }
    const value = isChanged || !before ? make(reads) : before.value;
    last = { blocks, reads, value };
    return value;
  };
}

/**
 * The blocks' keys in order: the same array while no block is added, removed
 * or moved (a keystroke changes a block, not the keys), made once per list.
 */
const keysOf = (() => {
  const select = selectFromBlocks(
    (entry) => entry.key,
    (keys) => keys,
  );
  const lists = new WeakMap<readonly EditorBlock[], readonly string[]>();
  return (blocks: readonly EditorBlock[]): readonly string[] => {
    let keys = lists.get(blocks);
    if (!keys) {
      keys = select({ blocks: blocks as EditorBlock[] });
      lists.set(blocks, keys);
    }
    return keys;
  };
})();

const indexes = new WeakMap<readonly string[], Map<string, number>>();

/**
 * The position of the block `key` (-1 when it is not there), found once per
 * order of the keys: a keystroke keeps the order, and the index.
 */
export function indexOfBlock(blocks: readonly EditorBlock[], key: string): number {
  const keys = keysOf(blocks);
  let index = indexes.get(keys);
  if (!index) {
    index = new Map(keys.map((k, i) => [k, i]));
    indexes.set(keys, index);
  }
  return index.get(key) ?? -1;
}

/** The block `key` of the state, if it has one. */
export function blockByKey(state: EditorState, key: string): EditorBlock | undefined {
  return state.blocks[indexOfBlock(state.blocks, key)];
}

/** Whether two arrays hold the same items in the same order. */
export function isSameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => Object.is(item, b[i]));
}

/** The blocks' keys in order: the same array while no block is added, removed or moved. */
export function useBlockKeys(): readonly string[] {
  return useEditorSelector(selectKeys);
}

const selectKeys = (state: EditorState) => keysOf(state.blocks);
