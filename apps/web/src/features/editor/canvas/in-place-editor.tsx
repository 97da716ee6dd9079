"use client";

import { type KeyboardEvent, memo, useCallback, useEffect, useMemo, useRef } from "react";
import type { BlockTypeDefinition, InPlaceTexts } from "../block-types/block-type-definition";
import type { OptionValues } from "../block-types/field-settings-values";
import type { KeyContext } from "../block-types/follow-labels";
import { newOption } from "../block-types/options-editor";
import type { DraftBlock } from "../draft-types";

/** Props of {@link InPlaceEditor}. */
export interface InPlaceEditorProps {
  block: DraftBlock;
  definition: BlockTypeDefinition;
  texts: InPlaceTexts;
  /** Lets the name and option values follow their labels, as in the settings panel. */
  keys?: KeyContext;
  disabled?: boolean;
  /** The block after an edit (the editor's `updateBlock`). */
  onChange: (block: DraftBlock) => void;
}

const textValue = (value: unknown) => (typeof value === "string" ? value : "");

function optionsOf(value: unknown): OptionValues[] {
  return Array.isArray(value) ? (value as OptionValues[]) : [];
}

/**
 * The selected block's texts as text boxes where they appear on the canvas
 * (looking like the text): "Label", "Help text" and "Option 1", "Option 2",
 * …, or a content block's "Text", as its type names them ({@link InPlaceTexts}). Every edit goes through
 * the type's own `toValues`/`fromValues`, as the settings panel's do, so a
 * field's name and an option's value follow their labels the same way.
 * Enter in the last option adds one ("Option 3") and puts the focus in it.
 */
export function InPlaceEditor({
  block,
  definition,
  texts,
  keys,
  disabled = false,
  onChange,
}: InPlaceEditorProps) {
  const values = useMemo(() => definition.toValues(block), [definition, block]);
  const optionList = useRef<HTMLOListElement>(null);
  const focusOption = useRef<number | null>(null);
  const write = (name: string, value: unknown) =>
    onChange(definition.fromValues({ ...values, [name]: value }, block, keys));
  // The boxes take one callback that stays the same: typing in one redraws it alone.
  const latestWrite = useRef(write);
  latestWrite.current = write;
  const writeText = useCallback(
    (name: string, value: string) => latestWrite.current(name, value),
    [],
  );
  const options = texts.options ? optionsOf(values[texts.options]) : [];

  useEffect(() => {
    const index = focusOption.current;
    if (index === null) return;
    focusOption.current = null;
    const input = optionList.current?.querySelectorAll("input")[index];
    input?.focus();
    input?.select();
  });

  const setOption = (index: number, label: string) => {
    if (!texts.options) return;
    write(
      texts.options,
      options.map((option, i) => (i === index ? { ...option, label } : option)),
    );
  };
  const onOptionKey = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== "Enter" || !texts.options) return;
    event.preventDefault();
    if (index < options.length - 1) {
      optionList.current?.querySelectorAll("input")[index + 1]?.focus();
      return;
    }
    focusOption.current = options.length;
    write(texts.options, [...options, newOption(options)]);
  };

  const text = texts.text;
  const textProps = text && {
    className: `fw-canvas__edit fw-canvas__edit--text ${text.className ?? ""}`.trim(),
    "aria-label": "Text",
    value: textValue(values[text.input]),
    disabled,
    onChange: (event: { target: { value: string } }) => write(text.input, event.target.value),
  };

  return (
    <div className="fw-canvas__in-place">
      {textProps &&
        (text.multiline ? (
          <textarea rows={Math.max(2, textProps.value.split("\n").length)} {...textProps} />
        ) : (
          <input type="text" {...textProps} />
        ))}
      {texts.label && (
        <TextBox
          name={texts.label}
          className="fw-canvas__edit fw-canvas__edit--label"
          label="Label"
          value={textValue(values[texts.label])}
          disabled={disabled}
          onText={writeText}
        />
      )}
      {texts.helpText && (
        <TextBox
          name={texts.helpText}
          className="fw-canvas__edit fw-canvas__edit--help"
          label="Help text"
          placeholder="Help text (optional)"
          value={textValue(values[texts.helpText])}
          disabled={disabled}
          onText={writeText}
        />
      )}
      {texts.options && (
        <ol ref={optionList} className="fw-canvas__options">
          {options.map((option, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are edited by position, as in the settings panel
            <li key={index} className="fw-canvas__option">
              <input
                type="text"
                className="fw-canvas__edit fw-canvas__edit--option"
                aria-label={`Option ${index + 1}`}
                value={textValue(option.label)}
                disabled={disabled}
                onChange={(event) => setOption(index, event.target.value)}
                onKeyDown={(event) => onOptionKey(event, index)}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * One of the in-place text boxes, drawn again only when its own value (or
 * state) changes: a keystroke in the label leaves the help text's box alone
 * (issue 31 §7: React sets every drawn input's name, type and value again).
 */
const TextBox = memo(function TextBox({
  name,
  className,
  label,
  placeholder,
  value,
  disabled,
  onText,
}: {
  /** The value it edits (of the type's `toValues`). */
  name: string;
  className: string;
  label: string;
  placeholder?: string;
  value: string;
  disabled: boolean;
  onText: (name: string, value: string) => void;
}) {
  return (
    <input
      type="text"
      className={className}
      aria-label={label}
      placeholder={placeholder}
      value={value}
      disabled={disabled}
      onChange={(event) => onText(name, event.target.value)}
    />
  );
});
