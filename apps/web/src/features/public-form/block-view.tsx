"use client";

import type { Block } from "@formwright/core";
import dynamic from "next/dynamic";
import { FieldBlockView } from "../field-types/field-block-view";
import { pageSpanStyle } from "../page-grid/page-span-style";

// Images, carousels, compare sliders and modals (with next/image) load only on
// forms that have one: the server renders them, and the browser keeps that
// HTML until their code has loaded (next/dynamic, as the blocks' own parts are).
const ContentBlockView = dynamic(() =>
  import("../content-blocks/content-block-view").then((m) => m.ContentBlockView),
);

/**
 * One block of a form document. Author text is passed as React children or
 * props, so it is always rendered as text, never as HTML.
 */
export function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "heading": {
      const Heading = block.level === 3 ? "h3" : "h2";
      return (
        <Heading className="fw-block fw-block--heading" style={pageSpanStyle(block.width)}>
          {block.text}
        </Heading>
      );
    }
    case "paragraph":
      return (
        <p className="fw-block fw-block--paragraph" style={pageSpanStyle(block.width)}>
          {block.text}
        </p>
      );
    case "image":
    case "carousel":
    case "compare":
    case "modal":
    case "payment":
      return <ContentBlockView block={block} />;
    case "page":
      // A page break: the paged form shows its title and buttons (see form-pages.tsx).
      return null;
    default:
      return <FieldBlockView block={block} />;
  }
}
