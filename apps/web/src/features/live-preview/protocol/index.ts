export {
  PREVIEW_CHANGE_DEBOUNCE_MS,
  PREVIEW_CLOSED_POLL_MS,
  PREVIEW_MESSAGE_SOURCE,
  PREVIEW_PROTOCOL_VERSION,
  PREVIEW_READY_INTERVAL_MS,
  previewPath,
  previewWindowName,
} from "./constants";
export { createMessage, type PreviewMessageInput } from "./create-message";
export { isExactOrigin } from "./is-exact-origin";
export { type ExpectedSource, isTrustedEvent, type ReceivedEvent } from "./is-trusted-event";
export {
  type PreviewMessage,
  type PreviewMessageOf,
  type PreviewMessageType,
  previewMessageSchema,
} from "./message-schema";
export { parseMessage } from "./parse-message";
export { type MessageTarget, postToWindow } from "./post-to-window";
export { type MessageListenerTarget, subscribe } from "./subscribe";
