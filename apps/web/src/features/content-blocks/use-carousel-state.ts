"use client";

import { useEffect, useState } from "react";
import type { EmblaApi } from "./embla-api";

/** What a carousel shows now. */
export interface CarouselState {
  /** Index of the selected snap (the first slide shown). */
  selected: number;
  /** Indexes of the slides at least half in view; `null` until measured. */
  inView: readonly number[] | null;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  /** How many times the carousel has re-measured itself (resize, orientation change). */
  measureCount: number;
}

const INITIAL: CarouselState = {
  selected: 0,
  inView: null,
  canScrollPrev: false,
  canScrollNext: true,
  measureCount: 0,
};

/**
 * Follows an embla carousel's selection, visible slides and re-measures.
 *
 * @example
 * const { selected, inView } = useCarouselState(emblaApi);
 */
export function useCarouselState(api: EmblaApi | undefined): CarouselState {
  const [state, setState] = useState(INITIAL);
  useEffect(() => {
    if (!api) return;
    const update = () =>
      setState((previous) => ({
        ...previous,
        selected: api.selectedScrollSnap(),
        inView: api.slidesInView(),
        canScrollPrev: api.canScrollPrev(),
        canScrollNext: api.canScrollNext(),
      }));
    const remeasured = () => {
      setState((previous) => ({ ...previous, measureCount: previous.measureCount + 1 }));
      update();
    };
    update();
    api.on("select", update).on("slidesInView", update).on("reInit", remeasured);
    return () => {
      api.off("select", update).off("slidesInView", update).off("reInit", remeasured);
    };
  }, [api]);
  return state;
}
