"use client";

import { Checkbox, TextInput } from "@formwright/fields";
import { useWatch } from "react-hook-form";
import { ImagePicker } from "../image-picker/image-picker";

/**
 * The inputs of one image (image block, carousel slide, compare side): the
 * picker, its address, the alt text (required unless "Decorative image" is
 * ticked, which hides it) and, unless `withCaption` is false, a caption. The
 * picker moves focus to the alt text when an image is picked or uploaded. `prefix` places them in the settings values
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
  const isDecorative = useWatch({ name: `${prefix}decorative` }) === true;
  return (
    <>
      <ImagePicker prefix={prefix} context={context?.toLowerCase()} />
      <TextInput
        name={`${prefix}src`}
        label={label("Image address")}
        description="Set by the picker; or a path under /uploads/ or /samples/, or an https:// address"
      />
      {!isDecorative && (
        <TextInput
          name={`${prefix}alt`}
          label={label("Alt text")}
          required
          description="What the image shows, for people who cannot see it"
        />
      )}
      <Checkbox
        name={`${prefix}decorative`}
        label={label("Decorative image (no description)")}
        description="Only for an image that adds nothing to the text: screen readers skip it"
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
