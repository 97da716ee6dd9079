"use client";

import type { ComponentPropsWithoutRef } from "react";
import { fieldGridCss } from "../layout/field-grid-css";

/**
 * Props of {@link FieldGrid}: those of a `<div>`.
 *
 * @example
 * const props: FieldGridProps = { className: "my-form-grid", children: null };
 */
export type FieldGridProps = ComponentPropsWithoutRef<"div">;

/**
 * The layout container of fields: a 12-column grid in which each field spans
 * its `width` (full width below 480 px). Its CSS is generated from the
 * constants ({@link fieldGridCss}) and rendered once per document: React 19
 * hoists a `<style>` with `href` and `precedence` into the head and dedupes it.
 *
 * @example
 * <FieldGrid>
 *   <TextInput name="first" label="First name" width={{ sm: 6 }} />
 *   <TextInput name="last" label="Last name" width={{ sm: 6 }} />
 * </FieldGrid>
 */
export function FieldGrid({ className, children, ...props }: FieldGridProps) {
  return (
    <div {...props} className={className ? `fw-grid ${className}` : "fw-grid"}>
      <style href="formwright-field-grid" precedence="default">
        {fieldGridCss()}
      </style>
      {children}
    </div>
  );
}
