"use client";

import {
  observeElementRect,
  measureElement as readElementSize,
  useVirtualizer,
} from "@tanstack/react-virtual";
import {
  Children,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { components, type MenuListProps } from "react-select";
import type { FieldOption } from "../types";
import { clampMenuHeight } from "../utils/clamp-menu-height";
import { useMenuWindow } from "./menu-window";
import { useSelectSettings } from "./select-settings";
import { useTouchTapGuard } from "./use-touch-tap-guard";

/** Rows rendered beyond each edge of the visible part, so a short scroll shows no gap. */
const OVERSCAN = 8;

/** An option's height before it is measured: the 44 px touch target of the stylesheet. */
const ESTIMATED_ROW_HEIGHT = 44;

/** The props react-select gives an Option (or Group) element that the list adjusts. */
interface RowProps {
  innerProps?: Record<string, unknown>;
  innerRef?: Ref<HTMLDivElement>;
}

function callRef(ref: Ref<HTMLDivElement> | undefined, element: HTMLDivElement | null): void {
  if (typeof ref === "function") ref(element);
  else if (ref) ref.current = element;
}

function sameRows(a: readonly number[] | null, b: readonly number[]): boolean {
  return a !== null && a.length === b.length && a.every((row, i) => row === b[i]);
}

/**
 * The menu list of every Formwright select. It keeps react-select's computed
 * height between the minimum and maximum (react-select can go below its own
 * minimum) and ignores taps that were drags.
 *
 * A long menu (see {@link SELECT_VIRTUAL_THRESHOLD}) is virtual: the list
 * keeps its full scroll height, works out which rows are in view and asks
 * the select ({@link useMenuWindow}) to render just those and the focused
 * option; each is placed absolutely at its offset in the whole list. So
 * `aria-activedescendant` always points at an element, and react-select's
 * own keyboard scrolling (it reads the focused option's offsetTop) brings the
 * focused option into view exactly as in a plain list.
 */
export function SelectMenuList(props: MenuListProps<FieldOption, boolean>) {
  const { minMenuHeight, maxMenuHeight, touchDragThreshold } = useSelectSettings();
  const guard = useTouchTapGuard(touchDragThreshold);
  const maxHeight = clampMenuHeight({
    height: props.maxHeight,
    min: minMenuHeight,
    max: maxMenuHeight,
  });
  const menuWindow = useMenuWindow();
  const rendered = menuWindow?.rendered;
  const isVirtual = Boolean(rendered?.isWindowed);
  const list = useRef<HTMLDivElement | null>(null);
  const [paddingTop, setPaddingTop] = useState(0);

  // One hook for both modes: switching component would remount the list element, and
  // react-select's scroll capture stays bound to the element it first saw.
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    enabled: isVirtual,
    count: isVirtual ? (rendered?.total ?? 0) : 0,
    getScrollElement: () => list.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: maxHeight },
    // Before layout (and in jsdom) the list has no size yet: take its maximum.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height: maxHeight }),
      ),
    measureElement: (element, entry, instance) =>
      readElementSize(element, entry, instance) || ESTIMATED_ROW_HEIGHT,
  });

  // Rows are placed from the list's padding edge, as react-select reads their offsetTop.
  useLayoutEffect(() => {
    if (isVirtual && list.current) {
      setPaddingTop(Number.parseFloat(getComputedStyle(list.current).paddingTop) || 0);
    }
  }, [isVirtual]);

  // After each render (a scroll, a resize, a new filter): when the rows in view are not
  // the ones the select rendered, ask it for them.
  useLayoutEffect(() => {
    if (!isVirtual || !menuWindow) return;
    const inView = virtualizer.getVirtualIndexes();
    if (!sameRows(menuWindow.wanted, inView)) {
      menuWindow.wanted = inView;
      menuWindow.refresh();
    }
  });

  // A menu opens scrolled to the top: forget the rows that were in view when it closed.
  useEffect(
    () => () => {
      if (menuWindow) menuWindow.wanted = null;
    },
    [menuWindow],
  );

  const innerRef = (element: HTMLDivElement | null) => {
    list.current = element;
    callRef(props.innerRef as Ref<HTMLDivElement>, element);
  };

  let content: ReactNode = props.children;
  if (isVirtual && rendered) {
    const totalSize = virtualizer.getTotalSize();
    const measurements = virtualizer.measurementsCache;
    const measure = virtualizer.measureElement;
    const rows = Children.toArray(props.children) as ReactElement<RowProps>[];
    content = [
      // Gives the list its full scroll height; it has no role, so the listbox holds only options.
      <div key="fw-virtual-size" style={{ height: totalSize }} />,
      ...rows.map((row, i) => {
        const position = rendered.positions[i];
        const start = position === undefined ? undefined : measurements[position]?.start;
        if (!isValidElement(row) || start === undefined) return row;
        const ownRef = row.props.innerRef;
        return cloneElement(row, {
          innerProps: {
            ...row.props.innerProps,
            "data-index": position,
            style: { position: "absolute", top: paddingTop + start, left: 0, right: 0 },
          },
          innerRef: ownRef
            ? (element: HTMLDivElement | null) => {
                callRef(ownRef, element);
                measure(element);
              }
            : measure,
        });
      }),
    ];
  }

  return (
    <components.MenuList
      {...props}
      maxHeight={maxHeight}
      innerRef={innerRef}
      innerProps={{ ...props.innerProps, ...guard }}
    >
      {content}
    </components.MenuList>
  );
}
