"use client";

import dynamic from "next/dynamic";
import { useCallback, useState } from "react";

/**
 * {@link ImageLightbox}, loaded on first use: a form with images downloads
 * the lightbox code only when a respondent opens an image.
 */
export const LazyImageLightbox = dynamic(
  () => import("./image-lightbox").then((module) => module.ImageLightbox),
  { ssr: false },
);

/**
 * Which image of a block's lightbox is open, if any.
 *
 * @example
 * const lightbox = useLightboxIndex();
 * <button onClick={() => lightbox.open(2)} />
 * {lightbox.index !== null && <LazyImageLightbox images={images} index={lightbox.index} onClose={lightbox.close} />}
 */
export function useLightboxIndex() {
  const [index, setIndex] = useState<number | null>(null);
  const open = useCallback((next: number) => setIndex(next), []);
  const close = useCallback(() => setIndex(null), []);
  return { index, open, close };
}
