"use client";

import { type DocumentImage, IMAGE_QUALITY, MODAL_TRANSITION_MS } from "@formwright/core";
import { useWidgetTexts } from "@formwright/fields";
import Image from "next/image";
import { useEffect, useMemo, useRef } from "react";
import Lightbox, {
  type ControllerRef,
  type RenderSlideProps,
  type SlideImage,
} from "yet-another-react-lightbox";
import "yet-another-react-lightbox/styles.css";
import { isRemoteImageSrc } from "./image-src";
import { lightboxRootStyle } from "./lightbox-style";
import { wrapFocus } from "./wrap-focus";

/** Class of the lightbox's root element (the dialog), to find it from outside yarl. */
const ROOT_CLASS = "fw-lightbox";

/** Props of {@link ImageLightbox}. */
export interface ImageLightboxProps {
  images: readonly DocumentImage[];
  /** The image shown first. */
  index: number;
  /** Called once the lightbox has faded out. */
  onClose: () => void;
}

function LightboxImage({ slide, rect }: RenderSlideProps) {
  const { src, alt = "" } = slide as SlideImage;
  return (
    <span className="fw-lightbox-image" style={{ width: rect.width, height: rect.height }}>
      <Image
        src={src}
        alt={alt}
        fill
        sizes="100vw"
        quality={IMAGE_QUALITY}
        unoptimized={isRemoteImageSrc(src)}
        draggable={false}
      />
    </span>
  );
}

/**
 * Images shown large over the page (yet-another-react-lightbox), each through
 * the image optimizer. It uses `MODAL_Z_INDEX` and `MODAL_TRANSITION_MS`;
 * yarl makes the rest of the page inert, locks page scroll and gives focus
 * back to what opened it; this wrapper adds what yarl leaves out: Tab wraps
 * round inside the lightbox, and Escape closes it wherever focus is (yarl
 * only listens on its own container). Loaded only when a respondent first
 * opens it (see `lazy-image-lightbox.tsx`).
 *
 * @example
 * <ImageLightbox images={[{ src: "/samples/sample-1.jpg", alt: "Blue" }]} index={0} onClose={close} />
 */
export function ImageLightbox({ images, index, onClose }: ImageLightboxProps) {
  const slides = useMemo(() => images.map(({ src, alt }) => ({ src, alt })), [images]);
  const isSingle = slides.length <= 1;
  const texts = useWidgetTexts();
  const controller = useRef<ControllerRef>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const root = document.querySelector<HTMLElement>(`.${ROOT_CLASS}`);
      if (!root) return;
      if (event.key === "Escape" && !root.contains(event.target as Node)) {
        controller.current?.close();
      }
      wrapFocus(event, root);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <Lightbox
      className={ROOT_CLASS}
      open
      index={index}
      close={onClose}
      slides={slides}
      animation={{ fade: MODAL_TRANSITION_MS }}
      styles={{ root: lightboxRootStyle() }}
      carousel={{ finite: isSingle }}
      controller={{ ref: controller, closeOnBackdropClick: true }}
      labels={{
        Lightbox: texts.enlargedImage,
        Close: texts.modalClose,
        Previous: texts.carouselPrevious,
        Next: texts.carouselNext,
      }}
      render={{
        slide: LightboxImage,
        buttonPrev: isSingle ? () => null : undefined,
        buttonNext: isSingle ? () => null : undefined,
      }}
    />
  );
}
