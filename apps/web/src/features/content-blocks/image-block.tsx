"use client";

import type { ImageBlock as ImageBlockData } from "@formwright/core";
import { useWidgetTexts } from "@formwright/fields";
import { pageSpanStyle } from "../page-grid/page-span-style";
import { BlockImage } from "./block-image";
import { pageImageSizes } from "./image-sizes";
import { LazyImageLightbox, useLightboxIndex } from "./lazy-image-lightbox";

/**
 * An image block: the image (through the optimizer) in a `<figure>` with its
 * caption as `<figcaption>`; activating the image opens it in the lightbox.
 * Alt text and caption are rendered as text.
 *
 * @example
 * <ImageBlock block={{ type: "image", src: "/samples/sample-1.jpg", alt: "Blue" }} />
 */
export function ImageBlock({ block }: { block: ImageBlockData }) {
  const lightbox = useLightboxIndex();
  const texts = useWidgetTexts();
  return (
    <figure className="fw-block fw-block--image" style={pageSpanStyle(block.width)}>
      <button
        type="button"
        className="fw-image-button"
        aria-haspopup="dialog"
        aria-label={block.alt ? texts.enlargeImageAlt({ alt: block.alt }) : texts.enlargeImage}
        onClick={() => lightbox.open(0)}
      >
        <BlockImage image={block} sizes={pageImageSizes({ width: block.width })} />
      </button>
      {block.caption && <figcaption className="fw-caption">{block.caption}</figcaption>}
      {lightbox.index !== null && (
        <LazyImageLightbox images={[block]} index={lightbox.index} onClose={lightbox.close} />
      )}
    </figure>
  );
}
