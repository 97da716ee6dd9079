import { PREVIEW_MESSAGE_SOURCE, PREVIEW_PROTOCOL_VERSION } from "./constants";
import type { PreviewMessage } from "./message-schema";

type WithoutEnvelope<T> = T extends unknown ? Omit<T, "source" | "version"> : never;

/** A message as its sender writes it: without the namespace and version. */
export type PreviewMessageInput = WithoutEnvelope<PreviewMessage>;

/**
 * Stamps a message with the protocol's namespace and version.
 *
 * @example
 * createMessage({ type: "ready", formId });
 * // { source: "formwright-live-preview", version: 1, type: "ready", formId }
 */
export function createMessage<T extends PreviewMessageInput>(
  input: T,
): T & Pick<PreviewMessage, "source" | "version"> {
  return { ...input, source: PREVIEW_MESSAGE_SOURCE, version: PREVIEW_PROTOCOL_VERSION };
}
