"use client";

import { type MouseEvent, type TouchEvent, useMemo, useRef } from "react";
import { isTouchDrag, type TouchPoint } from "../utils/is-touch-drag";

/**
 * Handlers to spread on an element whose taps must not fire after a drag.
 *
 * @example
 * const handlers: TouchTapGuardHandlers = useTouchTapGuard(TOUCH_DRAG_THRESHOLD_PX);
 */
export interface TouchTapGuardHandlers {
  onTouchStart: (event: TouchEvent) => void;
  onTouchMove: (event: TouchEvent) => void;
  onTouchEnd: (event: TouchEvent) => void;
  onClickCapture: (event: MouseEvent) => void;
}

function pointOf(touches: TouchEvent["touches"]): TouchPoint | undefined {
  const touch = touches[0];
  return touch ? { x: touch.clientX, y: touch.clientY } : undefined;
}

/**
 * Makes a touch that moves further than `threshold` pixels a drag: the click
 * the browser would still fire at its end (Chrome does up to about 15 px) is
 * cancelled, so scrolling a select's menu never picks the option under the
 * finger. react-select guards its control this way but not its options.
 *
 * @example
 * const guard = useTouchTapGuard(TOUCH_DRAG_THRESHOLD_PX);
 * <div {...guard}>...</div>
 */
export function useTouchTapGuard(threshold: number): TouchTapGuardHandlers {
  const start = useRef<TouchPoint | undefined>(undefined);
  const isDragging = useRef(false);
  return useMemo(() => {
    const hasMovedTooFar = (current: TouchPoint | undefined): boolean =>
      Boolean(
        start.current && current && isTouchDrag({ start: start.current, current, threshold }),
      );
    return {
      onTouchStart(event) {
        start.current = pointOf(event.touches);
        isDragging.current = false;
      },
      onTouchMove(event) {
        if (hasMovedTooFar(pointOf(event.touches))) isDragging.current = true;
      },
      onTouchEnd(event) {
        // Chrome holds back touchmove events inside its own (larger) slop region, so the
        // end point is checked as well: the lifted finger's position is in changedTouches.
        if (hasMovedTooFar(pointOf(event.changedTouches))) isDragging.current = true;
        // Cancelling the touchend stops the compatibility mouse events and the click.
        if (isDragging.current && event.cancelable) event.preventDefault();
      },
      onClickCapture(event) {
        const { pointerType } = event.nativeEvent as PointerEvent;
        if (isDragging.current && pointerType !== "mouse") {
          event.preventDefault();
          event.stopPropagation();
        }
        isDragging.current = false;
      },
    };
  }, [threshold]);
}
