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
import { type ReactNode, useMemo } from "react";
import type { EditorBlock } from "./draft-types";

/**
 * The blocks as one sortable list, for the outline and the canvas alike: a
 * drag by pointer (past 5 px) or by Space and the arrow keys on a handle,
 * announced with the block's caption and position; the drop calls `onMove`
 * (the editor announces the move itself, for keys and drags alike). The item
 * list stays the same object while the keys' order does, so memoized rows
 * are not redrawn by a keystroke elsewhere.
 */
export function SortableBlocks({
  id,
  blocks,
  caption,
  onMove,
  children,
}: {
  /** dnd-kit's id for the context (its accessibility elements' ids). */
  id: string;
  blocks: readonly EditorBlock[];
  /** How an announcement names a block. */
  caption: (entry: EditorBlock) => string;
  onMove: (key: string, to: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keyList = blocks.map((entry) => entry.key).join(" ");
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyList stands for the keys in order
  const items = useMemo(() => blocks.map((entry) => entry.key), [keyList]);
  const positionOf = (key: unknown) => blocks.findIndex((entry) => entry.key === key);
  const captionOf = (key: unknown) => {
    const entry = blocks[positionOf(key)];
    return entry ? caption(entry) : "block";
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(String(active.id), positionOf(over.id));
  };
  return (
    <DndContext
      id={id}
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
          onDragEnd: () => undefined,
          onDragCancel: ({ active }) => `Cancelled: ${captionOf(active.id)} did not move`,
        },
      }}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
