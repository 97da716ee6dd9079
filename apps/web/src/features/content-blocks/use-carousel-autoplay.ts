"use client";

import { useEffect } from "react";
import type { EmblaApi } from "./embla-api";

/**
 * Advances a carousel by one slide every `speed` ms while `isRunning`, going
 * back to the first slide after the last (also without `loop`). The interval
 * starts again after every change of slide, so a slide the user moved to by
 * hand also stays `speed` ms. When `isRunning` turns false the timer is
 * cleared: nothing moves until it turns true again.
 *
 * @example
 * useCarouselAutoplay({ api, isRunning: autoplay && !isPaused && !isHovered, speed: 2000 });
 */
export function useCarouselAutoplay({
  api,
  isRunning,
  speed,
}: {
  api: EmblaApi | undefined;
  isRunning: boolean;
  speed: number;
}): void {
  useEffect(() => {
    if (!api || !isRunning) return;
    let timer: number | undefined;
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(advance, speed);
    };
    const advance = () => {
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
      // `select` already rescheduled, unless there was nowhere to go.
      schedule();
    };
    schedule();
    api.on("select", schedule);
    return () => {
      window.clearTimeout(timer);
      api.off("select", schedule);
    };
  }, [api, isRunning, speed]);
}
