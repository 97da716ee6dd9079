"use client";

import type { HiddenBlock } from "@formwright/core/field-types/hidden";
import { HiddenInput } from "@formwright/fields/hidden-input";

/**
 * The public form's hidden field: a hidden input holding its default (or
 * prefilled) value. Loaded on its own (see field-types/list.ts): a form
 * without one downloads none of it.
 *
 * @example
 * <HiddenWidget block={block} />
 */
export function HiddenWidget({ block }: { block: HiddenBlock }) {
  return <HiddenInput name={block.name} defaultValue={block.defaultValue} />;
}
