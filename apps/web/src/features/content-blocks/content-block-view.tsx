"use client";

import type {
  CarouselBlock,
  CompareBlock,
  ImageBlock,
  ModalBlock,
  PaymentBlock,
} from "@formwright/core";
import dynamic from "next/dynamic";
import { ImageBlock as ImageBlockView } from "./image-block";
import { ModalBlock as ModalBlockView } from "./modal-block";
import { PaymentBlock as PaymentBlockView } from "./payment-block";
import "./content-blocks.css";

// Heavy blocks are separate chunks: a form downloads embla-carousel or
// react-compare-slider only when it has such a block (the lightbox is split
// off the same way, in lazy-image-lightbox.tsx). They still render on the server.
const CarouselBlockView = dynamic(() =>
  import("./carousel-block").then((module) => module.CarouselBlock),
);
const CompareBlockView = dynamic(() =>
  import("./compare-block").then((module) => module.CompareBlock),
);

/** The content blocks that carry media or overlays (heading and paragraph are plain text). */
export type MediaContentBlock =
  | ImageBlock
  | CarouselBlock
  | CompareBlock
  | ModalBlock
  | PaymentBlock;

/**
 * One image, carousel, compare or modal block. Author text (alt, captions,
 * labels, trigger, title, text) is passed as React text, never as HTML.
 *
 * @example
 * <ContentBlockView block={{ type: "modal", trigger: "Terms", title: "Terms", text: "..." }} />
 */
export function ContentBlockView({ block }: { block: MediaContentBlock }) {
  switch (block.type) {
    case "image":
      return <ImageBlockView block={block} />;
    case "carousel":
      return <CarouselBlockView block={block} />;
    case "compare":
      return <CompareBlockView block={block} />;
    case "modal":
      return <ModalBlockView block={block} />;
    case "payment":
      return <PaymentBlockView block={block} />;
  }
}
