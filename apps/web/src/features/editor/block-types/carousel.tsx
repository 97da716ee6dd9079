"use client";

import {
  CAROUSEL_AUTOPLAY_SPEED_MS,
  CAROUSEL_MAX_SLIDES_TO_SHOW,
  CAROUSEL_MIN_AUTOPLAY_SPEED_MS,
  CAROUSEL_SLIDES_TO_SHOW,
} from "@formwright/core";
import { Checkbox, NumberInput, TextInput } from "@formwright/fields";
import type { PathSegment } from "../json-path";
import type { BlockTypeDefinition } from "./block-type-definition";
import { setOptional, textOf } from "./draft-values";
import { NEW_IMAGE } from "./image";
import { fromImageValues, imageSettingFor, toImageValues } from "./image-values";
import { SlidesEditor } from "./slides-editor";

function CarouselSettings() {
  return (
    <>
      <fieldset className="fw-editor-group">
        <legend>Carousel</legend>
        <TextInput
          name="label"
          label="Name for screen readers"
          description='Optional; default "Image carousel". Give each carousel of a form its own'
        />
        <div className="fw-editor-columns">
          <NumberInput
            name="slidesToShow"
            label="Slides shown at once"
            description={`1 to ${CAROUSEL_MAX_SLIDES_TO_SHOW}, on wide screens`}
            rules={{ min: 1, max: CAROUSEL_MAX_SLIDES_TO_SHOW }}
          />
          <NumberInput
            name="autoplaySpeed"
            label="Autoplay speed (ms)"
            description={`Time per slide, at least ${CAROUSEL_MIN_AUTOPLAY_SPEED_MS}`}
            rules={{ min: CAROUSEL_MIN_AUTOPLAY_SPEED_MS }}
          />
        </div>
        <Checkbox name="autoplay" label="Autoplay" description="Advances by itself until paused" />
        <Checkbox name="loop" label="Loop" description="Wraps from the last slide to the first" />
      </fieldset>
      <SlidesEditor />
    </>
  );
}

/** A number setting: the number, `undefined` when emptied (the default applies), or the raw text. */
function numberSetting(value: unknown): unknown {
  return value === "" || value === null ? undefined : value;
}

function carouselSettingFor(path: readonly PathSegment[]): string | null {
  const [key, index, ...rest] = path;
  if (key === "slides") {
    if (typeof index !== "number") return "slides.root";
    return imageSettingFor(rest, `slides.${index}.`) ?? `slides.${index}.src`;
  }
  return typeof key === "string" &&
    ["label", "slidesToShow", "autoplaySpeed", "autoplay", "loop"].includes(key)
    ? key
    : null;
}

/** A row of images that scrolls, with autoplay, loop and slides shown at once. */
export const carouselBlockType: BlockTypeDefinition = {
  type: "carousel",
  title: "Carousel",
  hint: "Several images that scroll, by themselves or by the buttons",
  keywords: ["slideshow", "slides", "gallery", "images", "slider"],
  group: "content",
  create: () => ({
    type: "carousel",
    slides: [{ ...NEW_IMAGE }, { ...NEW_IMAGE, src: "/samples/sample-2.jpg" }],
    slidesToShow: CAROUSEL_SLIDES_TO_SHOW,
    autoplay: true,
    autoplaySpeed: CAROUSEL_AUTOPLAY_SPEED_MS,
    loop: true,
  }),
  caption: (block) => {
    const count = Array.isArray(block.slides) ? block.slides.length : 0;
    return `${textOf(block.label) || "Carousel"} (${count} ${count === 1 ? "slide" : "slides"})`;
  },
  toValues: (block) => ({
    label: textOf(block.label),
    slides: (Array.isArray(block.slides) ? block.slides : []).map(toImageValues),
    slidesToShow: block.slidesToShow ?? CAROUSEL_SLIDES_TO_SHOW,
    autoplay: block.autoplay !== false,
    autoplaySpeed: block.autoplaySpeed ?? CAROUSEL_AUTOPLAY_SPEED_MS,
    loop: block.loop !== false,
  }),
  fromValues: (values, current) => {
    const next: Record<string, unknown> = { ...current, type: "carousel" };
    const previous = Array.isArray(current.slides) ? current.slides : [];
    const slides = Array.isArray(values.slides) ? values.slides : [];
    next.slides = slides.map((slide, i) => fromImageValues(slide, previous[i]));
    setOptional(next, "label", textOf(values.label).trim() ? textOf(values.label) : undefined);
    setOptional(next, "slidesToShow", numberSetting(values.slidesToShow));
    setOptional(next, "autoplaySpeed", numberSetting(values.autoplaySpeed));
    next.autoplay = values.autoplay === true;
    next.loop = values.loop === true;
    return next as typeof current;
  },
  settingFor: carouselSettingFor,
  Settings: CarouselSettings,
};
