"use client";

import { useMemo } from "react";
import type { KeyContext } from "./block-types/follow-labels";
import { takenFieldNames } from "./block-types/registry";
import { selectFromBlocks, useBlockSelector } from "./editor-store";

const NO_KEY = "";
const selectNoNames = () => NO_KEY;

/**
 * A selector of the field names of the blocks but `key`, sorted and joined (a
 * string stays equal while they do), made again only when another block
 * changes: typing in the block's own label (its name following) does not.
 */
function selectOtherNames(key: string) {
  return selectFromBlocks(
    (entry) => (entry.key === key ? null : entry.block),
    (blocks) => [...takenFieldNames(blocks.filter((block) => block !== null))].sort().join(" "),
  );
}

/**
 * What lets the block `key`'s name and option values follow their labels: the
 * published keys and the other blocks' names. The same object while those stay
 * the same (a keystroke in the block's label changes neither). `null` for no
 * block: nothing is read.
 *
 * @example
 * const keys = useKeyContext(isSelected ? blockKey : null);
 */
export function useKeyContext(key: string | null): KeyContext | undefined {
  // Read per block (see `subscribeBlock`): the selected block hears of every
  // change to the blocks, a block not asked for (`null`) of none but a load.
  const selectNames = useMemo(() => (key === null ? selectNoNames : selectOtherNames(key)), [key]);
  const names = useBlockSelector(key ?? NO_KEY, selectNames);
  const publishedKeys = useBlockSelector(key ?? NO_KEY, (state) => state.publishedKeys);
  return useMemo(
    () =>
      key === null
        ? undefined
        : { publishedKeys, takenNames: new Set(names.split(" ").filter(Boolean)) },
    [key, names, publishedKeys],
  );
}
