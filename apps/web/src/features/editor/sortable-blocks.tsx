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
import type { ReactNode } from "react";

// The sensors' options, made once: new objects on each render would make new
// sensors, and dnd-kit would hand every sortable item a new context, redrawing
// every memoized row and canvas block on every keystroke.
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * The blocks as one sortable list, for the outline and the canvas alike: a
 * drag by pointer (past 5 px) or by Space and the arrow keys on a handle,
 * announced with the block's caption and position; the drop calls `onMove`
 * (the editor announces the move itself, for keys and drags alike). The item
 * list stays the same object while the keys' order does, and the sensors are
 * made once, so memoized rows are not redrawn by a keystroke elsewhere.
 */
export function SortableBlocks({
  id,
  items,
  caption,
  onMove,
  children,
}: {
  /** dnd-kit's id for the context (its accessibility elements' ids). */
  id: string;
  /** The blocks' keys in order: the same array while the order stays (see `useBlockKeys`). */
  items: readonly string[];
  /** How an announcement names a block (read when it is said). */
  caption: (key: string) => string;
  onMove: (key: string, to: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const positionOf = (key: unknown) => items.indexOf(String(key));
  const captionOf = (key: unknown) => (positionOf(key) >= 0 ? caption(String(key)) : "block");
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
            `Picked up ${captionOf(active.id)}, position ${positionOf(active.id) + 1} of ${items.length}`,
          onDragOver: ({ active, over }) =>
            over
              ? `${captionOf(active.id)} is over position ${positionOf(over.id) + 1}`
              : undefined,
          onDragEnd: () => undefined,
          onDragCancel: ({ active }) => `Cancelled: ${captionOf(active.id)} did not move`,
        },
      }}
    >
      <SortableContext items={items as string[]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
