import { type DocumentImage, IMAGE_QUALITY } from "@formwright/core";
import Image from "next/image";
import { isRemoteImageSrc } from "./image-src";

/** Shape of the box an image without `dimensions` is shown in (cropped to fit). */
export const DEFAULT_IMAGE_ASPECT_RATIO = "3 / 2";

/**
 * The aspect ratio of an image's box: its own when the document gives its
 * dimensions, the default otherwise.
 *
 * @example
 * imageAspectRatio({ src: "/samples/a.jpg", alt: "A", dimensions: { width: 1200, height: 800 } }); // "1200 / 800"
 */
export function imageAspectRatio(image: DocumentImage): string {
  return image.dimensions
    ? `${image.dimensions.width} / ${image.dimensions.height}`
    : DEFAULT_IMAGE_ASPECT_RATIO;
}

/** Props of {@link BlockImage}. */
export interface BlockImageProps {
  image: DocumentImage;
  /** The `sizes` attribute: how wide the image shows, per breakpoint. */
  sizes: string;
  /**
   * `natural`: the image's own shape when its dimensions are known. `cover`:
   * always fill a box of `aspectRatio`, cropping (carousel slides, compare sides).
   */
  fit?: "natural" | "cover";
  /** The box's aspect ratio for `cover`; the image's own (or the default) otherwise. */
  aspectRatio?: string;
}

/**
 * An image of a content block, through Next's image optimizer at
 * `IMAGE_QUALITY` with a srcset of the configured widths. `alt` is the
 * document's alternative text. Without dimensions it fills an aspect-ratio
 * box, so the page never jumps as images load. Remote (https) images are
 * shown unoptimized, from their host.
 *
 * @example
 * <BlockImage image={{ src: "/samples/sample-1.jpg", alt: "Blue" }} sizes="100vw" />
 */
export function BlockImage({ image, sizes, fit = "natural", aspectRatio }: BlockImageProps) {
  const common = {
    src: image.src,
    alt: image.alt,
    sizes,
    quality: IMAGE_QUALITY,
    unoptimized: isRemoteImageSrc(image.src),
    draggable: false,
  };
  if (fit === "natural" && image.dimensions) {
    return (
      <Image
        {...common}
        className="fw-image"
        width={image.dimensions.width}
        height={image.dimensions.height}
      />
    );
  }
  return (
    <span className="fw-image-box" style={{ aspectRatio: aspectRatio ?? imageAspectRatio(image) }}>
      <Image {...common} className="fw-image fw-image--cover" fill />
    </span>
  );
}
