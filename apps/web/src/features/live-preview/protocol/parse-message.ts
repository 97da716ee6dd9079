import { type PreviewMessage, previewMessageSchema } from "./message-schema";

/**
 * Reads a live-preview message from anything a window received: the message,
 * or `null` for anything else (another namespace, another version, a wrong
 * shape). It never throws.
 *
 * @example
 * window.addEventListener("message", (event) => {
 *   const message = parseMessage(event.data);
 *   if (message?.type === "ready") connect();
 * });
 */
export function parseMessage(data: unknown): PreviewMessage | null {
  const result = previewMessageSchema.safeParse(data);
  return result.success ? result.data : null;
}
