import { UPLOAD_URL_PREFIX } from "./uploads";

/**
 * The `src` of every uploaded image a form document shows (image, carousel
 * and compare blocks, the theme's logo…), each once, in document order.
 * Every image in the schema is an object with a `src`, so the document is
 * walked whole rather than block type by block type: an image-bearing block
 * added later is covered without a change here.
 *
 * @example
 * documentUploadSrcs({ theme: { logo: { src: "/uploads/a.png", alt: "" } }, blocks: [] });
 * // ["/uploads/a.png"]
 */
export function documentUploadSrcs(document: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key === "src" && typeof item === "string" && item.startsWith(UPLOAD_URL_PREFIX)) {
          found.add(item);
        } else {
          visit(item);
        }
      }
    }
  };
  visit(document);
  return [...found];
}
