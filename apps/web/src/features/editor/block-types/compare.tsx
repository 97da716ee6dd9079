"use client";

import { COMPARE_SLIDER_POSITION } from "@formwright/core";
import { NumberInput, TextInput } from "@formwright/fields";
import type { BlockTypeDefinition } from "./block-type-definition";
import { setOptional, textOf } from "./draft-values";
import { ImageFields } from "./image-fields";
import { fromImageValues, imageSettingFor, toImageValues } from "./image-values";

const SIDES = ["before", "after"] as const;

function CompareSettings() {
  return (
    <>
      <fieldset className="fw-editor-group">
        <legend>Before</legend>
        <ImageFields prefix="before." context="Before" withCaption={false} />
      </fieldset>
      <fieldset className="fw-editor-group">
        <legend>After</legend>
        <ImageFields prefix="after." context="After" withCaption={false} />
      </fieldset>
      <fieldset className="fw-editor-group">
        <legend>Slider</legend>
        <NumberInput
          name="position"
          label="Starting position (%)"
          description="Where the handle starts, from the left: 0 to 100"
          rules={{ min: 0, max: 100 }}
        />
        <TextInput name="caption" label="Caption" description="Optional; shown under the slider" />
      </fieldset>
    </>
  );
}

/** A before/after slider of two images. */
export const compareBlockType: BlockTypeDefinition = {
  type: "compare",
  title: "Compare slider",
  hint: "Two images, before and after, with a handle between them",
  keywords: ["before/after", "comparison", "images", "slider"],
  group: "content",
  create: () => ({
    type: "compare",
    before: { src: "/samples/sample-1.jpg", alt: "" },
    after: { src: "/samples/sample-2.jpg", alt: "" },
    position: COMPARE_SLIDER_POSITION,
  }),
  caption: (block) =>
    textOf(block.caption) ||
    `Compare: ${SIDES.map((side) => toImageValues(block[side]).alt || side).join(" / ")}`,
  toValues: (block) => ({
    before: toImageValues(block.before),
    after: toImageValues(block.after),
    position: block.position ?? COMPARE_SLIDER_POSITION,
    caption: textOf(block.caption),
  }),
  fromValues: (values, current) => {
    const next: Record<string, unknown> = { ...current, type: "compare" };
    for (const side of SIDES) {
      next[side] = fromImageValues(values[side], current[side], { withCaption: false });
    }
    const position = values.position;
    setOptional(next, "position", position === "" || position === null ? undefined : position);
    setOptional(next, "caption", textOf(values.caption) || undefined);
    return next as typeof current;
  },
  settingFor: (path) => {
    const [key, ...rest] = path;
    if (key === "before" || key === "after")
      return imageSettingFor(rest, `${key}.`) ?? `${key}.src`;
    return key === "position" || key === "caption" ? key : null;
  },
  Settings: CompareSettings,
};
