"use client";

import {
  SELECT_MENU_MAX_HEIGHT,
  SELECT_MENU_MIN_HEIGHT,
  TOUCH_DRAG_THRESHOLD_PX,
} from "@formwright/core";
import { createContext, useContext } from "react";

/**
 * What the select's parts need to know beyond react-select's own props.
 *
 * @example
 * const { isSearchable, touchDragThreshold }: SelectSettings = useSelectSettings();
 */
export interface SelectSettings {
  /** Whether typing filters the options; when not, the input is read-only. */
  isSearchable: boolean;
  minMenuHeight: number;
  maxMenuHeight: number;
  /** A touch moving further than this (CSS px) on the menu is a drag, not a tap. */
  touchDragThreshold: number;
}

const defaults: SelectSettings = {
  isSearchable: true,
  minMenuHeight: SELECT_MENU_MIN_HEIGHT,
  maxMenuHeight: SELECT_MENU_MAX_HEIGHT,
  touchDragThreshold: TOUCH_DRAG_THRESHOLD_PX,
};

/**
 * Provided by {@link Select} to its react-select parts (defaults from the constants).
 *
 * @example
 * const settings = useContext(SelectSettingsContext);
 */
export const SelectSettingsContext = createContext<SelectSettings>(defaults);

/**
 * The enclosing select's settings, for custom react-select parts (e.g. a
 * virtualized menu list) that must keep the menu height and touch rules.
 *
 * @example
 * const { minMenuHeight, maxMenuHeight } = useSelectSettings();
 */
export function useSelectSettings(): SelectSettings {
  return useContext(SelectSettingsContext);
}
