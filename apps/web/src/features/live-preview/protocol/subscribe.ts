import { type ExpectedSource, isTrustedEvent } from "./is-trusted-event";
import type { PreviewMessage } from "./message-schema";
import { parseMessage } from "./parse-message";

/** The part of a window messages arrive at. */
export interface MessageListenerTarget {
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}

/**
 * Listens for live-preview messages of one form that pass
 * {@link isTrustedEvent}; everything else is ignored. `expectedSource` is
 * asked on every message, because the sender can change (the preview window is
 * closed and opened again). Returns the unsubscribe function.
 *
 * @example
 * const unsubscribe = subscribe({
 *   target: window,
 *   expectedOrigin: window.location.origin,
 *   expectedSource: () => window.opener,
 *   formId,
 *   onMessage: (message) => { if (message.type === "document-saved") refresh(); },
 * });
 */
export function subscribe({
  target,
  expectedOrigin,
  expectedSource,
  formId,
  onMessage,
}: {
  target: MessageListenerTarget;
  expectedOrigin: string;
  expectedSource: () => ExpectedSource;
  formId?: string;
  onMessage: (message: PreviewMessage, event: MessageEvent) => void;
}): () => void {
  const listener = (event: MessageEvent) => {
    if (!isTrustedEvent({ event, expectedOrigin, expectedSource: expectedSource() })) return;
    const message = parseMessage(event.data);
    if (!message || (formId !== undefined && message.formId !== formId)) return;
    onMessage(message, event);
  };
  target.addEventListener("message", listener);
  return () => target.removeEventListener("message", listener);
}
