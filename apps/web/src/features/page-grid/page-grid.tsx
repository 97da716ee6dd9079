"use client";

import { FieldGrid, type FieldGridProps } from "@formwright/fields";
import { pageGridCss } from "./page-grid-css";

/**
 * Props of {@link PageGrid}: those of a `<div>`.
 *
 * @example
 * const props: PageGridProps = { children: null };
 */
export type PageGridProps = FieldGridProps;

/**
 * The page grid (breakpoint set B) on which a form's blocks are laid out: 12
 * columns whose gutters widen at 768, 1024 and 1440 px, where each content
 * block spans its `width` (full width below 768 px or when not set). It is
 * also the field grid: fields sit in the same columns and span their own
 * `width` by breakpoint set A. Its CSS is generated from the constants
 * ({@link pageGridCss}) and rendered once per document (React 19 hoists a
 * `<style>` with `href` and `precedence` into the head and dedupes it).
 *
 * @example
 * <PageGrid>
 *   {document.blocks.map((block) => <BlockView key={block.id} block={block} />)}
 * </PageGrid>
 */
export function PageGrid({ className, children, ...props }: PageGridProps) {
  return (
    <FieldGrid {...props} className={className ? `fw-page-grid ${className}` : "fw-page-grid"}>
      <style href="formwright-page-grid" precedence="default">
        {pageGridCss()}
      </style>
      {children}
    </FieldGrid>
  );
}
