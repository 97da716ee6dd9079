import type { PathSegment } from "../json-path";
import { isRecord, setOptional, textOf } from "./draft-values";

/**
 * An image's `dimensions` as the settings inputs hold them: the size, and the
 * `src` it was measured for. When the address changes by hand the size no
 * longer describes the image, and is dropped.
 */
export interface ImageDimensionsValue {
  width: number;
  height: number;
  src: string;
}

/** An image (image block, carousel slide, compare side) as its settings inputs hold it. */
export interface ImageValues {
  src: string;
  alt: string;
  /** "Decorative image (no description)": stored as `decorative: true` and `alt: ""`. */
  decorative: boolean;
  caption: string;
  dimensions: ImageDimensionsValue | null;
}

function isPixels(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}

/**
 * The inputs' values of an image object of a document.
 *
 * @example
 * toImageValues({ src: "/uploads/a.png", alt: "A", dimensions: { width: 64, height: 48 } });
 * // { src: "/uploads/a.png", alt: "A", decorative: false, caption: "", dimensions: { width: 64, height: 48, src: "/uploads/a.png" } }
 */
export function toImageValues(image: unknown): ImageValues {
  const source = isRecord(image) ? image : {};
  const src = textOf(source.src);
  const size = source.dimensions;
  return {
    src,
    alt: textOf(source.alt),
    decorative: source.decorative === true,
    caption: textOf(source.caption),
    dimensions:
      isRecord(size) && isPixels(size.width) && isPixels(size.height)
        ? { width: size.width, height: size.height, src }
        : null,
  };
}

/**
 * The image object the inputs describe, on top of `current` (keys the inputs
 * do not show are kept). A decorative image gets `alt: ""` and
 * `decorative: true`; otherwise `decorative` is dropped. An empty caption is left out; `dimensions` are kept
 * only while they belong to the image's `src`. `withCaption: false` leaves
 * `caption` as it was (compare sides have none).
 *
 * @example
 * fromImageValues({ src: "/samples/sample-1.jpg", alt: "Bike", caption: "", dimensions: null }, {});
 * // { src: "/samples/sample-1.jpg", alt: "Bike" }
 */
export function fromImageValues(
  values: unknown,
  current: unknown,
  { withCaption = true }: { withCaption?: boolean } = {},
): Record<string, unknown> {
  const input = isRecord(values) ? values : {};
  const next: Record<string, unknown> = { ...(isRecord(current) ? current : {}) };
  next.src = textOf(input.src);
  // A decorative image says nothing: its alt is "" whatever the hidden input held.
  const decorative = input.decorative === true;
  next.alt = decorative ? "" : textOf(input.alt);
  setOptional(next, "decorative", decorative ? true : undefined);
  if (withCaption) setOptional(next, "caption", textOf(input.caption) || undefined);
  const size = input.dimensions;
  const measured =
    isRecord(size) && isPixels(size.width) && isPixels(size.height) && size.src === next.src;
  setOptional(
    next,
    "dimensions",
    measured ? { width: size.width as number, height: size.height as number } : undefined,
  );
  return next;
}

/**
 * The input a document problem inside an image object belongs to: its own key,
 * or the address input for a problem in `dimensions`.
 *
 * @example
 * imageSettingFor(["alt"], "slides.2."); // "slides.2.alt"
 */
export function imageSettingFor(path: readonly PathSegment[], prefix = ""): string | null {
  const [key] = path;
  if (key === "src" || key === "dimensions") return `${prefix}src`;
  if (key === "alt" || key === "caption") return `${prefix}${key}`;
  if (key === "decorative") return `${prefix}decorative`;
  return null;
}
