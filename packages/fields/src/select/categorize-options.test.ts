import { createFilter, type GroupBase } from "react-select";
import BaseSelect, { type Props } from "react-select/base";
import { describe, expect, it } from "vitest";
import type { FieldOption } from "../types";
import { categorizeOptions, focusableOptions, optionIdOf } from "./categorize-options";

type AnyProps = Props<FieldOption, boolean, GroupBase<FieldOption>>;

const fruits: FieldOption[] = ["Apple", "Banana", "Cherry", "Date"].map((label) => ({
  label,
  value: label.toLowerCase(),
}));
const grouped = [
  { label: "Red", options: [fruits[0] as FieldOption, fruits[2] as FieldOption] },
  fruits[1] as FieldOption,
  { label: "Brown", options: [fruits[3] as FieldOption] },
];

/** react-select's own rows for these props, from a Select instance. */
function reactSelectRows(props: Partial<AnyProps>) {
  const full = { ...BaseSelect.defaultProps, ...props } as unknown as AnyProps;
  const select = new BaseSelect<FieldOption, boolean, GroupBase<FieldOption>>(full);
  return { rows: select.buildCategorizedOptions(), full, selectValue: select.state.selectValue };
}

const cases: Array<[string, Partial<AnyProps>]> = [
  ["plain options", { options: fruits }],
  ["a value, single", { options: fruits, value: fruits[1] }],
  [
    "values hidden in multi mode",
    { options: fruits, isMulti: true, value: [fruits[0] as FieldOption] },
  ],
  [
    "values shown when hideSelectedOptions is false",
    {
      options: fruits,
      isMulti: true,
      hideSelectedOptions: false,
      value: [fruits[0] as FieldOption],
    },
  ],
  ["a filter and an input", { options: fruits, filterOption: createFilter(), inputValue: "an" }],
  ["no filter (null) and an input", { options: fruits, filterOption: null, inputValue: "an" }],
  [
    "disabled options",
    { options: fruits, isOptionDisabled: (o: FieldOption) => o.value === "cherry" },
  ],
  [
    "a value matched by value, not identity",
    { options: fruits, isMulti: true, value: [{ label: "Banana", value: "banana" }] },
  ],
  ["groups, filtered", { options: grouped, filterOption: createFilter(), inputValue: "e" }],
];

describe("categorizeOptions: the same rows as react-select", () => {
  it.each(cases)("%s", (_, props) => {
    const { rows, full, selectValue } = reactSelectRows(props);
    expect(categorizeOptions(full, selectValue)).toEqual(rows);
  });
});

describe("focusableOptions and optionIdOf", () => {
  it("flattens groups in order and names options as react-select does", () => {
    const { full, selectValue } = reactSelectRows({ options: grouped });
    const rows = categorizeOptions(full, selectValue);
    expect(focusableOptions(rows).map((o) => o.value)).toEqual([
      "apple",
      "cherry",
      "banana",
      "date",
    ]);
    const prefix = "react-select-x-option";
    expect(optionIdOf({ rows, option: fruits[2], prefix })).toBe(`${prefix}-0-1`);
    expect(optionIdOf({ rows, option: fruits[1], prefix })).toBe(`${prefix}-1`);
    expect(optionIdOf({ rows, option: null, prefix })).toBeNull();
  });
});
