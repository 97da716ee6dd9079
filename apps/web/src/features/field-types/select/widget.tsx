"use client";

import type { SelectBlock } from "@formwright/core/field-types/select";
import dynamic from "next/dynamic";
import type { CommonWidgetProps } from "../field-widget";
import { NativeSelectFallback } from "./native-select-fallback";

// react-select and the virtual list are a chunk of their own: only forms with a select
// download it (it is still rendered on the server).
const Select = dynamic(() => import("@formwright/fields/select").then((module) => module.Select));

/**
 * The public form's select widget, and its native `<select>` for a page
 * without scripts (see {@link NativeSelectFallback}).
 *
 * @example
 * <SelectWidget block={block} common={common} />
 */
export function SelectWidget({ block, common }: { block: SelectBlock; common: CommonWidgetProps }) {
  return (
    <>
      <Select
        {...common}
        options={block.options ?? []}
        multi={block.multi}
        searchable={block.searchable}
        creatable={block.creatable}
        createPosition={block.createPosition}
      />
      <NativeSelectFallback block={block} />
    </>
  );
}
