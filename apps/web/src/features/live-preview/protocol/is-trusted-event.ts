import { parseMessage } from "./parse-message";

/** The parts of a `MessageEvent` a receiver checks. */
export type ReceivedEvent = Pick<MessageEvent, "data" | "origin" | "source">;

/**
 * Which window a message must come from: that exact window, or a test for
 * windows not known in advance (the editor accepts `ready` from any window it
 * opened itself, to find its preview again after a reload).
 */
export type ExpectedSource =
  | MessageEventSource
  | null
  | undefined
  | ((source: MessageEventSource) => boolean);

/**
 * Whether a received message is one to act on: it comes from the expected
 * origin, from the expected window (`event.source`, so another tab of the same
 * origin cannot talk in), and is a well-formed live-preview message of this
 * version. Checking the origin alone would trust every window of the app.
 *
 * @example
 * if (isTrustedEvent({ event, expectedOrigin: location.origin, expectedSource: window.opener })) {
 *   apply(parseMessage(event.data));
 * }
 */
export function isTrustedEvent({
  event,
  expectedOrigin,
  expectedSource,
}: {
  event: ReceivedEvent;
  expectedOrigin: string;
  expectedSource: ExpectedSource;
}): boolean {
  if (event.origin !== expectedOrigin) return false;
  const source = event.source;
  if (source == null || expectedSource == null) return false;
  const isExpected =
    typeof expectedSource === "function" ? expectedSource(source) : source === expectedSource;
  if (!isExpected) return false;
  return parseMessage(event.data) !== null;
}
