"use client";

import { Checkbox } from "@formwright/fields";
import { useEffect, useId, useRef } from "react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { isRecord, setOptional, textOf } from "../../editor/block-types/draft-values";
import type { DraftBlock } from "../../editor/draft-types";
import { useEditorAnnouncer } from "../../editor/editor-announcer";
import { moveItem } from "../../editor/editor-state";
import type { OwnSettingsValues } from "../field-editor";

/** The option values of a list of options (a non-option counts as `""`: the check names it). */
function valuesOf(options: unknown): string[] {
  return Array.isArray(options)
    ? options.map((option: unknown) => (isRecord(option) ? textOf(option.value) : ""))
    : [];
}

/** A list of strings, or none. */
function stringsOf(list: unknown): string[] {
  return Array.isArray(list)
    ? list.filter((item: unknown): item is string => typeof item === "string")
    : [];
}

/**
 * The right order of these option values, after `order`: the values it
 * lists that are still options, once each and as it lists them, then the
 * options it does not list (added since), as they are listed. An empty
 * `order` is the listed order.
 *
 * @example
 * settleOrder(["c", "gone", "a"], ["a", "b", "c"]); // ["c", "a", "b"]
 */
export function settleOrder(order: readonly string[], values: readonly string[]): string[] {
  const options = new Set(values);
  const kept = [...new Set(order)].filter((value) => options.has(value));
  const listed = new Set(kept);
  return [...kept, ...[...options].filter((value) => !listed.has(value))];
}

/** The inputs of a ranking's correct order: whether the order is scored, and the order. */
export function readCorrectOrder(block: DraftBlock): Record<string, unknown> {
  return {
    scoresOrder: Array.isArray(block.correctOrder),
    correctOrder: stringsOf(block.correctOrder),
  };
}

/**
 * Writes `correctOrder` (removed when "Score the order" is off: the right
 * order is then the listed one). An option value that followed its label in
 * this same edit (`next.options` against the inputs' `options`) is followed in
 * the order too, and the order always lists every option exactly once, as the
 * document check asks.
 */
export function writeCorrectOrder(values: OwnSettingsValues, next: DraftBlock): void {
  if (values.scoresOrder !== true) {
    setOptional(next, "correctOrder", undefined);
    return;
  }
  const typed = valuesOf(values.options);
  const written = valuesOf(next.options);
  const followed = new Map(typed.map((value, i) => [value, written[i] ?? value]));
  const order = stringsOf(values.correctOrder).map((value) => followed.get(value) ?? value);
  next.correctOrder = settleOrder(order, written);
}

/**
 * Keeps the order's values with the options' when one is renamed in place
 * (its value input, or the value following its label): the same position
 * before and after is the same option.
 */
function useOrderFollowsValues(optionValues: readonly string[]) {
  const { getValues, setValue } = useFormContext();
  const previous = useRef(optionValues);
  const joined = optionValues.join("\u0000");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `joined` stands for the values
  useEffect(() => {
    const before = previous.current;
    previous.current = optionValues;
    if (before.length !== optionValues.length) return;
    const renamed = new Map<string, string>();
    before.forEach((value, i) => {
      const now = optionValues[i];
      if (now !== undefined && now !== value) renamed.set(value, now);
    });
    if (renamed.size === 0) return;
    const order = stringsOf(getValues("correctOrder"));
    if (!order.some((value) => renamed.has(value))) return;
    setValue(
      "correctOrder",
      order.map((value) => renamed.get(value) ?? value),
      { shouldDirty: true },
    );
  }, [joined]);
}

/**
 * A ranking's "Correct order" (issue 32: a ranking in a quiz scores each
 * option ranked at its place): "Score the order" sets `correctOrder`, and
 * the options, listed in that order, move with "Move up" and "Move down"
 * (the focus follows the option; each move is said by the editor's live
 * announcer). Off, the right order is the order the options are listed in.
 */
export function CorrectOrderSettings() {
  const id = useId();
  const { setValue } = useFormContext();
  const announce = useEditorAnnouncer();
  const scores = useWatch({ name: "scoresOrder" }) === true;
  const options: unknown = useWatch({ name: "options" });
  const order: unknown = useWatch({ name: "correctOrder" });
  const { errors } = useFormState({ name: "correctOrder" });
  const error = (errors.correctOrder as { message?: string } | undefined)?.message;
  const optionValues = valuesOf(options);
  useOrderFollowsValues(optionValues);
  const shown = settleOrder(stringsOf(order), optionValues);
  const labels = new Map(
    (Array.isArray(options) ? options : []).map((option: unknown) =>
      isRecord(option) ? [textOf(option.value), textOf(option.label)] : ["", ""],
    ),
  );
  const captionOf = (value: string) => labels.get(value)?.trim() || value || "(no value)";
  const buttonId = (direction: "up" | "down", index: number) => `${id}-${direction}-${index}`;

  const move = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    const value = shown[index];
    if (value === undefined || to < 0 || to >= shown.length) return;
    setValue("correctOrder", moveItem(shown, index, to), { shouldDirty: true });
    announce(
      `Moved ${captionOf(value)} to position ${to + 1} of ${shown.length} in the correct order`,
    );
    // At an end the button pressed is disabled: the focus goes to the other one.
    const isEdge = to === 0 || to === shown.length - 1;
    const direction = isEdge ? (delta < 0 ? "down" : "up") : delta < 0 ? "up" : "down";
    requestAnimationFrame(() => document.getElementById(buttonId(direction, to))?.focus());
  };

  return (
    <fieldset
      className="fw-editor-group fw-options-editor"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>Correct order</legend>
      {error && (
        <p id={`${id}-error`} className="fw-field__error">
          <span className="fw-visually-hidden">Error:</span> {error}
        </p>
      )}
      <Checkbox
        name="scoresOrder"
        label="Score the order"
        description="A quiz scores each option ranked at its place in the order below; off, the right order is the order the options are listed in"
      />
      {scores && (
        <ol className="fw-options-editor__list" aria-label="Correct order, first to last">
          {shown.map((value, index) => (
            <li key={value} className="fw-options-editor__row">
              <span>{captionOf(value)}</span>
              <div className="fw-options-editor__actions">
                <button
                  type="button"
                  id={buttonId("up", index)}
                  // The visible words first (what speech input users say), then the option.
                  aria-label={`Move up: ${captionOf(value)}`}
                  className="fw-button fw-button--secondary fw-button--small"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  Move up
                </button>
                <button
                  type="button"
                  id={buttonId("down", index)}
                  aria-label={`Move down: ${captionOf(value)}`}
                  className="fw-button fw-button--secondary fw-button--small"
                  disabled={index === shown.length - 1}
                  onClick={() => move(index, 1)}
                >
                  Move down
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
