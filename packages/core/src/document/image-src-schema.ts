import { z } from "zod";
import { documentMessages } from "./document-messages";

/**
 * The local paths an image `src` may start with: files uploaded in the editor
 * and the samples bundled with the app. The web app's image optimizer allows
 * exactly these (`images.localPatterns`), so a path outside them could not be
 * shown anyway.
 *
 * @example
 * IMAGE_LOCAL_PATH_PREFIXES; // ["/uploads/", "/samples/"]
 */
export const IMAGE_LOCAL_PATH_PREFIXES = ["/uploads/", "/samples/"] as const;

/** One path segment: no leading dot (so no `..`, no hidden files), no query, no escapes. */
const PATH_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

function isLocalImagePath(value: string): boolean {
  const prefix = IMAGE_LOCAL_PATH_PREFIXES.find((p) => value.startsWith(p));
  if (prefix === undefined) return false;
  return value
    .slice(prefix.length)
    .split("/")
    .every((segment) => PATH_SEGMENT.test(segment));
}

function isHttpsUrl(value: string): boolean {
  // `new URL` would quietly strip tabs and newlines and turn `\` into `/`.
  if (!/^https:\/\/[^/\\]/i.test(value) || /[\s\\\p{Cc}]/u.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === ""
    );
  } catch {
    return false;
  }
}

/**
 * Whether a string is an acceptable image `src`: a local path under
 * {@link IMAGE_LOCAL_PATH_PREFIXES}, or an absolute `https:` URL without
 * credentials. `javascript:`, `data:`, `http:`, protocol-relative (`//host`)
 * and anything with `..` or a query string are refused.
 *
 * @example
 * isImageSrc("/samples/sample-1.jpg"); // true
 * isImageSrc("https://images.example.com/a.jpg"); // true
 * isImageSrc("//evil.example/a.jpg"); // false
 */
export function isImageSrc(value: string): boolean {
  return isLocalImagePath(value) || isHttpsUrl(value);
}

/**
 * Where an image comes from; see {@link isImageSrc}.
 *
 * @example
 * imageSrcSchema.parse("/uploads/4f1c2a.webp");
 */
export const imageSrcSchema = z.string().refine(isImageSrc, {
  error: () => documentMessages.imageSrc(IMAGE_LOCAL_PATH_PREFIXES),
});

const pixelsSchema = z.number().int().min(1);

/**
 * An image's size in pixels, as stored in the file. Optional on every image:
 * with it the page reserves the image's exact shape before it loads; without
 * it the image is shown in a box of a fixed aspect ratio, cropped to fit.
 *
 * @example
 * imageDimensionsSchema.parse({ width: 1200, height: 800 });
 */
export const imageDimensionsSchema = z.strictObject({
  width: pixelsSchema,
  height: pixelsSchema,
});

/** An image's size in pixels. */
export type ImageDimensions = z.infer<typeof imageDimensionsSchema>;

/**
 * The keys every image in a document has (image block, carousel slide,
 * compare side): `src`, `alt` (the text a screen reader reads instead of the
 * image), `decorative` (`true` for an image that says nothing, whose `alt`
 * is then `""`) and optional `dimensions`. Spread it into a `z.strictObject`
 * and add {@link checkImageAlt} to the object.
 */
export const imageShape = {
  src: imageSrcSchema,
  alt: z.string(),
  decorative: z.literal(true).optional(),
  dimensions: imageDimensionsSchema.optional(),
};

/**
 * The rule between `alt` and `decorative`, as an object check: an image
 * describes itself (`alt` not empty or only spaces), or is marked
 * `decorative: true` with `alt: ""` (so it renders `alt=""` and screen
 * readers skip it). The problem is reported at `alt`.
 *
 * @example
 * z.strictObject(imageShape).check(checkImageAlt);
 */
export function checkImageAlt(ctx: z.core.ParsePayload<{ alt: string; decorative?: true }>): void {
  const { alt, decorative } = ctx.value;
  if (decorative === true ? alt === "" : /\S/.test(alt)) return;
  ctx.issues.push({
    code: "custom",
    input: alt,
    path: ["alt"],
    message: decorative === true ? documentMessages.decorativeAlt() : documentMessages.imageAlt(),
  });
}

/**
 * An image with its alternative text: one side of a compare block.
 *
 * @example
 * documentImageSchema.parse({ src: "/samples/sample-1.jpg", alt: "The garden before" });
 * documentImageSchema.parse({ src: "/samples/sample-2.jpg", alt: "", decorative: true });
 */
export const documentImageSchema = z.strictObject(imageShape).check(checkImageAlt);

/** An image with its alternative text. */
export type DocumentImage = z.infer<typeof documentImageSchema>;
