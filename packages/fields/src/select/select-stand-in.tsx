"use client";

import {
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
  type RefObject,
  useContext,
  useLayoutEffect,
  useRef,
} from "react";
import { flushSync } from "react-dom";
import { FieldContext } from "../field/field-context";
import { useFieldMessages } from "../messages/field-messages";
import type { FieldOption } from "../types";

/**
 * How the real select starts when the stand-in hands over: the text in the
 * stand-in's box (typed before hydration), whether it takes the focus, and
 * whether its menu opens (a click, or a key that opens it).
 */
export interface SelectStart {
  typed: string;
  focus: boolean;
  open: boolean;
  /** A key to replay on the real select (pressed on the stand-in before it handed over). */
  key?: string;
}

/** Props of {@link SelectStandIn}. */
export interface SelectStandInProps {
  id: string;
  name: string;
  selected: readonly FieldOption[];
  multi: boolean;
  searchable: boolean;
  disabled?: boolean;
  placeholder: string;
  isInvalid: boolean;
  errorId: string;
  /** react-hook-form's `field.ref`: focusing the stand-in hands over. */
  inputRef?: Ref<HTMLInputElement>;
  /** Mounts the real select, synchronously (its element replaces this one before the next event). */
  activate: (start: SelectStart) => void;
  /** Stores a value, for the clear and remove buttons. */
  change: (value: string | string[] | null) => void;
}

function joinIds(...ids: Array<string | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(" ");
  return joined === "" ? undefined : joined;
}

// react-select's own icons (its DropdownIndicator and CrossIcon), so the stand-in looks the same.
const CHEVRON =
  "M4.516 7.548c0.436-0.446 1.043-0.481 1.576 0l3.908 3.747 3.908-3.747c0.533-0.481 1.141-0.446 1.574 0 0.436 0.445 0.408 1.197 0 1.615-0.406 0.418-4.695 4.502-4.695 4.502-0.217 0.223-0.502 0.335-0.787 0.335s-0.57-0.112-0.789-0.335c0 0-4.287-4.084-4.695-4.502s-0.436-1.17 0-1.615z";
const CROSS =
  "M14.348 14.849c-0.469 0.469-1.229 0.469-1.697 0l-2.651-3.030-2.651 3.029c-0.469 0.469-1.229 0.469-1.697 0-0.469-0.469-0.469-1.229 0-1.697l2.758-3.15-2.759-3.152c-0.469-0.469-0.469-1.228 0-1.697s1.228-0.469 1.697 0l2.652 3.031 2.651-3.031c0.469-0.469 1.228-0.469 1.697 0s0.469 1.229 0 1.697l-2.758 3.152 2.758 3.15c0.469 0.469 0.469 1.229 0 1.698z";

function Icon({ path, size }: { path: string; size: number }) {
  return (
    <svg height={size} width={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

// Keys that do something on a closed react-select: they are replayed on it after the hand-over.
const REPLAYED = new Set([
  "ArrowDown",
  "ArrowUp",
  "PageDown",
  "PageUp",
  "Home",
  "End",
  " ",
  "Enter",
]);

/**
 * What a {@link Select} shows until it is first used: react-select's closed
 * control as plain elements (the same classes, so the same look and size; no
 * react-select, no emotion), with the same combobox (id, accessible name,
 * description, invalid state), the value or placeholder it would show, and
 * the hidden inputs it would post. Focusing it (Tab, a click, the label, the
 * error summary) mounts the real select in its place and moves the focus
 * into it, so the first key already reaches the real one; a click also opens
 * its menu, as a click on the real one does. Text typed into it before the
 * page's scripts ran is handed over too (see `useEarlyInput`).
 *
 * @example
 * <SelectStandIn id="field-fruit" name="fruit" selected={[]} multi={false} searchable
 *   placeholder="Select..." isInvalid={false} errorId="field-fruit-error"
 *   activate={(start) => setStart(start)} change={change} />
 */
export function SelectStandIn(props: SelectStandInProps) {
  const { id, name, selected, multi, searchable, disabled, placeholder, isInvalid, errorId } =
    props;
  const field = useContext(FieldContext);
  const { removeValue } = useFieldMessages();
  const input = useRef<HTMLInputElement | null>(null);
  const placeholderId = `react-select-${id}-placeholder`;
  const hasValue = selected.length > 0;
  // Hydrated while the respondent is in it, or after they typed into it: hand over at once.
  useHandOverEarly(input, props.activate);
  // From an event: the real select is mounted and focused before the event returns, so
  // the next key or the rest of the click reaches it.
  const activate = (start: SelectStart) => flushSync(() => props.activate(start));

  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    const target = event.target as Element;
    if (target.closest(".fw-select__multi-value__remove")) return; // its click removes
    if (target.closest(".fw-select__clear-indicator")) {
      props.change(multi ? [] : null);
      activate({ typed: "", focus: true, open: false });
      return;
    }
    activate({ typed: input.current?.value ?? "", focus: true, open: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Normally the focus already handed over; this is the stand-in focused without a focus event.
    if (!REPLAYED.has(event.key)) return;
    event.preventDefault();
    activate({ typed: event.currentTarget.value, focus: true, open: false, key: event.key });
  };
  const setInput = (node: HTMLInputElement | null) => {
    input.current = node;
    const ref = props.inputRef;
    if (typeof ref === "function") ref(node);
    else if (ref) ref.current = node;
  };

  const values = selected.map((option) => option.value);
  return (
    <div className="fw-select fw-select--stand-in" data-state="closed">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the combobox inside takes the keyboard; a click anywhere on the control opens it, as on react-select's */}
      <div
        className={`fw-select__control${disabled ? " fw-select__control--is-disabled" : ""}`}
        onMouseDown={onMouseDown}
      >
        <div
          className={[
            "fw-select__value-container",
            multi ? "fw-select__value-container--is-multi" : "",
            hasValue ? "fw-select__value-container--has-value" : "",
          ]
            .filter(Boolean)
            .join(" ")}
        >
          {!hasValue ? (
            <div className="fw-select__placeholder" id={placeholderId}>
              {placeholder}
            </div>
          ) : multi ? (
            selected.map((option) => (
              <div key={option.value} className="fw-select__multi-value">
                <div className="fw-select__multi-value__label">{option.label}</div>
                {/* biome-ignore lint/a11y/useKeyWithClickEvents: react-select's own remove button, whose keyboard way is Backspace in the combobox */}
                {/* biome-ignore lint/a11y/useFocusableInteractive: the same: not in the tab order on react-select either */}
                {/* biome-ignore lint/a11y/useSemanticElements: react-select's markup, kept so the hand-over changes nothing */}
                <div
                  role="button"
                  className="fw-select__multi-value__remove"
                  aria-label={removeValue(option.label)}
                  onClick={() => props.change(values.filter((value) => value !== option.value))}
                >
                  <Icon path={CROSS} size={14} />
                </div>
              </div>
            ))
          ) : (
            <div className="fw-select__single-value">{selected[0]?.label}</div>
          )}
          <div className="fw-select__input-container" data-value="">
            <input
              ref={setInput}
              className="fw-select__input"
              autoCapitalize="none"
              autoComplete="off"
              autoCorrect="off"
              id={id}
              spellCheck="false"
              tabIndex={0}
              type="text"
              aria-autocomplete="list"
              aria-expanded="false"
              aria-haspopup="true"
              role="combobox"
              aria-describedby={joinIds(field?.describedBy, hasValue ? undefined : placeholderId)}
              aria-invalid={isInvalid || undefined}
              aria-errormessage={isInvalid ? errorId : undefined}
              disabled={disabled}
              readOnly={!searchable || undefined}
              defaultValue=""
              onFocus={(event) =>
                activate({ typed: event.currentTarget.value, focus: true, open: false })
              }
              onKeyDown={onKeyDown}
            />
          </div>
        </div>
        <div className="fw-select__indicators">
          {hasValue && !disabled ? (
            <div className="fw-select__indicator fw-select__clear-indicator" aria-hidden="true">
              <Icon path={CROSS} size={20} />
            </div>
          ) : null}
          <span className="fw-select__indicator-separator" />
          <div className="fw-select__indicator fw-select__dropdown-indicator" aria-hidden="true">
            <Icon path={CHEVRON} size={20} />
          </div>
        </div>
      </div>
      {disabled ? null : multi ? (
        <div>
          {values.length > 0 ? (
            values.map((value) => <input key={value} type="hidden" name={name} value={value} />)
          ) : (
            <input type="hidden" name={name} value="" />
          )}
        </div>
      ) : (
        <input type="hidden" name={name} value={values[0] ?? ""} />
      )}
    </div>
  );
}

/**
 * At hydration: if the respondent is already in the stand-in's box, or typed
 * into it before the scripts ran, the real select takes over now (with the
 * text, and the focus if it had it), before the first paint.
 */
function useHandOverEarly(
  input: RefObject<HTMLInputElement | null>,
  activate: (start: SelectStart) => void,
) {
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    const focused = element.ownerDocument.activeElement === element;
    if (focused || element.value !== "") {
      activate({ typed: element.value, focus: focused, open: false });
    }
  }, [input, activate]);
}
