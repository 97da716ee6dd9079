"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { FIELD_DOCUMENT_REGISTRY, type FieldType } from "@formwright/core";
import { useFieldMessages, useWidgetTexts } from "@formwright/fields";
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { AddBlockMenu, type AddBlockMenuHandle } from "../../editor/add-block-menu";
import type { BlockCanvasProps } from "../../editor/block-types/block-type-definition";
import { textOf } from "../../editor/block-types/draft-values";
import { BLOCK_TYPES, blockTypeOf } from "../../editor/block-types/registry";
import { BlockPreview } from "../../editor/canvas/block-preview";
import { claimEarlyFocus } from "../../editor/canvas/early-focus";
import { InPlaceEditor } from "../../editor/canvas/in-place-editor";
import { partSelectorId } from "../../editor/canvas/part-selector-id";
import type { DraftBlock } from "../../editor/draft-types";
import { commandOf, type EditorCommand, isCommandAllowedAt } from "../../editor/editor-keys";
import { type EditorState, selectAction, selectedPartOf } from "../../editor/editor-state";
import { blockByKey, useEditorSelector, useEditorStore } from "../../editor/editor-store";
import { modifierName } from "../../editor/history-announcement";
import { SortableBlocks } from "../../editor/sortable-blocks";
import {
  innerBlocksOf,
  innerCaption,
  innerCommand,
  innerKeyContext,
  innerMoveMessage,
  moveInner,
  withInner,
} from "./inner-blocks";
import "./canvas.css";

/** An item as it reads inside a sentence: lower-cased, but for German nouns (as the widget says it). */
function inSentence(item: string, language: string): string {
  return language === "de" ? item : item.toLocaleLowerCase(language);
}

/** Where `/` is typed, not a command. */
const isTextBox = (target: Element) =>
  target.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])") !==
  null;

/** What goes after a change: the focus on an inner block's selector or its Label box. */
type PendingFocus = { index: number; on: "selector" | "label" } | null;

/**
 * A group on the editor's canvas (issue 32 §5), as the respondent sees it:
 * its label, one item of its inner blocks (legend "Attendee 1" when it
 * repeats) and its "Add another attendee" button, inert. Each inner block is
 * a selector like a top-level block's (a click or the focus selects it, and
 * the group with it); the selected one's label, help text and options are
 * edited in place, and Alt+ArrowUp/Down, Ctrl/Cmd+D and Delete on it move,
 * copy and remove it inside the group (each announced; a group keeps at least
 * one field). "Add field" inserts a field block after the selected one: only
 * field types, a group holds neither content blocks nor groups. Every change
 * is the group block's own, so Undo takes it back; a change other than typing
 * is a step of its own.
 */
export function GroupCanvas({
  blockKey,
  block,
  isSelected,
  canEdit,
  onSelect,
  onChange,
}: BlockCanvasProps) {
  const store = useEditorStore();
  const texts = useWidgetTexts();
  const { language = "en" } = useFieldMessages();
  const liveDocument = useEditorSelector((state) => state.liveDocument);
  // The inner block selected is the editor's (the settings panel shows its settings).
  const chosen = useEditorSelector(
    useCallback((state: EditorState) => selectedPartOf(state, blockKey), [blockKey]),
  );
  const setChosen = (index: number) => store.dispatch(selectAction(blockKey, index));
  const [announcement, setAnnouncement] = useState("");
  const pendingFocus = useRef<PendingFocus>(null);
  const inserter = useRef<AddBlockMenuHandle>(null);
  const blocks = useMemo(() => innerBlocksOf(block), [block]);
  const selected = isSelected && chosen !== null && chosen < blocks.length ? chosen : null;
  const label = textOf(block.label);
  const groupName = label.trim() || textOf(block.name) || "the group";
  const isRepeated = typeof block.repeat === "object" && block.repeat !== null;
  const item = textOf(block.itemLabel).trim() || label.trim() || "Item";
  const selectorId = (index: number) => partSelectorId(blockKey, index);

  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    const selector = document.getElementById(selectorId(focus.index));
    const target =
      focus.on === "label"
        ? (selector
            ?.closest("[data-group-field]")
            ?.querySelector<HTMLElement>("input[aria-label='Label']") ?? selector)
        : selector;
    target?.focus();
  });

  /** The group as the store holds it now (an edit reads the latest, never a render's). */
  const latest = useCallback(
    () => blockByKey(store.getState(), blockKey)?.block ?? block,
    [store, blockKey, block],
  );
  /**
   * A change that is not typing (add, move, copy, remove): a step of Undo of
   * its own, never joined to typing before or after it (a change at no time).
   */
  const step = (next: DraftBlock[]) =>
    store.dispatch({
      type: "updateBlock",
      key: blockKey,
      block: withInner(latest(), next),
      time: Number.NEGATIVE_INFINITY,
    });

  const choose = (index: number) => {
    if (!isSelected) onSelect(blockKey);
    setChosen(index);
  };

  const run = (command: EditorCommand, index: number) => {
    if (!canEdit || command === "undo" || command === "redo") return;
    const result = innerCommand({
      blocks: innerBlocksOf(latest()),
      index,
      command,
      groupName,
      undoKeys: modifierName(),
    });
    if (!result) return;
    if (result.blocks) {
      step(result.blocks);
      setChosen(result.index);
      pendingFocus.current = { index: result.index, on: "selector" };
    }
    setAnnouncement(result.message);
  };

  // Dragged inside the group (by pointer, or Space and the arrows on its handle): ids by position.
  const sortIds = useMemo(
    () => Array.from({ length: blocks.length }, (_, i) => `${blockKey}:${i}`),
    [blockKey, blocks.length],
  );
  const sortCaption = (id: string) =>
    innerCaption(blocks[sortIds.indexOf(id)] ?? { type: "" }) || "field";
  const drop = (id: string, to: number) => {
    const current = innerBlocksOf(latest());
    const from = sortIds.indexOf(id);
    const moved = canEdit ? moveInner(current, from, to) : null;
    if (!moved) return;
    step(moved);
    setChosen(to);
    pendingFocus.current = { index: to, on: "selector" };
    setAnnouncement(
      innerMoveMessage({
        caption: innerCaption(current[from] as DraftBlock) || "field",
        to,
        count: current.length,
        groupName,
      }),
    );
  };

  // The editor's keys on an inner block act inside the group (the editor's own then stand aside).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const field = target.closest<HTMLElement>("[data-group-field]");
    if (!field || !canEdit || event.defaultPrevented) return;
    const index = Number(field.dataset.groupField);
    if (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey) {
      if (isTextBox(target)) return;
      event.preventDefault();
      inserter.current?.open(target as HTMLElement);
      return;
    }
    const command = commandOf(event.nativeEvent);
    if (!command || command === "undo" || command === "redo") return;
    if (!isCommandAllowedAt(command, target)) return;
    event.preventDefault();
    run(command, index);
  };

  const insert = (definition: (typeof BLOCK_TYPES)[number]) => {
    const current = innerBlocksOf(latest());
    const at = selected === null ? current.length : selected + 1;
    const added = definition.create({ takenNames: new Set(innerCaptionNames(current)) });
    const next = [...current];
    next.splice(at, 0, added);
    step(next);
    setChosen(at);
    pendingFocus.current = { index: at, on: "label" };
    setAnnouncement(`Added a ${definition.title} field to ${groupName} at position ${at + 1}`);
  };
  // A group holds fields, no group and no field that takes uploads (the document check
  // refuses those: files are kept per field, not per item): the inserter offers nothing else.
  const fieldTypes = useMemo(
    () =>
      BLOCK_TYPES.filter(
        (type) =>
          type.group === "field" &&
          type.type !== block.type &&
          FIELD_DOCUMENT_REGISTRY[type.type as FieldType]?.uploads === undefined,
      ),
    [block.type],
  );
  const where =
    selected === null
      ? `Adds a field at the end of ${groupName}`
      : `Adds a field to ${groupName} after field ${selected + 1}, ${innerCaption(blocks[selected] as DraftBlock) || "(no label)"}`;

  return (
    <div className="fw-group-canvas">
      {!isSelected && (
        <div inert aria-hidden="true">
          <p className="fw-field__label fw-group-canvas__label">{label}</p>
          {textOf(block.description) ? (
            <p className="fw-field__description">{textOf(block.description)}</p>
          ) : null}
        </div>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the editor's keys on the inner blocks' own controls, caught as they bubble */}
      <div className="fw-group__item fw-group-canvas__item" onKeyDown={onKeyDown}>
        {isRepeated && (
          <p className="fw-group__legend fw-group-canvas__legend" inert aria-hidden="true">
            {texts.groupItem({ item, n: 1 })}
          </p>
        )}
        <SortableBlocks
          id={`formwright-group-${blockKey}`}
          items={sortIds}
          caption={sortCaption}
          onMove={drop}
        >
          <div className="fw-group-canvas__fields">
            {blocks.map((inner, index) => (
              <InnerBlock
                sortId={sortIds[index] as string}
                // biome-ignore lint/suspicious/noArrayIndexKey: inner blocks have no key of their own; focus is put back by position
                key={index}
                selectorId={selectorId(index)}
                inner={inner}
                index={index}
                count={blocks.length}
                groupName={groupName}
                blockKey={blockKey}
                isSelected={selected === index}
                canEdit={canEdit}
                keys={
                  selected === index
                    ? innerKeyContext({ liveDocument, groupName: block.name, blocks, index })
                    : undefined
                }
                onChoose={choose}
                onChange={(next) => {
                  const current = innerBlocksOf(latest());
                  onChange(
                    blockKey,
                    withInner(
                      latest(),
                      current.map((b, i) => (i === index ? next : b)),
                    ),
                  );
                }}
                onCommand={run}
              />
            ))}
          </div>
        </SortableBlocks>
        {isSelected && canEdit && (
          <div className="fw-canvas__inserter fw-group-canvas__inserter">
            <AddBlockMenu
              ref={inserter}
              label={`Add field to ${groupName}`}
              types={fieldTypes}
              description={`${where}; a group holds fields only: no content blocks, groups or uploads`}
              onAdd={insert}
            />
          </div>
        )}
      </div>
      {isRepeated && (
        <div inert aria-hidden="true">
          <button type="button" className="fw-button fw-button--secondary fw-group__add">
            {texts.groupAdd({ item: inSentence(item, language) })}
          </button>
        </div>
      )}
      <p role="status" className="fw-visually-hidden">
        {announcement}
      </p>
    </div>
  );
}

function innerCaptionNames(blocks: readonly DraftBlock[]): string[] {
  return blocks.flatMap((inner) => (typeof inner.name === "string" ? [inner.name] : []));
}

/** One inner block: its selector, while selected its texts in place and its tools, its preview. */
function InnerBlock({
  sortId,
  selectorId,
  inner,
  index,
  count,
  groupName,
  blockKey,
  isSelected,
  canEdit,
  keys,
  onChoose,
  onChange,
  onCommand,
}: {
  /** Its id in the group's sortable list. */
  sortId: string;
  selectorId: string;
  inner: DraftBlock;
  index: number;
  count: number;
  groupName: string;
  blockKey: string;
  isSelected: boolean;
  canEdit: boolean;
  keys: ReturnType<typeof innerKeyContext> | undefined;
  onChoose: (index: number) => void;
  onChange: (next: DraftBlock) => void;
  onCommand: (command: EditorCommand, index: number) => void;
}) {
  const definition = blockTypeOf(inner);
  const typeTitle = definition?.title ?? inner.type;
  const caption = innerCaption(inner) || typeTitle;
  const texts = isSelected ? definition?.inPlace : undefined;
  const choose = () => {
    if (!isSelected) onChoose(index);
  };
  // Focused before the canvas was hydrated: the focus selected nothing then, so it selects now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the inner block is hydrated
  useEffect(() => {
    if (claimEarlyFocus(selectorId)) onChoose(index);
  }, []);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: sortId, disabled: !canEdit });
  return (
    <div
      ref={setNodeRef}
      className="fw-group-canvas__field"
      data-group-field={index}
      data-selected={isSelected ? "" : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition: transition ?? undefined }}
    >
      <button
        type="button"
        id={selectorId}
        className="fw-canvas__select fw-group-canvas__select"
        aria-current={isSelected ? "true" : undefined}
        onClick={choose}
        onFocus={choose}
      >
        <span className="fw-visually-hidden">
          {`Field ${index + 1} of ${count} in ${groupName}: ${caption},`}
        </span>{" "}
        <span>{typeTitle}</span>
      </button>
      {canEdit && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="fw-canvas__handle"
          aria-label={`Drag ${caption}`}
          {...attributes}
          {...listeners}
          // Only the selected inner block's handle is in the tab order, as on the canvas.
          tabIndex={isSelected ? 0 : -1}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      {texts && definition && (
        <InPlaceEditor
          block={inner}
          definition={definition}
          texts={texts}
          keys={keys}
          disabled={!canEdit}
          onChange={onChange}
        />
      )}
      {!texts?.options && (
        <div className="fw-canvas__preview" inert aria-hidden="true">
          <BlockPreview
            block={inner}
            fieldName={`canvas_${blockKey}_${index}`}
            withoutTexts={texts !== undefined}
          />
        </div>
      )}
      {isSelected && canEdit && (
        <InnerTools
          inner={inner}
          index={index}
          count={count}
          caption={caption}
          onChange={onChange}
          onCommand={onCommand}
        />
      )}
    </div>
  );
}

/**
 * The selected inner block's tools, for a pointer as for the keys: Required,
 * and move, copy and remove inside the group (what Alt+Arrow, Ctrl/Cmd+D and
 * Delete do).
 */
function InnerTools({
  inner,
  index,
  count,
  caption,
  onChange,
  onCommand,
}: {
  inner: DraftBlock;
  index: number;
  count: number;
  caption: string;
  onChange: (next: DraftBlock) => void;
  onCommand: (command: EditorCommand, index: number) => void;
}) {
  const requiredId = useId();
  const setRequired = (required: boolean) => {
    const { required: _old, ...rest } = inner;
    onChange(required ? { ...rest, required: true } : (rest as DraftBlock));
  };
  return (
    <fieldset className="fw-group-canvas__tools">
      <legend className="fw-visually-hidden">{`${caption}: field tools`}</legend>
      <span className="fw-group-canvas__required">
        <input
          id={requiredId}
          type="checkbox"
          checked={inner.required === true}
          onChange={(event) => setRequired(event.target.checked)}
        />
        <label htmlFor={requiredId}>Required</label>
      </span>
      {(
        [
          ["up", "Move up", index === 0],
          ["down", "Move down", index === count - 1],
          ["duplicate", "Duplicate", false],
          ["remove", "Remove", false],
        ] as const
      ).map(([command, words, isDisabled]) => (
        <button
          key={command}
          type="button"
          className="fw-button fw-button--secondary fw-button--small"
          disabled={isDisabled}
          onClick={() => onCommand(command, index)}
        >
          {words}
        </button>
      ))}
    </fieldset>
  );
}
