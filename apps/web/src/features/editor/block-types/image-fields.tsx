"use client";

import { TextInput } from "@formwright/fields";
import { ImagePicker } from "../image-picker/image-picker";

/**
 * The inputs of one image (image block, carousel slide, compare side): the
 * picker, its address, the required alt text and, unless `withCaption` is
 * false, a caption. `prefix` places them in the settings values
 * (`"slides.2."`); `context` starts their labels when a panel has several
 * images ("Slide 3").
 */
export function ImageFields({
  prefix = "",
  context,
  withCaption = true,
}: {
  prefix?: string;
  context?: string;
  withCaption?: boolean;
}) {
  const label = (text: string) => (context ? `${context} ${text.toLowerCase()}` : text);
  return (
    <>
      <ImagePicker prefix={prefix} context={context?.toLowerCase()} />
      <TextInput
        name={`${prefix}src`}
        label={label("Image address")}
        description="Set by the picker; or a path under /uploads/ or /samples/, or an https:// address"
      />
      <TextInput
        name={`${prefix}alt`}
        label={label("Alt text")}
        required
        description="What the image shows, for people who cannot see it"
      />
      {withCaption && (
        <TextInput
          name={`${prefix}caption`}
          label={label("Caption")}
          description="Optional; shown under the image"
        />
      )}
    </>
  );
}
