"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type CSSProperties, memo, type Ref, Suspense, useContext, useEffect, useRef } from "react";
import { AddBlockMenu, type AddBlockMenuHandle } from "../add-block-menu";
import { blockCaption } from "../block-list";
import type { BlockTypeDefinition } from "../block-types/block-type-definition";
import { blockTypeOf } from "../block-types/registry";
import type { DraftBlock } from "../draft-types";
import { selectedPartOf } from "../editor-state";
import { blockByKey, useBlockSelector } from "../editor-store";
import { useKeyContext } from "../use-key-context";
import { BlockPreview } from "./block-preview";
import { canvasSpan } from "./canvas-span";
import { CanvasTranslation } from "./canvas-translation-context";
import { claimEarlyFocus } from "./early-focus";
import { InPlaceEditor } from "./in-place-editor";
import { captionWithPlaceholders } from "./pipe-placeholders";

/** Props of {@link CanvasBlock}: the block itself comes from the editor's store. */
export interface CanvasBlockProps {
  blockKey: string;
  index: number;
  count: number;
  /** A page break: its page's number. */
  pageNumber?: number;
  canEdit: boolean;
  onSelect: (key: string) => void;
  onChange: (key: string, block: DraftBlock) => void;
  /** Adds a block right after this one (its "Add block" inserter, shown while selected). */
  onAddAfter: (key: string, definition: BlockTypeDefinition) => void;
  /** The inserter handle `/` opens, given to the selected block's (see use-slash-opens.ts). */
  inserterRef?: Ref<AddBlockMenuHandle>;
}

/** The element id of a block's selector on the canvas. */
export const canvasSelectorId = (key: string) => `canvas-block-${key}`;

/**
 * One block on the canvas: a selector button over the block (a click or the
 * focus selects it; `aria-current` marks the selected one), a drag handle,
 * the block as respondents see it (inert: nothing in it can be typed into or
 * reached with Tab) and, while selected, its texts edited in place and an
 * "Add block" inserter after it. Memoized: a change to another block, or
 * typing in this one, redraws only what changed.
 */
export const CanvasBlock = memo(function CanvasBlock({
  blockKey: key,
  index,
  count,
  pageNumber,
  canEdit,
  onSelect,
  onChange,
  onAddAfter,
  inserterRef,
}: CanvasBlockProps) {
  const own = useBlockSelector(key, (state) => blockByKey(state, key));
  // While the canvas shows a translation, the block draws its translated texts.
  const translated = useContext(CanvasTranslation)?.blocks.get(key);
  const isSelected = useBlockSelector(key, (state) => state.selected === key);
  // A part of it selected (a group's inner block): its own selector selects the block again.
  const hasSelectedPart = useBlockSelector(key, (state) => selectedPartOf(state, key) !== null);
  // A block edited in place shows its own texts.
  const entry = (!isSelected && translated) || own;
  // Only the selected block's name and option values follow their labels here.
  const keys = useKeyContext(isSelected ? key : null);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: key, disabled: !canEdit });
  // Selected from elsewhere (the outline, a problem, a new block): the canvas shows it.
  const element = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const block = element.current;
    if (!isSelected || !block || block.contains(document.activeElement)) return;
    block.scrollIntoView?.({ block: "nearest" });
  }, [isSelected]);
  // Focused before the canvas was hydrated (a slow connection, a quick Tab): the
  // focus selected nothing then, so it selects now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the block is hydrated
  useEffect(() => {
    if (claimEarlyFocus(canvasSelectorId(key))) onSelect(key);
  }, []);
  if (!entry) return null;
  const { block } = entry;
  const caption = blockCaption(entry);
  const definition = blockTypeOf(block);
  const typeTitle = definition?.title ?? block.type;
  const texts = isSelected ? definition?.inPlace : undefined;
  const isConditional = block.visibleWhen !== undefined;
  const name = caption.trim() || typeTitle;
  const pageTitle =
    pageNumber === undefined
      ? undefined
      : typeof block.title === "string" && block.title.trim()
        ? block.title
        : `Page ${pageNumber}`;
  const style: CSSProperties & Record<`--${string}`, string> = {
    transform: CSS.Translate.toString(transform),
    transition: transition ?? undefined,
    "--fw-canvas-span": String(canvasSpan(block)),
  };
  const select = () => {
    if (!isSelected || hasSelectedPart) onSelect(key);
  };
  return (
    <div
      ref={(node) => {
        setNodeRef(node);
        element.current = node;
      }}
      className="fw-canvas__block"
      data-selected={isSelected ? "" : undefined}
      data-dragging={isDragging ? "" : undefined}
      data-page-break={pageNumber === undefined ? undefined : ""}
      style={style}
    >
      <div className="fw-canvas__tools">
        <button
          type="button"
          id={canvasSelectorId(key)}
          className="fw-canvas__select"
          aria-current={isSelected ? "true" : undefined}
          onClick={select}
          onFocus={select}
        >
          {/* Named by its content: "Block 2 of 5: Topic, Radio group, Conditional". */}
          <span className="fw-visually-hidden">
            {`Block ${index + 1} of ${count}: `}
            {captionWithPlaceholders(name)},
          </span>{" "}
          <span>{typeTitle}</span>
          {isConditional && (
            <>
              <span className="fw-visually-hidden">,</span>{" "}
              <span className="fw-canvas__badge">Conditional</span>
            </>
          )}
        </button>
        {canEdit && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="fw-canvas__handle"
            aria-label={`Drag ${name}`}
            {...attributes}
            {...listeners}
            // Only the selected block's handle is in the tab order: big forms stay quick to Tab through.
            tabIndex={isSelected ? 0 : -1}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        )}
      </div>
      {texts && definition && (
        <InPlaceEditor
          block={block}
          definition={definition}
          texts={texts}
          keys={keys}
          disabled={!canEdit}
          onChange={(next) => onChange(key, next)}
        />
      )}
      {/* A type that draws itself on the canvas (a group's inner blocks) does so here. */}
      {definition?.Canvas && (
        <Suspense fallback={null}>
          <definition.Canvas
            blockKey={key}
            block={block}
            isSelected={isSelected}
            canEdit={canEdit}
            onSelect={onSelect}
            onChange={onChange}
          />
        </Suspense>
      )}
      {/* A type whose options or own text are edited in place shows them only as the text boxes. */}
      {!definition?.Canvas && !texts?.options && !texts?.text && (
        // Inert: out of reach and of the accessibility tree (the selector names the block).
        <div className="fw-canvas__preview" inert aria-hidden="true">
          <BlockPreview
            block={block}
            fieldName={`canvas_${key}`}
            withoutTexts={texts !== undefined}
            pageTitle={pageTitle}
          />
        </div>
      )}
      {isSelected && canEdit && index < count - 1 && (
        <div className="fw-canvas__inserter">
          <AddBlockMenu
            ref={inserterRef}
            description={`Inserts after block ${index + 1}, ${caption.trim() || "(no caption)"}`}
            onAdd={(added) => onAddAfter(key, added)}
          />
        </div>
      )}
    </div>
  );
});
