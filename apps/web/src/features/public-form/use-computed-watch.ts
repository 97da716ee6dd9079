"use client";

import { useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";

/**
 * What `derive` makes of the answers of `names`, re-rendering the component
 * only when that changes (react-hook-form's `useWatch` with `compute`, which
 * compares each result with the last): a keystroke that changes nothing it
 * shows renders nothing. `source` is what `derive` reads besides the answers
 * (the document): when it changes (the editor's preview) the result is made
 * again from the current answers.
 *
 * @example
 * const pattern = useComputedWatch(watched, blocks, (values) => shownPattern(values));
 */
export function useComputedWatch<T>(
  names: readonly string[],
  source: unknown,
  derive: (watched: unknown[]) => T,
): T {
  const { getValues } = useFormContext();
  const computedFor = useRef<unknown>(source);
  const value = useWatch({
    name: names as string[],
    compute: (watched: unknown[]) => {
      computedFor.current = source;
      return derive(watched);
    },
  }) as T;
  return computedFor.current === source ? value : derive(getValues(names as string[]));
}
