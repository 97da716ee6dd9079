import { useWidgetTexts } from "@formwright/fields";

/** Props of {@link CarouselControls}. */
export interface CarouselControlsProps {
  /** The id of the slides' container, which the buttons control. */
  slidesId: string;
  /** Whether the carousel can rotate by itself (the pause button shows only then). */
  hasAutoplay: boolean;
  isPaused: boolean;
  onTogglePause: () => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  onPrev: () => void;
  onNext: () => void;
}

/**
 * The carousel's buttons, in the WAI-ARIA carousel pattern's order: first
 * the rotation control (WCAG 2.2.2: moving content can be paused), then
 * Previous and Next. Captions are visible text.
 *
 * @example
 * <CarouselControls slidesId="s1" hasAutoplay isPaused={false} onTogglePause={toggle}
 *   canScrollPrev canScrollNext onPrev={prev} onNext={next} />
 */
export function CarouselControls({
  slidesId,
  hasAutoplay,
  isPaused,
  onTogglePause,
  canScrollPrev,
  canScrollNext,
  onPrev,
  onNext,
}: CarouselControlsProps) {
  const texts = useWidgetTexts();
  return (
    <div className="fw-carousel__controls">
      {hasAutoplay && (
        <button
          type="button"
          className="fw-button fw-button--secondary fw-carousel__rotation"
          aria-controls={slidesId}
          onClick={onTogglePause}
        >
          {isPaused ? texts.carouselPlay : texts.carouselPause}
        </button>
      )}
      <button
        type="button"
        className="fw-button fw-button--secondary"
        aria-controls={slidesId}
        disabled={!canScrollPrev}
        onClick={onPrev}
      >
        {texts.carouselPrevious}
      </button>
      <button
        type="button"
        className="fw-button fw-button--secondary"
        aria-controls={slidesId}
        disabled={!canScrollNext}
        onClick={onNext}
      >
        {texts.carouselNext}
      </button>
    </div>
  );
}
