"use client";

import { isCompleteRanking } from "@formwright/core/field-types/ranking";
import { type PointerEvent, useRef, useState } from "react";
import { Field } from "../field/field";
import { frameProps } from "../field/frame-props";
import { useFieldController } from "../field/use-field-controller";
import { englishFieldMessages, useFieldMessages } from "../messages/field-messages";
import type { FieldBaseProps, FieldOption } from "../types";
import { moveItem } from "./move-item";

/**
 * Props of {@link Ranking}.
 *
 * @example
 * const props: RankingProps = { name: "fruit", label: "Fruit", options };
 */
export interface RankingProps extends FieldBaseProps<string[] | null> {
  options: readonly FieldOption[];
}

/** The announcement after a move, e.g. "Apples moved to position 2 of 4". */
export function movedMessage(label: string, position: number, count: number): string {
  return englishFieldMessages.moved(label, position, count);
}

/**
 * Puts every option in order. Each item has a drag handle (mouse, pen and
 * touch, by pointer events) and "Move up" / "Move down" buttons for keyboards
 * and screen readers; every move is announced in a live region ("Apples moved
 * to position 2 of 4"). Stores every option value in the chosen order, `null`
 * while the respondent has not ranked: the first move ranks, and so does
 * "Keep this order" for someone happy with the order shown (so `required`
 * means the respondent ranked, not that the default order was sent
 * unseen). Once ranked, hidden inputs `<name>[<option>]` post each option's
 * position.
 *
 * @example
 * <Ranking name="fruit" label="Rank these fruit" required
 *   options={[{ label: "Apples", value: "apples" }, { label: "Pears", value: "pears" }]} />
 */
export function Ranking(props: RankingProps) {
  const { options } = props;
  const { field, id, error, change, describedBy } = useFieldController<string[] | null>({
    ...props,
    kind: "choices",
    emptyValue: null,
  });
  const text = useFieldMessages();
  const [announcement, setAnnouncement] = useState("");
  const dragOrder = useRef<string[] | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const ranked = isCompleteRanking({ options }, field.value);
  const order: string[] = ranked
    ? (field.value as string[])
    : options.map((option) => option.value);
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  const count = order.length;

  const move = (from: number, to: number, focus?: "up" | "down") => {
    if (to < 0 || to >= count) return;
    const next = moveItem(order, from, to);
    change(next);
    setAnnouncement(text.moved(labelOf(order[from] as string), to + 1, count));
    if (focus) {
      // Keep focus on the moved item's button; at an edge, its other button.
      const edge = (focus === "up" && to === 0) || (focus === "down" && to === count - 1);
      const which = edge ? (focus === "up" ? "down" : "up") : focus;
      requestAnimationFrame(() =>
        document.getElementById(`${id}-${which}-${to}`)?.focus({ preventScroll: false }),
      );
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLSpanElement>, value: string) => {
    if (field.disabled || (event.pointerType === "mouse" && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragOrder.current = order;
    setDragging(value);
  };
  const onPointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    if (dragging === null || !listRef.current) return;
    const items = Array.from(listRef.current.children) as HTMLElement[];
    let target = items.length - 1;
    for (let i = 0; i < items.length; i++) {
      const box = (items[i] as HTMLElement).getBoundingClientRect();
      if (event.clientY < box.top + box.height / 2) {
        target = i;
        break;
      }
    }
    // The order as this drag left it: a move and the release can both arrive before
    // React renders again, and then `order` is still the one before the move.
    const current = dragOrder.current ?? order;
    const from = current.indexOf(dragging);
    if (from !== target) {
      dragOrder.current = moveItem(current, from, target);
      change(dragOrder.current);
    }
  };
  const onPointerEnd = () => {
    if (dragging === null) return;
    const current = dragOrder.current ?? order;
    dragOrder.current = null;
    const position = current.indexOf(dragging) + 1;
    setAnnouncement(movedMessage(labelOf(dragging), position, count));
    // A drag that put the item back where it was still ranks.
    if (!ranked) change(current);
    setDragging(null);
    field.onBlur();
  };

  return (
    <Field {...frameProps(props)} error={error} variant="group">
      <ol
        ref={(node) => {
          listRef.current = node;
          field.ref(node);
        }}
        // The field's id, so an error summary link lands on the list.
        id={id}
        tabIndex={-1}
        className="fw-ranking"
        aria-describedby={describedBy}
        data-ranked={ranked ? "" : undefined}
      >
        {order.map((value, index) => {
          const label = labelOf(value);
          return (
            <li
              key={value}
              className="fw-ranking__item"
              data-value={value}
              data-dragging={dragging === value ? "" : undefined}
            >
              <span
                className="fw-ranking__handle"
                aria-hidden="true"
                data-testid={`drag-${value}`}
                onPointerDown={(event) => onPointerDown(event, value)}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerEnd}
                onPointerCancel={onPointerEnd}
              >
                ⠿
              </span>
              <span className="fw-ranking__position" aria-hidden="true">
                {index + 1}.
              </span>
              <span className="fw-ranking__label">{label}</span>
              <button
                id={`${id}-up-${index}`}
                type="button"
                className="fw-ranking__move"
                aria-label={text.moveUp(label)}
                disabled={field.disabled || index === 0}
                onClick={() => move(index, index - 1, "up")}
              >
                ↑
              </button>
              <button
                id={`${id}-down-${index}`}
                type="button"
                className="fw-ranking__move"
                aria-label={text.moveDown(label)}
                disabled={field.disabled || index === count - 1}
                onClick={() => move(index, index + 1, "down")}
              >
                ↓
              </button>
              {ranked ? (
                <input type="hidden" name={`${field.name}[${value}]`} value={index + 1} />
              ) : null}
            </li>
          );
        })}
      </ol>
      {ranked ? null : (
        <button
          type="button"
          className="fw-ranking__keep"
          disabled={field.disabled}
          onClick={() => {
            change(order);
            setAnnouncement(text.orderKept);
          }}
        >
          Keep this order
        </button>
      )}
      <p className="fw-visually-hidden" aria-live="polite" data-testid="ranking-status">
        {announcement}
      </p>
    </Field>
  );
}
