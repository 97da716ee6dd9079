"use client";

import { type Ref, type RefCallback, useCallback, useLayoutEffect, useRef } from "react";
import { keepInputAttributesStable } from "./stable-input-attributes";

/**
 * Adopts what the respondent typed, ticked or chose in the server-rendered
 * HTML before React hydrated. Hydration keeps whatever the elements hold but
 * reports none of it, so a controlled widget would otherwise show text its
 * form never received (and a later render could erase it). Once the widget is
 * mounted, before the first paint, `adopt` reads its element and stores what
 * differs from the form's value. After a client-side mount the element holds
 * what React rendered, so `adopt` finds nothing to do.
 *
 * Returns a callback ref for the element that also forwards it to `ref`
 * (react-hook-form's `field.ref`, used to focus the field). An `<input>` also
 * gets {@link keepInputAttributesStable}, so its updates while typing do not
 * rewrite its `name` and `type`.
 *
 * @example
 * const inputRef = useEarlyInput<HTMLInputElement>({
 *   ref: field.ref,
 *   adopt: (input) => { if (input.value !== field.value) change(input.value); },
 * });
 * <input ref={inputRef} />
 */
export function useEarlyInput<TElement>({
  ref,
  adopt,
}: {
  ref?: Ref<TElement>;
  adopt: (element: TElement) => void;
}): RefCallback<TElement> {
  const element = useRef<TElement | null>(null);
  const latestAdopt = useRef(adopt);
  latestAdopt.current = adopt;
  useLayoutEffect(() => {
    if (element.current) latestAdopt.current(element.current);
  }, []);
  return useCallback(
    (node: TElement | null) => {
      element.current = node;
      if (typeof HTMLInputElement !== "undefined" && node instanceof HTMLInputElement) {
        keepInputAttributesStable(node);
      }
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
}
