"use client";

import type { BlockTypeDefinition } from "./block-type-definition";
import { textOf } from "./draft-values";
import { ImageFields } from "./image-fields";
import { fromImageValues, imageSettingFor, toImageValues } from "./image-values";

/**
 * A new image: a bundled sample until an image is picked, and no alt text, so
 * the author has to describe it (or mark it decorative) before saving.
 */
export const NEW_IMAGE = { src: "/samples/sample-1.jpg", alt: "" } as const;

function ImageSettings() {
  return (
    <fieldset className="fw-editor-group">
      <legend>Image</legend>
      <ImageFields />
    </fieldset>
  );
}

/** One image with its alt text and an optional caption. */
export const imageBlockType: BlockTypeDefinition = {
  type: "image",
  title: "Image",
  hint: "A picture, uploaded or chosen from uploads",
  keywords: ["picture", "photo", "illustration", "logo", "banner"],
  group: "content",
  create: () => ({ type: "image", ...NEW_IMAGE }),
  caption: (block) => textOf(block.alt) || "Image",
  toValues: (block) => ({ ...toImageValues(block) }),
  fromValues: (values, current) => ({
    ...fromImageValues(values, current),
    type: "image",
  }),
  settingFor: (path) => imageSettingFor(path),
  Settings: ImageSettings,
};
