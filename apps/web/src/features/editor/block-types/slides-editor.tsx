"use client";

import { CAROUSEL_MAX_SLIDES } from "@formwright/core";
import "./slides-editor.css";
import { NEW_IMAGE } from "./image";
import { ImageFields } from "./image-fields";
import type { ImageValues } from "./image-values";
import { ListEditor } from "./list-editor";

/** A new slide: the sample image until one is picked, with no alt text yet. */
export function newSlideValues(): ImageValues {
  return { ...NEW_IMAGE, decorative: false, caption: "", dimensions: null };
}

/**
 * The slides of a carousel: one row per slide with its image picker, address,
 * alt text and caption, buttons to move and remove it, and "Add slide" (up to
 * the carousel's limit). The last slide cannot be removed (a carousel has at
 * least one).
 */
export function SlidesEditor() {
  return (
    <ListEditor<ImageValues>
      name="slides"
      legend="Slides"
      noun="slide"
      rowClassName="fw-slides-editor__row"
      newItem={newSlideValues}
      addFocusId={(index) => `slide-remove-${index}`}
      minItems={1}
      maxItems={CAROUSEL_MAX_SLIDES}
      renderFields={(index, n) => (
        <ImageFields prefix={`slides.${index}.`} context={`Slide ${n}`} />
      )}
    />
  );
}
