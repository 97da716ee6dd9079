"use client";

import { memo, useCallback, useRef } from "react";
import { BlockRow } from "./block-row";
import { pageNumbers } from "./block-types/page-break";
import { blockTypeOf } from "./block-types/registry";
import type { EditorBlock } from "./draft-types";
import {
  blockByKey,
  selectFromBlocks,
  useBlockKeys,
  useBlockSelector,
  useEditorSelector,
  useEditorStore,
} from "./editor-store";
import { SortableBlocks } from "./sortable-blocks";

/** How the block list describes a block: its caption, or its type when it has none. */
export function blockCaption(entry: EditorBlock): string {
  const definition = blockTypeOf(entry.block);
  const caption = definition?.caption(entry.block).trim();
  return caption || definition?.title || entry.block.type;
}

/** What a move announces: "Moved Email to position 3 of 8". */
export function moveAnnouncement(caption: string, index: number, count: number): string {
  return `Moved ${caption} to position ${index + 1} of ${count}`;
}

// Made again only when a block's type changes (a page break added, removed or moved), not per keystroke.
const selectPages = selectFromBlocks(
  (entry) => entry.block.type,
  (types) => pageNumbers(types.map((type) => ({ type }))),
);

/** Whether two page-number maps number the same blocks alike. */
export function isSamePages(a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>) {
  return a.size === b.size && [...a].every(([index, page]) => b.get(index) === page);
}

/** The pages' numbers by block index: the same map while the page breaks stay where they are. */
export function usePageNumbers(): ReadonlyMap<number, number> {
  return useEditorSelector(selectPages, isSamePages);
}

/**
 * Rows from which the outline leaves rows out of view unrendered (`content-visibility`):
 * worth it on a big form's every keystroke; a short outline stays whole, so its text is
 * all on the page (copied, read by `innerText`).
 */
const LONG_OUTLINE_ROWS = 50;
/**
 * One line of the outline, reading its own block from the editor's store:
 * typing in another block leaves it be.
 */
const OutlineRow = memo(function OutlineRow({
  blockKey,
  index,
  pageNumber,
  problemCount,
  canEdit,
  onSelect,
}: {
  blockKey: string;
  index: number;
  pageNumber: number | undefined;
  problemCount: number;
  canEdit: boolean;
  onSelect: () => void;
}) {
  const entry = useBlockSelector(blockKey, (state) => blockByKey(state, blockKey));
  const isSelected = useBlockSelector(blockKey, (state) => state.selected === blockKey);
  if (!entry) return null;
  const definition = blockTypeOf(entry.block);
  // A page break reads as a divider: "Page 2 — About you".
  const caption = definition?.caption(entry.block) ?? "";
  return (
    <BlockRow
      blockKey={blockKey}
      index={index}
      typeTitle={definition?.title ?? entry.block.type}
      caption={
        pageNumber === undefined
          ? caption
          : caption.trim()
            ? `Page ${pageNumber} — ${caption}`
            : `Page ${pageNumber}`
      }
      isPageBreak={entry.block.type === "page"}
      problemCount={problemCount}
      hasConditions={entry.block.visibleWhen !== undefined}
      isSelected={isSelected}
      canEdit={canEdit}
      onSelect={onSelect}
    />
  );
});

/**
 * The form's blocks in order. Reorder by dragging a handle (pointer, or
 * Space then arrow keys on the handle), or select a block and press
 * Alt+ArrowUp/Down (see `use-editor-commands.ts`). Drawn again when blocks
 * are added, removed or moved (or the problems change); each row follows its
 * own block.
 */
export const BlockList = memo(function BlockList({
  problemCounts,
  canEdit,
  onSelect,
  onMove,
}: {
  problemCounts: ReadonlyMap<string, number>;
  canEdit: boolean;
  onSelect: (key: string) => void;
  onMove: (key: string, to: number) => void;
}) {
  const store = useEditorStore();
  const keys = useBlockKeys();
  const pages = usePageNumbers();
  // The same callbacks from render to render, so the rows are memoized.
  const latest = useRef({ onSelect });
  latest.current = { onSelect };
  const selectors = useRef(new Map<string, () => void>());
  const selectorOf = (key: string): (() => void) => {
    let found = selectors.current.get(key);
    if (!found) {
      found = () => latest.current.onSelect(key);
      selectors.current.set(key, found);
    }
    return found;
  };
  const caption = useCallback(
    (key: string) => {
      const entry = blockByKey(store.getState(), key);
      return entry ? blockCaption(entry) : "block";
    },
    [store],
  );

  return (
    <SortableBlocks id="formwright-block-list" items={keys} caption={caption} onMove={onMove}>
      <ol
        className="fw-block-list"
        aria-label="Blocks"
        data-long={keys.length > LONG_OUTLINE_ROWS ? "" : undefined}
      >
        {keys.map((key, index) => (
          <OutlineRow
            key={key}
            blockKey={key}
            index={index}
            pageNumber={pages.get(index)}
            problemCount={problemCounts.get(key) ?? 0}
            canEdit={canEdit}
            onSelect={selectorOf(key)}
          />
        ))}
      </ol>
    </SortableBlocks>
  );
});
