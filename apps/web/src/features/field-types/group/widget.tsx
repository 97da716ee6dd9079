"use client";

import { blockVisibility, hasConditions } from "@formwright/core";
import {
  emptyGroupItem,
  GROUP_REMOVE_ITEM_KEY,
  type GroupBlock,
  type GroupInnerBlock,
  groupInnerErrors,
  groupInnerName,
  groupItemLabel,
} from "@formwright/core/field-types/group";
import { fieldId, useFieldMessages, useWidgetTexts } from "@formwright/fields";
import { memo, type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { get, useFormContext, useFormState, useWatch } from "react-hook-form";
import { ADD_ITEM_INPUT } from "../../../lib/native-post/add-item";
import { useHydrated } from "../../../lib/use-hydrated";
import { FieldBlockView } from "../field-block-view";
import type { CommonWidgetProps } from "../field-widget";

// Items one under another, their buttons after their fields.
const ITEM_STYLE = { margin: "0 0 1rem", padding: "0.75rem 1rem", minWidth: 0 };
const BUTTON_STYLE = { marginTop: "0.5rem" };

/** An item label as it reads inside a sentence: lower-cased, but for German nouns. */
function inSentence(item: string, language: string): string {
  return language === "de" ? item : item.toLocaleLowerCase(language);
}

/** The inner fields of one item (or of a group without `repeat`), each shown as its conditions say. */
const ItemFields = memo(function ItemFields({
  block,
  index,
}: {
  block: GroupBlock;
  index: number | null;
}) {
  const withConditions = useMemo(() => hasConditions(block.blocks), [block.blocks]);
  const itemName = index === null ? block.name : `${block.name}.${index}`;
  // Conditions inside an item read that item's answers only.
  const item = useWatch({ name: itemName, disabled: !withConditions }) as unknown;
  const shown = withConditions
    ? blockVisibility(
        block.blocks,
        typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {},
      ).shown
    : null;
  return (
    <>
      {block.blocks.map((inner, i) =>
        shown && !shown[i] ? null : (
          <FieldBlockView
            key={inner.name}
            block={
              { ...inner, name: groupInnerName(block.name, index, inner.name) } as GroupInnerBlock
            }
          />
        ),
      )}
    </>
  );
});

/**
 * The group's own message (too few or too many items). A message of an item
 * (the form's validator gives the group the first) is put at the inner
 * fields instead, every item's, each naming its item, where the field shows
 * it and the error summary links to it.
 */
function useGroupError(block: GroupBlock): string | undefined {
  const { name } = block;
  const { clearErrors, getValues, setError } = useFormContext();
  const { errors } = useFormState({ name });
  const error = get(errors, name) as { message?: unknown } | undefined;
  const message = typeof error?.message === "string" && error.message !== "" ? error.message : "";
  useEffect(() => {
    if (!message) return;
    const inner = groupInnerErrors(block, getValues(name));
    if (inner.length === 0) return;
    clearErrors(name);
    for (const item of inner) {
      setError(`${name}.${item.name}`, { type: "validate", message: item.message });
    }
  }, [error, message, block, name, clearErrors, getValues, setError]);
  return message || undefined;
}

function focusFirstControl(item: HTMLElement | null | undefined): void {
  if (!item) return;
  const control = item.querySelector<HTMLElement>(
    "input:not([type=hidden]), select, textarea, [tabindex='0']",
  );
  (control ?? item).focus();
}

/**
 * The public form's group: a fieldset (its legend the group's label) of the
 * inner fields. With `repeat`, a fieldset per item (legend "Attendee 2"), a
 * "Remove attendee 2" button on each while there are more than `min`, and an
 * "Add another attendee" button while there are fewer than `max`. Adding
 * moves focus to the new item's first field, removing to the add button;
 * both are announced. Inner inputs are named `attendees.1.email`, so the
 * form's state holds the array of items the validator reads. Loaded on its
 * own (see field-types/list.ts): a form without a group downloads none of it.
 *
 * @example
 * <GroupWidget block={block} common={common} />
 */
export function GroupWidget({ block, common }: { block: GroupBlock; common: CommonWidgetProps }) {
  const error = useGroupError(block);
  const errorId = `${fieldId(common.name)}-error`;
  const { errorPrefix } = useFieldMessages();
  return (
    <fieldset
      className="fw-field fw-group"
      aria-describedby={error ? errorId : undefined}
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
    >
      <legend className={common.hiddenLabel ? "fw-visually-hidden" : "fw-field__label"}>
        {common.label}
      </legend>
      {common.description ? <p className="fw-field__description">{common.description}</p> : null}
      {error ? (
        <p id={errorId} className="fw-field__error">
          <span className="fw-visually-hidden">{errorPrefix} </span>
          {error}
        </p>
      ) : null}
      {block.repeat ? (
        <RepeatedItems block={block} repeat={block.repeat} />
      ) : (
        <ItemFields block={block} index={null} />
      )}
    </fieldset>
  );
}

function RepeatedItems({
  block,
  repeat,
}: {
  block: GroupBlock;
  repeat: NonNullable<GroupBlock["repeat"]>;
}) {
  const texts = useWidgetTexts();
  const { language = "en" } = useFieldMessages();
  const { getValues, setValue } = useFormContext();
  // The item count only: typing in an item re-renders that field, not the group.
  const count = useWatch({
    name: block.name,
    compute: (items: unknown) => (Array.isArray(items) ? items.length : 0),
  }) as number;
  // Without scripts (or before they run) "Add another" posts the page back with one more item;
  // Remove is then a box to tick, the item going with the next post (a submit button would be
  // pressed by Enter in a field: a form's first submit button).
  const isHydrated = useHydrated();
  const [announcement, setAnnouncement] = useState("");
  const items = useRef<(HTMLFieldSetElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<"new" | "add" | null>(null);
  const item = groupItemLabel(block);
  const itemInSentence = inSentence(item, language);

  useEffect(() => {
    const focus = pendingFocus.current;
    pendingFocus.current = null;
    if (focus === "new") focusFirstControl(items.current[count - 1]);
    else if (focus === "add") addButton.current?.focus();
  });

  const current = () => {
    const value = getValues(block.name) as unknown;
    return Array.isArray(value) ? value : [];
  };
  // Items are keyed by position: every answer lives in the form's state, so after a removal
  // each later item's fields read the answers that moved up to their place.
  const add = () => {
    setValue(block.name, [...current(), emptyGroupItem(block)], { shouldDirty: true });
    pendingFocus.current = "new";
    setAnnouncement(texts.groupAdded({ item, n: count + 1 }));
  };
  const removeAt = (index: number) => {
    setValue(
      block.name,
      current().filter((_, i) => i !== index),
      { shouldDirty: true },
    );
    pendingFocus.current = "add";
    setAnnouncement(texts.groupRemoved({ item, n: index + 1 }));
  };
  const positions = Array.from({ length: count }, (_, index) => index);

  return (
    <>
      {positions.map((index) => (
        <fieldset
          key={index}
          ref={(element) => {
            items.current[index] = element;
          }}
          className="fw-group__item"
          tabIndex={-1}
          style={ITEM_STYLE}
        >
          <legend className="fw-group__legend">{texts.groupItem({ item, n: index + 1 })}</legend>
          <ItemFields block={block} index={index} />
          {count > repeat.min ? (
            isHydrated ? (
              <button
                type="button"
                className="fw-button fw-button--secondary fw-group__remove"
                style={BUTTON_STYLE}
                onClick={() => removeAt(index)}
              >
                {texts.groupRemove({ item: itemInSentence, n: index + 1 })}
              </button>
            ) : (
              <NoScriptRemove
                name={groupInnerName(block.name, index, GROUP_REMOVE_ITEM_KEY)}
                label={texts.groupRemove({ item: itemInSentence, n: index + 1 })}
              />
            )
          ) : null}
        </fieldset>
      ))}
      {count < repeat.max ? (
        <AddButton
          buttonRef={addButton}
          id={fieldId(block.name)}
          name={block.name}
          isHydrated={isHydrated}
          label={texts.groupAdd({ item: itemInSentence })}
          onClick={add}
        />
      ) : null}
      <p role="status" className="fw-visually-hidden">
        {announcement}
      </p>
    </>
  );
}

/**
 * "Remove attendee 2" on a page without scripts: a box to tick, named
 * `attendees.1.$remove`; the item goes with the page's next post ("Add
 * another" or the submit), Enter in a field never removes one.
 */
function NoScriptRemove({ name, label }: { name: string; label: string }) {
  const id = fieldId(name);
  return (
    <div className="fw-group__remove" style={BUTTON_STYLE}>
      <input id={id} type="checkbox" name={name} value="on" /> <label htmlFor={id}>{label}</label>
    </div>
  );
}

function AddButton({
  buttonRef,
  id,
  name,
  isHydrated,
  label,
  onClick,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  id: string;
  name: string;
  isHydrated: boolean;
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      ref={buttonRef}
      id={id}
      // Without scripts: a submit that asks the server for one more item (no answer is checked).
      type={isHydrated ? "button" : "submit"}
      name={isHydrated ? undefined : ADD_ITEM_INPUT}
      value={isHydrated ? undefined : name}
      formNoValidate={isHydrated ? undefined : true}
      className="fw-button fw-button--secondary fw-group__add"
      onClick={onClick}
    >
      {label}
    </button>
  );
}
