"use client";

import { useContext } from "react";
import {
  type ContainerProps,
  components,
  type GroupBase,
  type InputProps,
  type MultiValueRemoveProps,
  type SelectComponentsConfig,
} from "react-select";
import { FieldContext } from "../field/field-context";
import { useFieldMessages } from "../messages/field-messages";
import type { FieldOption } from "../types";
import { SelectMenuList } from "./select-menu-list";
import { useSelectSettings } from "./select-settings";

/**
 * react-select's component overrides for a Formwright select.
 *
 * @example
 * const parts: SelectComponents = { MenuList: MyVirtualMenuList };
 */
export type SelectComponents = SelectComponentsConfig<FieldOption, boolean, GroupBase<FieldOption>>;

function joinIds(...ids: Array<string | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(" ");
  return joined === "" ? undefined : joined;
}

/**
 * The combobox input: adds the field's description and error to the
 * `aria-describedby` react-select sets (it takes no such prop), and is
 * read-only when the select is not searchable. (react-select's own
 * non-searchable input cannot be replaced, so the select always runs in
 * searchable mode and this input refuses typing instead.)
 */
function SelectInput(props: InputProps<FieldOption, boolean>) {
  const field = useContext(FieldContext);
  const { isSearchable } = useSelectSettings();
  return (
    <components.Input
      {...props}
      aria-describedby={joinIds(field?.describedBy, props["aria-describedby"])}
      readOnly={!isSearchable || undefined}
    />
  );
}

/** The remove button of a chosen value in a multi select, named for screen readers. */
function SelectMultiValueRemove(props: MultiValueRemoveProps<FieldOption, boolean>) {
  const { removeValue } = useFieldMessages();
  return (
    <components.MultiValueRemove
      {...props}
      innerProps={{ ...props.innerProps, "aria-label": removeValue(props.data.label) }}
    />
  );
}

/** The outer element: exposes whether the menu is open as `data-state`. */
function SelectContainer(props: ContainerProps<FieldOption, boolean>) {
  const state = { "data-state": props.selectProps.menuIsOpen ? "open" : "closed" };
  return <components.SelectContainer {...props} innerProps={{ ...props.innerProps, ...state }} />;
}

/**
 * The parts every Formwright select uses, in one place. Pass your own through
 * the `components` prop of {@link Select} to replace one (e.g. a virtualized
 * `MenuList` that calls {@link useSelectSettings} and {@link useTouchTapGuard}).
 *
 * @example
 * <Select name="city" label="City" options={cities} components={{ MenuList: VirtualMenuList }} />
 */
export const selectComponents: SelectComponents = {
  Input: SelectInput,
  MenuList: SelectMenuList,
  MultiValueRemove: SelectMultiValueRemove,
  SelectContainer,
};
