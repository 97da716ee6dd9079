"use client";

import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { memo, useMemo, useRef } from "react";
import { BlockRow } from "./block-row";
import { pageNumbers } from "./block-types/page-break";
import { blockTypeOf } from "./block-types/registry";
import type { EditorBlock } from "./draft-types";

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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
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
  const keyList = blocks.map((entry) => entry.key).join(" ");
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyList stands for the keys in order
  const items = useMemo(() => blocks.map((entry) => entry.key), [keyList]);

  const positionOf = (id: unknown) => blocks.findIndex((entry) => entry.key === id);
  const captionOf = (id: unknown) => {
    const entry = blocks[positionOf(id)];
    return entry ? blockCaption(entry) : "block";
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(String(active.id), positionOf(over.id));
  };

  return (
    <DndContext
      id="formwright-block-list"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            "To move a block, press Space, use the up and down arrow keys, then press Space again to drop it or Escape to cancel.",
        },
        announcements: {
          onDragStart: ({ active }) =>
            `Picked up ${captionOf(active.id)}, position ${positionOf(active.id) + 1} of ${blocks.length}`,
          onDragOver: ({ active, over }) =>
            over
              ? `${captionOf(active.id)} is over position ${positionOf(over.id) + 1}`
              : undefined,
          // The editor announces the move itself, for keys and drags alike.
          onDragEnd: () => undefined,
          onDragCancel: ({ active }) => `Cancelled: ${captionOf(active.id)} did not move`,
        },
      }}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
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
      </SortableContext>
    </DndContext>
  );
}
