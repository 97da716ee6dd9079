"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";

/** Props of {@link BlockRow}. */
export interface BlockRowProps {
  blockKey: string;
  index: number;
  typeTitle: string;
  caption: string;
  problemCount: number;
  /** The block has a `visibleWhen`: it is shown only when its conditions hold. */
  hasConditions?: boolean;
  /** A page break: drawn as a divider between pages. */
  isPageBreak?: boolean;
  isSelected: boolean;
  canEdit: boolean;
  onSelect: () => void;
}

/** The element ids of a row's controls, for moving focus after a move or removal. */
export const rowControlId = (key: string, control: "select" | "drag") => `block-${control}-${key}`;

/**
 * One block in the block list: a drag handle (mouse, touch, or Space and the
 * arrow keys) and the block's caption (selects it for editing). The selected
 * block moves, is duplicated and removed with the editor's keys
 * (Alt+ArrowUp/Down, Ctrl/Cmd+D, Delete; see `use-editor-commands.ts`).
 */
export function BlockRow({
  blockKey,
  index,
  typeTitle,
  caption,
  problemCount,
  hasConditions = false,
  isPageBreak = false,
  isSelected,
  canEdit,
  onSelect,
}: BlockRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: blockKey, disabled: !canEdit });
  const name = caption.trim() || "(no caption)";
  return (
    <li
      ref={setNodeRef}
      className="fw-block-row"
      data-selected={isSelected ? "" : undefined}
      data-dragging={isDragging ? "" : undefined}
      data-page-break={isPageBreak ? "" : undefined}
      data-block-key={blockKey}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        id={rowControlId(blockKey, "drag")}
        ref={setActivatorNodeRef}
        className="fw-block-row__handle"
        aria-label={`Drag ${name}`}
        disabled={!canEdit}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <button
        type="button"
        id={rowControlId(blockKey, "select")}
        className="fw-block-row__select"
        aria-current={isSelected ? "true" : undefined}
        onClick={onSelect}
      >
        <span className="fw-block-row__position">{index + 1}.</span>{" "}
        <span className="fw-block-row__caption">{name}</span>{" "}
        <span className="fw-block-row__type">{typeTitle}</span>
        {hasConditions && (
          <>
            {" "}
            <span className="fw-block-row__conditional">Conditional</span>
          </>
        )}
        {problemCount > 0 && (
          <span className="fw-block-row__problems">
            {problemCount === 1 ? "1 problem" : `${problemCount} problems`}
          </span>
        )}
      </button>
    </li>
  );
}
