import type { GroupBase, Options } from "react-select";
import type { Props as BaseSelectProps } from "react-select/base";
import type { FieldOption } from "../types";

type Group = GroupBase<FieldOption>;
type Props = BaseSelectProps<FieldOption, boolean, Group>;

/** An option as react-select's menu renders it. */
export interface CategorizedOption {
  type: "option";
  data: FieldOption;
  isDisabled: boolean;
  isSelected: boolean;
  label: string;
  value: string;
  index: number;
}

/** A group of options as react-select's menu renders it. */
export interface CategorizedGroup {
  type: "group";
  data: Group;
  options: readonly CategorizedOption[];
  index: number;
}

/** A row of react-select's menu. */
export type CategorizedRow = CategorizedGroup | CategorizedOption;

function isSelected(props: Props, option: FieldOption, selectValue: Options<FieldOption>): boolean {
  if (selectValue.indexOf(option) > -1) return true;
  if (typeof props.isOptionSelected === "function")
    return props.isOptionSelected(option, selectValue);
  const candidate = props.getOptionValue(option);
  return selectValue.some((selected) => props.getOptionValue(selected) === candidate);
}

function categorize(
  props: Props,
  option: FieldOption,
  selectValue: Options<FieldOption>,
  index: number,
): CategorizedOption {
  return {
    type: "option",
    data: option,
    isDisabled:
      typeof props.isOptionDisabled === "function"
        ? props.isOptionDisabled(option, selectValue)
        : false,
    isSelected: isSelected(props, option, selectValue),
    label: props.getOptionLabel(option),
    value: props.getOptionValue(option),
    index,
  };
}

function isShown(props: Props, option: CategorizedOption): boolean {
  const hidesSelected =
    props.hideSelectedOptions === undefined ? props.isMulti : props.hideSelectedOptions;
  if (hidesSelected && option.isSelected) return false;
  if (!props.filterOption) return true;
  const { label, value, data } = option;
  return props.filterOption({ label, value, data }, props.inputValue ?? "");
}

/**
 * The rows of a react-select menu: exactly react-select 5's own
 * `buildCategorizedOptions(props, selectValue)` (which it does not export),
 * so that a select can compute them once per change instead of several
 * times per render. Options the filter or `hideSelectedOptions` hide are
 * left out; `index` is the position in `props.options`.
 *
 * @example
 * categorizeOptions(props, [selected]); // [{ type: "option", data, isSelected, label, value, index }, ...]
 */
export function categorizeOptions(
  props: Props,
  selectValue: Options<FieldOption>,
): CategorizedRow[] {
  const rows: CategorizedRow[] = [];
  props.options.forEach((item, index) => {
    if ("options" in item) {
      const options = item.options
        .map((option, optionIndex) => categorize(props, option, selectValue, optionIndex))
        .filter((option) => isShown(props, option));
      if (options.length > 0) rows.push({ type: "group", data: item, options, index });
      return;
    }
    const option = categorize(props, item, selectValue, index);
    if (isShown(props, option)) rows.push(option);
  });
  return rows;
}

/**
 * The options of the rows, in order, groups flattened: react-select's
 * "focusable options", over which the keyboard moves.
 *
 * @example
 * focusableOptions(rows); // [apple, banana, ...]
 */
export function focusableOptions(rows: readonly CategorizedRow[]): FieldOption[] {
  const options: FieldOption[] = [];
  for (const row of rows) {
    if (row.type === "group") for (const option of row.options) options.push(option.data);
    else options.push(row.data);
  }
  return options;
}

/**
 * The element id react-select gives a menu option: `{prefix}-{index}`, or
 * `{prefix}-{group}-{index}` inside a group; `null` when it is not shown.
 *
 * @example
 * optionIdOf({ rows, option: banana, prefix: "react-select-field-fruit-option" }); // "...-option-1"
 */
export function optionIdOf({
  rows,
  option,
  prefix,
}: {
  rows: readonly CategorizedRow[];
  option: FieldOption | null | undefined;
  prefix: string;
}): string | null {
  if (!option) return null;
  for (const row of rows) {
    if (row.type === "option") {
      if (row.data === option) return `${prefix}-${row.index}`;
      continue;
    }
    const inGroup = row.options.find((o) => o.data === option);
    if (inGroup) return `${prefix}-${row.index}-${inGroup.index}`;
  }
  return null;
}
