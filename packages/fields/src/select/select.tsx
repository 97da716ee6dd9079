"use client";

import {
  CREATE_OPTION_POSITION,
  type CreateOptionPosition,
  SELECT_PAGE_SIZE,
} from "@formwright/core";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { OnChangeValue, Options, SelectInstance } from "react-select";
import { Field } from "../field/field";
import { frameProps } from "../field/frame-props";
import { type FieldControllerReturn, useFieldController } from "../field/use-field-controller";
import { useFieldMessages } from "../messages/field-messages";
import type { FieldBaseProps, FieldOption } from "../types";
import { addCreatedOption, withCreatedOptions } from "../utils/add-created-option";
import { findSelectedOptions, unknownSelectedOptions } from "../utils/find-selected-options";
import { findTypedOption } from "../utils/find-typed-option";
import { isValidNewOption } from "../utils/is-valid-new-option";
import { createMenuWindow, MenuWindowContext, SELECT_VIRTUAL_THRESHOLD } from "./menu-window";
import { createOptionIndex } from "./option-index";
import { type SelectComponents, selectComponents } from "./select-components";
import { SelectMenuList } from "./select-menu-list";
import { type SelectSettings, SelectSettingsContext, useSelectSettings } from "./select-settings";
import { SelectStandIn, type SelectStart } from "./select-stand-in";
import { ServerStyleScope } from "./server-style-scope";
import { WindowedCreatableSelect, WindowedSelect } from "./windowed-select";

/**
 * What a select stores: one value (`null` when cleared), or an array of values in multi mode.
 *
 * @example
 * const single: SelectValue = "fr";
 * const multi: SelectValue = ["fr", "de"];
 */
export type SelectValue = string | string[] | null;

/**
 * Props of {@link Select}.
 *
 * @example
 * const props: SelectProps = { name: "country", label: "Country", options: [{ label: "France", value: "fr" }] };
 */
export interface SelectProps extends FieldBaseProps<SelectValue> {
  options: readonly FieldOption[];
  /** Several values, stored as an array of strings. */
  multi?: boolean;
  /** Typing filters the options (default `true`). */
  searchable?: boolean;
  /** The respondent may add an option of their own. */
  creatable?: boolean;
  /** Where a created option (and the create action) goes: `"last"` (default) or `"first"`. */
  createPosition?: CreateOptionPosition;
  /** How many options PageUp / PageDown move (default 5). */
  pageSize?: number;
  /**
   * Whether typed text may become an option, besides being new (not blank, no
   * option's label or value): e.g. only a valid code. Default: any new text.
   */
  canCreate?: (input: string) => boolean;
  /** Caption of the create action; default `Create "{input}"`. */
  formatCreateLabel?: (input: string) => string;
  /** react-select parts replacing Formwright's, merged over {@link selectComponents}. */
  components?: SelectComponents;
  /**
   * Shows a stand-in until the select is first used (default `true`): react-select's
   * closed control as plain elements, which hands over to react-select on focus or click
   * (see {@link SelectStandIn}). `false` renders react-select at once, on the server too.
   */
  deferred?: boolean;
}

/** How a select that is not deferred starts: as it was rendered. */
const AT_ONCE: SelectStart = { typed: "", focus: false, open: false };

function toStored(next: OnChangeValue<FieldOption, boolean>, isMulti: boolean): SelectValue {
  if (isMulti) return Array.isArray(next) ? next.map((option: FieldOption) => option.value) : [];
  return next && !Array.isArray(next) ? (next as FieldOption).value : null;
}

/**
 * A select on react-select: single or multi, searchable, optionally creatable.
 * It stores plain values (a string, `null` when cleared, or an array of
 * strings with `multi`), never option objects, and carries `name` on hidden
 * inputs so a native form post sees the value. The menu is at most 300 px
 * tall; near the bottom of the viewport it shrinks to the space left, never
 * below 140 px, and flips above the control when even that does not fit.
 * PageUp / PageDown move by 5 options; a touch that moves more than 5 px on
 * the menu is a drag and picks nothing.
 *
 * @example
 * <Select name="topics" label="Topics" multi creatable required
 *   options={[{ label: "Sales", value: "sales" }, { label: "Support", value: "support" }]} />
 */
export function Select(props: SelectProps) {
  const { options, multi = false, searchable = true } = props;
  const controller = useFieldController<SelectValue>({
    ...props,
    kind: multi ? "choices" : "choice",
    emptyValue: multi ? [] : null,
  });
  const { field, id, errorId, isInvalid, error, change } = controller;
  // Until it is first used, a select is a stand-in (react-select's closed control as plain
  // elements): a form with many selects hydrates without mounting react-select for each.
  const [start, setStart] = useState<SelectStart | null>(props.deferred === false ? AT_ONCE : null);
  const activate = useCallback((next: SelectStart) => setStart((s) => s ?? next), []);
  const fieldMessages = useFieldMessages();
  return (
    <Field {...frameProps(props)} error={error}>
      {start ? (
        <ReactSelectField {...props} controller={controller} start={start} />
      ) : (
        <SelectStandIn
          id={id}
          name={field.name}
          selected={shownOptions({ value: field.value, options, multi })}
          multi={multi}
          searchable={searchable}
          disabled={field.disabled}
          placeholder={props.placeholder ?? fieldMessages.selectPlaceholder}
          isInvalid={isInvalid}
          errorId={errorId}
          inputRef={field.ref}
          activate={activate}
          change={change}
        />
      )}
    </Field>
  );
}

/** The options a select shows as chosen (a stored value no option offers shows as itself). */
function shownOptions({
  value,
  options,
  multi,
}: {
  value: unknown;
  options: readonly FieldOption[];
  multi: boolean;
}): FieldOption[] {
  const selected = findSelectedOptions({ value, options, isMulti: multi });
  return Array.isArray(selected) ? selected : selected ? [selected] : [];
}

/** The real select, on react-select: mounted by the stand-in's hand-over, started as it says. */
function ReactSelectField(
  props: SelectProps & { controller: FieldControllerReturn; start: SelectStart },
) {
  const {
    options,
    multi = false,
    searchable = true,
    creatable = false,
    createPosition = CREATE_OPTION_POSITION,
    pageSize = SELECT_PAGE_SIZE,
    canCreate,
    components: customComponents,
    controller,
    start,
  } = props;
  const { id, errorId, isInvalid, change } = controller;
  const field = controller.field as FieldControllerReturn["field"] & { value: SelectValue };
  const [created, setCreated] = useState<FieldOption[]>([]);
  const inherited = useSelectSettings();
  const settings = useMemo<SelectSettings>(
    () => ({ ...inherited, isSearchable: searchable }),
    [inherited, searchable],
  );

  // Lists are built once per change of the options, the created ones or the value, never
  // per keystroke: with thousands of options every copy and scan shows in the typing.
  const known = useMemo(
    () =>
      created.length === 0
        ? options
        : withCreatedOptions({ options, created, position: createPosition }),
    [options, created, createPosition],
  );
  // A stored value no option offers (prefilled, or restored by a reset) is still a choice to show.
  const allOptions = useMemo(() => {
    if (!creatable) return known;
    const unknown = unknownSelectedOptions({ value: field.value, options: known });
    return unknown.length === 0
      ? known
      : withCreatedOptions({ options: known, created: unknown, position: createPosition });
  }, [creatable, known, field.value, createPosition]);
  const index = useMemo(() => createOptionIndex(allOptions), [allOptions]);
  const selected = useMemo(
    () => findSelectedOptions({ value: field.value, options: allOptions, isMulti: multi }),
    [field.value, allOptions, multi],
  );
  // The typed text is held here so the options are filtered once per keystroke, from an
  // index, with react-select's own matching rule; react-select then filters nothing.
  const [inputValue, setInputValue] = useState("");
  const shown = useMemo(() => index.filter(inputValue), [index, inputValue]);
  // A long list gets its search texts while the browser is idle, not on the first keystroke.
  useEffect(() => {
    if (allOptions.length <= SELECT_VIRTUAL_THRESHOLD) return;
    const prepare = () => index.prepare({ withLabelsAndValues: creatable });
    if (typeof requestIdleCallback !== "function") {
      prepare();
      return;
    }
    const handle = requestIdleCallback(prepare);
    return () => cancelIdleCallback(handle);
  }, [index, allOptions, creatable]);
  const parts = useMemo(() => ({ ...selectComponents, ...customComponents }), [customComponents]);
  // A long menu renders only the rows in view, when the menu list is ours (it places them).
  const [menuWindow] = useState(createMenuWindow);
  const windowing = parts.MenuList === SelectMenuList ? menuWindow : null;

  const fieldMessages = useFieldMessages();
  const formatCreateLabel = props.formatCreateLabel ?? fieldMessages.createLabel;
  const placeholder = props.placeholder ?? fieldMessages.selectPlaceholder;
  const createLabel = useCallback(
    (input: string) => formatCreateLabel(input.trim()),
    [formatCreateLabel],
  );
  // Checked against every option (react-select passes only the filtered ones it was given).
  const isNewOption = useCallback(
    (input: string, value: Options<FieldOption>) =>
      isValidNewOption({ input, options: value }) &&
      !index.hasLabelOrValue(input) &&
      (canCreate?.(input.trim()) ?? true),
    [index, canCreate],
  );

  // The hand-over: text typed into the stand-in before hydration (when no menu could open):
  // the name of an option chooses it; anything else stays as the search text, never dropped.
  // Then the focus, the menu, and a key pressed on the stand-in, as the stand-in says.
  const selectRef = useRef<SelectInstance<FieldOption, boolean> | null>(null);
  const setSelect = useCallback(
    (select: SelectInstance<FieldOption, boolean> | null) => {
      selectRef.current = select;
      const ref = field.ref as unknown;
      if (typeof ref === "function") ref(select);
    },
    [field.ref],
  );
  const begin = useRef(start);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the select mounts
  useLayoutEffect(() => {
    const select = selectRef.current;
    if (!select) return;
    // Not deferred, react-select's own box was rendered on the server: what it holds and
    // whether it has the focus at hydration count as the stand-in's would.
    const input = select.inputRef;
    const { open, key } = begin.current;
    const typed = begin.current.typed || input?.value || "";
    const focus = begin.current.focus || (input !== null && document.activeElement === input);
    let isSearching = false;
    if (typed.trim() !== "") {
      const option = findTypedOption({ options: allOptions, typed });
      if (!option) {
        setInputValue(typed);
        isSearching = true;
      } else {
        const current = Array.isArray(field.value) ? (field.value as string[]) : [];
        if (!multi) change(option.value);
        else if (!current.includes(option.value)) change([...current, option.value]);
      }
    }
    if (!focus) return;
    if (document.activeElement !== input) select.focus();
    if (open || isSearching) select.openMenu("first");
    else if (key) {
      select.inputRef?.dispatchEvent(
        new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }),
      );
    }
  }, []);

  const shared = {
    ref: setSelect,
    inputId: id,
    instanceId: id,
    name: field.name,
    options: shown,
    value: selected,
    inputValue,
    onInputChange: (next: string) => setInputValue(next),
    filterOption: null,
    isMulti: multi,
    // Always searchable for react-select: its non-searchable input cannot carry our
    // aria-describedby. The Input part is read-only when `searchable` is false.
    isSearchable: true,
    isClearable: true,
    isDisabled: field.disabled,
    placeholder,
    pageSize,
    maxMenuHeight: settings.maxMenuHeight,
    minMenuHeight: settings.minMenuHeight,
    // Fixed: react-select then measures the space left in the viewport (not in the
    // page) and shrinks the menu to it, flipping above when less than the minimum fits.
    menuPosition: "fixed" as const,
    menuPlacement: "bottom" as const,
    closeMenuOnSelect: !multi,
    // Tab leaves the field without picking the focused option: only Enter, Space or a
    // click choose. (In a multi select that stays open, Tab would add option after option.)
    tabSelectsValue: false,
    unstyled: true,
    className: "fw-select",
    classNamePrefix: "fw-select",
    components: parts,
    onChange: (next: OnChangeValue<FieldOption, boolean>) => change(toStored(next, multi)),
    onBlur: field.onBlur,
    "aria-invalid": isInvalid || undefined,
    "aria-errormessage": isInvalid ? errorId : undefined,
  };

  const create = (input: string) => {
    const text = input.trim();
    const option = { label: text, value: text };
    setCreated((previous) =>
      addCreatedOption({ created: previous, option, position: createPosition }),
    );
    const current = Array.isArray(field.value) ? (field.value as string[]) : [];
    change(multi ? [...current, text] : text);
  };

  return (
    <SelectSettingsContext.Provider value={settings}>
      <MenuWindowContext.Provider value={windowing}>
        <ServerStyleScope>
          {creatable ? (
            <WindowedCreatableSelect
              {...shared}
              createOptionPosition={createPosition}
              formatCreateLabel={createLabel}
              isValidNewOption={isNewOption}
              onCreateOption={create}
            />
          ) : (
            <WindowedSelect {...shared} />
          )}
        </ServerStyleScope>
      </MenuWindowContext.Provider>
    </SelectSettingsContext.Provider>
  );
}
