import { isExactOrigin } from "./is-exact-origin";
import { type PreviewMessage, previewMessageSchema } from "./message-schema";

/** The part of a window that can receive messages. */
export interface MessageTarget {
  readonly closed?: boolean;
  postMessage(message: unknown, targetOrigin: string): void;
}

/**
 * Sends a message to one window, naming the exact origin it must have: a
 * window that navigated elsewhere in the meantime does not receive it. `*` and
 * anything else that is not one origin are refused, and so is a message that
 * is not well formed. Returns `false` when the window is gone.
 *
 * @example
 * postToWindow({ target: previewWindow, message: createMessage({ type: "document-saved", formId, revision }), targetOrigin: location.origin });
 */
export function postToWindow({
  target,
  message,
  targetOrigin,
}: {
  target: MessageTarget | null | undefined;
  message: PreviewMessage;
  targetOrigin: string;
}): boolean {
  if (!isExactOrigin(targetOrigin)) {
    throw new Error(
      `postToWindow needs one exact target origin, not ${JSON.stringify(targetOrigin)}`,
    );
  }
  const checked = previewMessageSchema.parse(message);
  if (!target || target.closed) return false;
  target.postMessage(checked, targetOrigin);
  return true;
}
