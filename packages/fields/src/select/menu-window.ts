"use client";

import { createContext, useContext } from "react";

/**
 * A menu with more rows than this renders only the rows in view (and the
 * focused one); smaller menus render every option, as react-select does.
 *
 * @example
 * const isWindowed = rows > SELECT_VIRTUAL_THRESHOLD;
 */
export const SELECT_VIRTUAL_THRESHOLD = 100;

/** Rows react-select renders of a long menu before the list has measured itself. */
const FIRST_ROWS = 24;

/**
 * What the select and its menu list share about a long menu: the list says
 * which rows are in view, the select renders those (and the focused one) and
 * says which it rendered.
 *
 * @example
 * const window: MenuWindow = createMenuWindow();
 */
export interface MenuWindow {
  /** Positions (in the menu's rows) the list has in view, in order; `null` before it measured. */
  wanted: readonly number[] | null;
  /** What the select rendered last: how many rows the whole menu has, and which of them, in order. */
  rendered: { total: number; positions: readonly number[]; isWindowed: boolean };
  /** Re-renders the select's menu with the current `wanted` rows (set by the select). */
  refresh: () => void;
}

/**
 * A fresh window for one select.
 *
 * @example
 * const [window] = useState(createMenuWindow);
 */
export function createMenuWindow(): MenuWindow {
  return {
    wanted: null,
    rendered: { total: 0, positions: [], isWindowed: false },
    refresh: () => {},
  };
}

/**
 * Which rows of `total` to render: the wanted ones (the first few before the
 * list measured itself) and the focused one, in order, none past the end.
 *
 * @example
 * rowsToRender({ total: 1000, wanted: [10, 11, 12], focused: 500 }); // [10, 11, 12, 500]
 */
export function rowsToRender({
  total,
  wanted,
  focused,
}: {
  total: number;
  wanted: readonly number[] | null;
  focused: number;
}): number[] {
  const rows = (wanted ?? Array.from({ length: FIRST_ROWS }, (_, i) => i)).filter((i) => i < total);
  if (focused >= 0 && focused < total && !rows.includes(focused)) {
    rows.push(focused);
    rows.sort((a, b) => a - b);
  }
  return rows;
}

/**
 * Provided by the select to its menu list when the list is Formwright's own
 * (a custom MenuList always gets every option).
 *
 * @example
 * <MenuWindowContext.Provider value={window}>...</MenuWindowContext.Provider>
 */
export const MenuWindowContext = createContext<MenuWindow | null>(null);

/**
 * The enclosing select's menu window, if it windows its menu.
 *
 * @example
 * const window = useMenuWindow();
 */
export function useMenuWindow(): MenuWindow | null {
  return useContext(MenuWindowContext);
}
