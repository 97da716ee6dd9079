"use client";

import { DEFAULT_BACK_LABEL, DEFAULT_NEXT_LABEL } from "@formwright/core";
import { TextInput } from "@formwright/fields";
import type { DraftBlock } from "../draft-types";
import { PIPE_HINT } from "../pipe-hint";
import type { BlockTypeDefinition } from "./block-type-definition";
import { setOptional, textOf } from "./draft-values";

const KEYS = ["title", "nextLabel", "backLabel"] as const;

function PageBreakSettings() {
  return (
    <fieldset className="fw-editor-group">
      <legend>Page break</legend>
      <TextInput
        name="title"
        label="Page title"
        description={`Shown above the page, after “Step 2 of 4”; leave empty for none. ${PIPE_HINT}`}
      />
      <TextInput
        name="nextLabel"
        label="Next button caption"
        description={`The button that leaves this page; “${DEFAULT_NEXT_LABEL}” when empty`}
      />
      <TextInput
        name="backLabel"
        label="Back button caption"
        description={`The button back to the page before; “${DEFAULT_BACK_LABEL}” when empty`}
      />
    </fieldset>
  );
}

/**
 * The page number of each page break in a list of blocks (blocks before the
 * first page break are page 1), by index; other blocks are not in the map.
 *
 * @example
 * pageNumbers([{ type: "text" }, { type: "page" }]).get(1); // 2
 */
export function pageNumbers(blocks: readonly DraftBlock[]): Map<number, number> {
  const numbers = new Map<number, number>();
  let number = blocks[0]?.type === "page" ? 0 : 1;
  blocks.forEach((block, index) => {
    if (block.type === "page") numbers.set(index, ++number);
  });
  return numbers;
}

/** A page break: the blocks after it are the next page. */
export const pageBreakBlockType: BlockTypeDefinition = {
  type: "page",
  title: "Page break",
  hint: "Starts a new page: respondents see one page at a time, with Back and Next",
  keywords: ["divider", "step", "new page", "section", "multi-step", "wizard", "next"],
  group: "content",
  create: () => ({ type: "page" }),
  caption: (block) => textOf(block.title),
  toValues: (block) => Object.fromEntries(KEYS.map((key) => [key, textOf(block[key])])),
  fromValues: (values, current) => {
    const next: DraftBlock = { ...current, type: "page" };
    for (const key of KEYS) {
      const value = textOf(values[key]);
      setOptional(next, key, value.trim() === "" ? undefined : value);
    }
    return next;
  },
  settingFor: (path) => {
    const key = path[0];
    return typeof key === "string" && (KEYS as readonly string[]).includes(key) ? key : null;
  },
  Settings: PageBreakSettings,
};
