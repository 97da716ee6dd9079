"use client";

import { CAROUSEL_MAX_SLIDES } from "@formwright/core";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { moveItem } from "../editor-state";
import "./slides-editor.css";
import { SAMPLE_IMAGE } from "./image";
import { ImageFields } from "./image-fields";
import type { ImageValues } from "./image-values";

function focusLater(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** A new slide: the sample image until one is picked. */
export function newSlideValues(): ImageValues {
  return { ...SAMPLE_IMAGE, caption: "", dimensions: null };
}

/**
 * The slides of a carousel: one row per slide with its image picker, address,
 * alt text and caption, buttons to move and remove it, and "Add slide". Rows
 * are edited by position (`slides.0.alt`), where the document check reports
 * their problems. The last slide cannot be removed (a carousel has at least one).
 */
export function SlidesEditor() {
  const { setValue } = useFormContext();
  const slides = (useWatch({ name: "slides" }) as ImageValues[] | undefined) ?? [];
  const { errors } = useFormState({ name: "slides" });
  const groupError = (errors.slides as { root?: { message?: string } } | undefined)?.root?.message;

  const replace = (next: ImageValues[]) => setValue("slides", next, { shouldDirty: true });
  const add = () => {
    replace([...slides, newSlideValues()]);
    focusLater(`slide-remove-${slides.length}`);
  };
  const remove = (index: number) => {
    replace(slides.filter((_, i) => i !== index));
    focusLater(`slide-remove-${Math.min(index, slides.length - 2)}`);
  };
  const move = (index: number, delta: number) => {
    replace(moveItem(slides, index, index + delta));
    const to = index + delta;
    const isEdge = to === 0 || to === slides.length - 1;
    focusLater(
      `slide-move-${isEdge ? (delta < 0 ? "down" : "up") : delta < 0 ? "up" : "down"}-${to}`,
    );
  };

  return (
    <fieldset
      className="fw-editor-group fw-options-editor"
      aria-describedby={groupError ? "slides-error" : undefined}
    >
      <legend>Slides</legend>
      {groupError && (
        <p id="slides-error" className="fw-field__error">
          <span className="fw-visually-hidden">Error:</span> {groupError}
        </p>
      )}
      <ol className="fw-options-editor__list">
        {slides.map((_, index) => {
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited by position, as the document reports them
            <li key={index} className="fw-slides-editor__row">
              <ImageFields prefix={`slides.${index}.`} context={`Slide ${n}`} />
              <div className="fw-options-editor__actions">
                <button
                  type="button"
                  id={`slide-move-up-${index}`}
                  className="fw-button fw-button--secondary fw-button--small"
                  aria-label={`Move slide ${n} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  id={`slide-move-down-${index}`}
                  className="fw-button fw-button--secondary fw-button--small"
                  aria-label={`Move slide ${n} down`}
                  disabled={index === slides.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  id={`slide-remove-${index}`}
                  className="fw-button fw-button--secondary fw-button--small"
                  aria-label={`Remove slide ${n}`}
                  disabled={slides.length <= 1}
                  onClick={() => remove(index)}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        id="slide-add"
        className="fw-button fw-button--secondary fw-button--small"
        disabled={slides.length >= CAROUSEL_MAX_SLIDES}
        onClick={add}
      >
        Add slide
      </button>
    </fieldset>
  );
}
