"use client";

import {
  COMPARE_SLIDER_KEYBOARD_STEP,
  type CompareBlock as CompareBlockData,
} from "@formwright/core";
import { useWidgetTexts } from "@formwright/fields";
import { useId } from "react";
import { Handle, HandleRoot, Item, Provider, Root } from "react-compare-slider/components";
import { useReactCompareSlider } from "react-compare-slider/hooks";
import { pageSpanStyle } from "../page-grid/page-span-style";
import { BlockImage, imageAspectRatio } from "./block-image";
import { compareValueText } from "./compare-labels";
import { pageImageSizes } from "./image-sizes";

/**
 * A before/after slider (react-compare-slider): the two images stacked,
 * `before` on the left, with a handle that starts at `position` and moves
 * `COMPARE_SLIDER_KEYBOARD_STEP` percent per arrow key. The handle is a
 * `role="slider"` with `aria-valuenow` (from the library), our own accessible
 * name and an `aria-valuetext` naming both sides. Both images go through the
 * image optimizer and keep their alt text; the caption is a `<figcaption>`.
 *
 * @example
 * <CompareBlock block={parsedCompareBlock} />
 */
export function CompareBlock({ block }: { block: CompareBlockData }) {
  const handleId = useId();
  const texts = useWidgetTexts();
  const slider = useReactCompareSlider({
    defaultPosition: block.position,
    keyboardIncrement: `${COMPARE_SLIDER_KEYBOARD_STEP}%`,
    // The library updates aria-valuenow itself, outside React; the text follows it.
    onPositionChange: (position) =>
      document
        .getElementById(handleId)
        ?.setAttribute("aria-valuetext", compareValueText(position, texts)),
  });
  const sizes = pageImageSizes({ width: block.width });
  const aspectRatio = imageAspectRatio(block.before);
  return (
    <figure className="fw-block fw-block--compare" style={pageSpanStyle(block.width)}>
      <Provider {...slider}>
        <Root className="fw-compare" style={{ aspectRatio }}>
          <Item item="itemOne" className="fw-compare__item">
            <BlockImage image={block.before} sizes={sizes} fit="cover" aspectRatio={aspectRatio} />
          </Item>
          <Item item="itemTwo" className="fw-compare__item">
            <BlockImage image={block.after} sizes={sizes} fit="cover" aspectRatio={aspectRatio} />
          </Item>
          <HandleRoot
            id={handleId}
            className="fw-compare__handle"
            aria-label={texts.compareHandle}
            aria-valuetext={compareValueText(block.position, texts)}
          >
            <Handle />
          </HandleRoot>
        </Root>
      </Provider>
      {block.caption && <figcaption className="fw-caption">{block.caption}</figcaption>}
    </figure>
  );
}
