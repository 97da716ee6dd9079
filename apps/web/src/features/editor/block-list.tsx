"use client";

import { memo, useRef } from "react";
import { BlockRow } from "./block-row";
import { pageNumbers } from "./block-types/page-break";
import { blockTypeOf } from "./block-types/registry";
import type { EditorBlock } from "./draft-types";
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

/** A row redrawn only when its own props change: typing in one block leaves the others be. */
const Row = memo(BlockRow);

/**
 * The form's blocks in order. Reorder by dragging a handle (pointer, or
 * Space then arrow keys on the handle), or select a block and press
 * Alt+ArrowUp/Down (see `use-editor-commands.ts`).
 */
export function BlockList({
  blocks,
  selected,
  problemCounts,
  canEdit,
  onSelect,
  onMove,
}: {
  blocks: readonly EditorBlock[];
  selected: string;
  problemCounts: ReadonlyMap<string, number>;
  canEdit: boolean;
  onSelect: (key: string) => void;
  onMove: (key: string, to: number) => void;
}) {
  // A page break reads as a divider: "Page 2 — About you".
  const pages = pageNumbers(blocks.map((entry) => entry.block));
  const captionAt = (index: number) => {
    const entry = blocks[index] as EditorBlock;
    const caption = blockTypeOf(entry.block)?.caption(entry.block) ?? "";
    const page = pages.get(index);
    if (page === undefined) return caption;
    return caption.trim() ? `Page ${page} — ${caption}` : `Page ${page}`;
  };
  // The same callbacks and item list from render to render, so the rows are memoized.
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

  return (
    <SortableBlocks
      id="formwright-block-list"
      blocks={blocks}
      caption={blockCaption}
      onMove={onMove}
    >
      <ol className="fw-block-list" aria-label="Blocks">
        {blocks.map((entry, index) => (
          <Row
            key={entry.key}
            blockKey={entry.key}
            index={index}
            typeTitle={blockTypeOf(entry.block)?.title ?? entry.block.type}
            caption={captionAt(index)}
            isPageBreak={entry.block.type === "page"}
            problemCount={problemCounts.get(entry.key) ?? 0}
            hasConditions={entry.block.visibleWhen !== undefined}
            isSelected={selected === entry.key}
            canEdit={canEdit}
            onSelect={selectorOf(entry.key)}
          />
        ))}
      </ol>
    </SortableBlocks>
  );
}
