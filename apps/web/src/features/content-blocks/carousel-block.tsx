"use client";

import { type CarouselBlock as CarouselBlockData, TOUCH_DRAG_THRESHOLD_PX } from "@formwright/core";
import { useTouchTapGuard, useWidgetTexts } from "@formwright/fields";
import useEmblaCarousel from "embla-carousel-react";
import { type FocusEvent, type KeyboardEvent, useId, useState } from "react";
import { pageSpanStyle } from "../page-grid/page-span-style";
import { BlockImage, imageAspectRatio } from "./block-image";
import { CarouselControls } from "./carousel-controls";
import { carouselCss, carouselPerViewStyle, slidesPerView } from "./carousel-layout";
import { pageImageSizes } from "./image-sizes";
import { LazyImageLightbox, useLightboxIndex } from "./lazy-image-lightbox";
import { useCarouselAutoplay } from "./use-carousel-autoplay";
import { useCarouselState } from "./use-carousel-state";
import { useOrientationRemeasure } from "./use-orientation-remeasure";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

/** What the carousel's rotation is doing, exposed as `data-autoplay`. */
type AutoplayState = "off" | "paused" | "held" | "running";

/**
 * A carousel block on embla-carousel, following the WAI-ARIA carousel
 * pattern: a labelled region (`aria-roledescription="carousel"`) with a
 * Pause/Play button, Previous and Next, and slides labelled "2 of 7"; arrow
 * keys move while focus is inside. It rotates every `autoplaySpeed` ms unless
 * autoplay is off, the user paused it or prefers reduced motion, and holds
 * while hovered, while focus is inside and while the lightbox is open; the
 * slides are a live region only when it is not rotating. A touch that moves
 * more than `TOUCH_DRAG_THRESHOLD_PX` is a drag, less is a tap (which opens the
 * lightbox). It re-measures after an orientation change, and shows one slide
 * on phones, at most two on tablets, `slidesToShow` from the page grid's `lg`
 * breakpoint up.
 *
 * @example
 * <CarouselBlock block={parsedCarouselBlock} />
 */
export function CarouselBlock({ block }: { block: CarouselBlockData }) {
  const [viewportRef, api] = useEmblaCarousel({
    loop: block.loop,
    align: "start",
    dragThreshold: TOUCH_DRAG_THRESHOLD_PX,
    inViewThreshold: 0.5,
  });
  const state = useCarouselState(api);
  // Chrome holds back touchmove events inside its own slop (about 15 px), so
  // embla's dragThreshold alone would let a 6 px swipe through as a tap.
  const tapGuard = useTouchTapGuard(TOUCH_DRAG_THRESHOLD_PX);
  const lightbox = useLightboxIndex();
  const slidesId = useId();
  const isReducedMotion = usePrefersReducedMotion();
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);

  const isPaused = pausedByUser ?? isReducedMotion;
  const isHeld = isHovered || hasFocus || lightbox.index !== null;
  const autoplay: AutoplayState = !block.autoplay
    ? "off"
    : isPaused
      ? "paused"
      : isHeld || !api
        ? "held"
        : "running";
  useCarouselAutoplay({ api, isRunning: autoplay === "running", speed: block.autoplaySpeed });
  useOrientationRemeasure(api);

  const perView = slidesPerView(block.slidesToShow);
  const sizes = pageImageSizes({ width: block.width, perView });
  const aspectRatio = block.slides[0] ? imageAspectRatio(block.slides[0]) : undefined;
  const count = block.slides.length;
  const texts = useWidgetTexts();

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowLeft") api?.scrollPrev();
    else if (event.key === "ArrowRight") api?.scrollNext();
    else return;
    event.preventDefault();
  };

  return (
    <section
      className="fw-block fw-block--carousel"
      aria-roledescription="carousel"
      aria-label={block.label ?? texts.carouselLabel}
      style={{ ...pageSpanStyle(block.width), ...carouselPerViewStyle(perView) }}
      data-autoplay={autoplay}
      data-selected={state.selected}
      data-measure-count={state.measureCount}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <style href="formwright-carousel" precedence="default">
        {carouselCss()}
      </style>
      <CarouselControls
        slidesId={slidesId}
        hasAutoplay={block.autoplay}
        isPaused={isPaused}
        onTogglePause={() => setPausedByUser(!isPaused)}
        canScrollPrev={!api || state.canScrollPrev}
        canScrollNext={!api || state.canScrollNext}
        onPrev={() => api?.scrollPrev()}
        onNext={() => api?.scrollNext()}
      />
      <div className="fw-carousel__viewport" ref={viewportRef} {...tapGuard}>
        <div
          className="fw-carousel__container"
          id={slidesId}
          aria-live={autoplay === "running" ? "off" : "polite"}
        >
          {block.slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a role="group", not a form fieldset.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides never reorder; their position is their identity.
              key={index}
              className="fw-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={texts.carouselSlide({ n: index + 1, count })}
              inert={state.inView !== null && !state.inView.includes(index)}
            >
              <figure className="fw-carousel__figure">
                <button
                  type="button"
                  className="fw-image-button"
                  aria-haspopup="dialog"
                  aria-label={
                    slide.alt
                      ? texts.enlargeImageAlt({ alt: slide.alt })
                      : texts.enlargeImageNumber({ n: index + 1 })
                  }
                  onClick={() => lightbox.open(index)}
                >
                  <BlockImage image={slide} sizes={sizes} fit="cover" aspectRatio={aspectRatio} />
                </button>
                {slide.caption && <figcaption className="fw-caption">{slide.caption}</figcaption>}
              </figure>
            </div>
          ))}
        </div>
      </div>
      {lightbox.index !== null && (
        <LazyImageLightbox images={block.slides} index={lightbox.index} onClose={lightbox.close} />
      )}
    </section>
  );
}
