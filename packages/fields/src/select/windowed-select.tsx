"use client";

import type { Ref } from "react";
import { type GroupBase, type Props as SelectProps, useStateManager } from "react-select";
import BaseSelect, { type Props as BaseSelectProps } from "react-select/base";
import { type CreatableProps, useCreatable } from "react-select/creatable";
import type { FieldOption } from "../types";
import {
  type CategorizedRow,
  categorizeOptions,
  focusableOptions,
  optionIdOf,
} from "./categorize-options";
import {
  type MenuWindow,
  MenuWindowContext,
  rowsToRender,
  SELECT_VIRTUAL_THRESHOLD,
} from "./menu-window";

type Group = GroupBase<FieldOption>;
type Props = BaseSelectProps<FieldOption, boolean, Group>;
type State = BaseSelect<FieldOption, boolean, Group>["state"];
type Rows = ReturnType<BaseSelect<FieldOption, boolean, Group>["buildCategorizedOptions"]>;

/** `compute(...args)`, re-run only when one of `inputs(...args)` changed (Object.is). */
function lastResult<A extends unknown[], T>(
  compute: (...args: A) => T,
  inputs: (...args: A) => readonly unknown[],
): (...args: A) => T {
  let lastInputs: readonly unknown[] | undefined;
  let last: T;
  return (...args) => {
    const next = inputs(...args);
    if (lastInputs?.length === next.length && next.every((v, i) => Object.is(v, lastInputs?.[i]))) {
      return last;
    }
    lastInputs = next;
    last = compute(...args);
    return last;
  };
}

/** One select's menu rows, computed once per change of what they depend on. */
function createRowsCache() {
  const rows = lastResult(
    (props: Props, selectValue: State["selectValue"]) => categorizeOptions(props, selectValue),
    // The value is cleaned into selectValue afresh on each update: key on the value itself.
    (props: Props) => [
      props.options,
      props.inputValue,
      props.value,
      props.filterOption,
      props.hideSelectedOptions,
      props.isMulti,
      props.isOptionDisabled,
      props.isOptionSelected,
      props.getOptionLabel,
      props.getOptionValue,
    ],
  );
  const focusable = lastResult(
    (list: readonly CategorizedRow[]) => focusableOptions(list),
    (list) => [list],
  );
  return { rows, focusable };
}
type RowsCache = ReturnType<typeof createRowsCache>;
type DerivedStateArgs = Parameters<typeof BaseSelect.getDerivedStateFromProps>;
type DerivedState = ReturnType<typeof BaseSelect.getDerivedStateFromProps>;
type CachedState = State & { rowsCache?: RowsCache };

/** react-select's `focusableOptionsWithIds`, which it only ever `find`s in: ids made on demand. */
function optionIds({
  rows,
  focusable,
  prefix,
}: {
  rows: readonly CategorizedRow[];
  focusable: readonly FieldOption[];
  prefix: string;
}): State["focusableOptionsWithIds"] {
  const probe = { data: undefined as unknown as FieldOption, id: "" };
  const find = (matches: (entry: { data: FieldOption; id: string }) => boolean) => {
    for (const option of focusable) {
      probe.data = option;
      if (matches(probe)) return { data: option, id: optionIdOf({ rows, option, prefix }) ?? "" };
    }
    return undefined;
  };
  return { find } as unknown as State["focusableOptionsWithIds"];
}

/** The position among the menu rows of the row holding `option`, or -1. */
function rowOf(rows: readonly CategorizedRow[], option: FieldOption | null): number {
  if (!option) return -1;
  return rows.findIndex((row) =>
    row.type === "option" ? row.data === option : row.options.some((o) => o.data === option),
  );
}

/**
 * react-select's Select, changed so a long menu is cheap and nothing it does
 * changes (focus still moves over every option, the option ids and messages
 * are the same):
 *
 * - It renders only the menu rows its {@link MenuWindow} asks for (the rows
 *   in view) and the focused one. react-select builds an element with fresh
 *   handlers for every option on each render of an open menu (each keystroke,
 *   arrow key or hover): at 100,000 options that alone takes seconds.
 * - The menu rows are computed once per change of the options, input, value
 *   or the props that filter or mark options (react-select computes them
 *   five times per keystroke, twice in `getDerivedStateFromProps`).
 */
class WindowedBaseSelect extends BaseSelect<FieldOption, boolean, Group> {
  static override contextType = MenuWindowContext;
  declare context: MenuWindow | null;

  static override getDerivedStateFromProps(
    anyProps: DerivedStateArgs[0],
    anyState: DerivedStateArgs[1],
  ): DerivedState {
    // The static side of react-select's generic class is typed for `unknown` options.
    const props = anyProps as unknown as Props;
    const state = anyState as unknown as CachedState;
    const { prevProps, rowsCache } = state;
    const menuChanged =
      prevProps &&
      (props.value !== prevProps.value ||
        props.options !== prevProps.options ||
        props.menuIsOpen !== prevProps.menuIsOpen ||
        props.inputValue !== prevProps.inputValue);
    if (!rowsCache || !menuChanged) return BaseSelect.getDerivedStateFromProps(anyProps, anyState);
    // react-select's own update, with no options to walk: the value, focused value, input
    // visibility and announcements; then the option lists, from the cache.
    const next = BaseSelect.getDerivedStateFromProps({ ...anyProps, options: [] }, anyState);
    if (!props.menuIsOpen) return { ...next, prevProps: anyProps } as DerivedState;
    const selectValue = (
      "selectValue" in next ? next.selectValue : state.selectValue
    ) as State["selectValue"];
    const rows = rowsCache.rows(props, selectValue);
    const focusable = rowsCache.focusable(rows);
    const last = state.focusedOption;
    const focusedOption = last && focusable.indexOf(last) > -1 ? last : focusable[0];
    const prefix = `${state.instancePrefix}-option`;
    return {
      ...next,
      focusedOption: focusedOption ?? null,
      focusedOptionId: optionIdOf({ rows, option: focusedOption, prefix }),
      focusableOptionsWithIds: optionIds({ rows, focusable, prefix }),
      prevProps: anyProps,
    } as unknown as DerivedState;
  }

  constructor(props: Props) {
    super(props);
    const rowsCache = createRowsCache();
    (this.state as CachedState).rowsCache = rowsCache;
    this.buildCategorizedOptions = () => rowsCache.rows(this.props, this.state.selectValue) as Rows;
    this.buildFocusableOptions = () => rowsCache.focusable(this.buildCategorizedOptions());
    this.getCategorizedOptions = () => {
      const rows = this.props.menuIsOpen ? this.buildCategorizedOptions() : [];
      const menuWindow = this.context;
      if (!menuWindow) return rows;
      if (rows.length <= SELECT_VIRTUAL_THRESHOLD) {
        menuWindow.rendered = { total: rows.length, positions: [], isWindowed: false };
        return rows;
      }
      const positions = rowsToRender({
        total: rows.length,
        wanted: menuWindow.wanted,
        focused: rowOf(rows as CategorizedRow[], this.state.focusedOption),
      });
      menuWindow.rendered = { total: rows.length, positions, isWindowed: true };
      return positions.map((position) => rows[position] as Rows[number]);
    };
  }

  override componentDidMount() {
    super.componentDidMount();
    if (this.context) this.context.refresh = () => this.forceUpdate();
  }

  override componentWillUnmount() {
    super.componentWillUnmount();
    if (this.context) this.context.refresh = () => {};
  }
}

type WithRef<P> = P & { ref?: Ref<WindowedBaseSelect> };

/**
 * react-select's default (state-managed) Select on {@link WindowedBaseSelect}.
 *
 * @example
 * <WindowedSelect options={options} />
 */
export function WindowedSelect(props: WithRef<SelectProps<FieldOption, boolean, Group>>) {
  const { ref, ...rest } = props;
  return <WindowedBaseSelect ref={ref} {...useStateManager(rest)} />;
}

/**
 * react-select's CreatableSelect on {@link WindowedBaseSelect}.
 *
 * @example
 * <WindowedCreatableSelect options={options} onCreateOption={create} />
 */
export function WindowedCreatableSelect(
  props: WithRef<CreatableProps<FieldOption, boolean, Group>>,
) {
  const { ref, ...rest } = props;
  return <WindowedBaseSelect ref={ref} {...useCreatable(useStateManager(rest))} />;
}
