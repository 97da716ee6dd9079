"use client";

import { type SyntheticEvent, useMemo } from "react";
import { startsAction } from "./starts-action";

/** Handlers to spread on the element that holds a page's actions. */
export interface ActionScopeProps {
  onClickCapture: (event: SyntheticEvent) => void;
  onChangeCapture: (event: SyntheticEvent) => void;
  onSubmitCapture: (event: SyntheticEvent) => void;
}

/**
 * Calls `clear` whenever the person starts an action anywhere inside the
 * element the returned props are spread on (see {@link startsAction}). The
 * handlers run in the capture phase, before the action's own handler, so
 * the action may then show its own message. Dialogs rendered inside the
 * element count too: React events follow the component tree.
 *
 * @example
 * const scope = useClearOnNextAction(announcer.clear);
 * return <div {...scope}>…</div>;
 */
export function useClearOnNextAction(clear: () => void): ActionScopeProps {
  return useMemo(() => {
    const handle = (event: SyntheticEvent) => {
      if (startsAction({ type: event.type, target: event.target })) clear();
    };
    return { onClickCapture: handle, onChangeCapture: handle, onSubmitCapture: handle };
  }, [clear]);
}
