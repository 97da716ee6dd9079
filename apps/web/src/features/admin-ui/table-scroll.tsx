"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";

/** Props of {@link TableScroll}. */
export interface TableScrollProps {
  /** What the table holds, read out when the box takes focus to scroll ("Drafts in progress"). */
  label: string;
  /** More classes on the box, beside `fw-table-wrap`. */
  className?: string;
  children: ReactNode;
}

/**
 * The box a table scrolls sideways in (`.fw-table-wrap`), so a table wider
 * than the screen never widens the page. While its table is wider than the
 * box, the box is a labelled region that takes focus, so it can be scrolled
 * by keyboard (axe's scrollable-region-focusable); a table that fits adds no
 * stop to the tab order.
 *
 * @example
 * <TableScroll label="Users"><table className="fw-table">…</table></TableScroll>
 */
export function TableScroll({ label, className, children }: TableScrollProps) {
  const boxRef = useRef<HTMLElement>(null);
  const [isScrolling, setScrolling] = useState(false);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => setScrolling(box.scrollWidth > box.clientWidth + 1);
    measure();
    // Test DOMs (jsdom) have no layout and no ResizeObserver.
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    // A <section> with a name is a region; without one it is a plain box.
    <section
      ref={boxRef}
      className={className ? `fw-table-wrap ${className}` : "fw-table-wrap"}
      aria-label={isScrolling ? label : undefined}
      tabIndex={isScrolling ? 0 : undefined}
    >
      {children}
    </section>
  );
}
