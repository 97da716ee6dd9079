"use client";

import { ORIENTATION_CHANGE_DELAY_MS } from "@formwright/core";
import { useEffect } from "react";
import type { EmblaApi } from "./embla-api";

/**
 * Re-measures a carousel `ORIENTATION_CHANGE_DELAY_MS` after the device turns
 * (`orientationchange`, or `screen.orientation`'s `change`): some mobile
 * browsers still report the old sizes when the event fires. Several events
 * in a row lead to one re-measure.
 *
 * @example
 * useOrientationRemeasure(emblaApi);
 */
export function useOrientationRemeasure(api: EmblaApi | undefined): void {
  useEffect(() => {
    if (!api) return;
    let timer: number | undefined;
    const onTurn = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => api.reInit(), ORIENTATION_CHANGE_DELAY_MS);
    };
    const orientation = typeof screen === "undefined" ? undefined : screen.orientation;
    window.addEventListener("orientationchange", onTurn);
    orientation?.addEventListener("change", onTurn);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("orientationchange", onTurn);
      orientation?.removeEventListener("change", onTurn);
    };
  }, [api]);
}
