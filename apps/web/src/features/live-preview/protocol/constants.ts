/**
 * The namespace every live-preview message carries in `source`, so the editor
 * and the preview ignore the many other messages a window receives (browser
 * extensions, devtools, other apps).
 */
export const PREVIEW_MESSAGE_SOURCE = "formwright-live-preview";

/**
 * Version of the message format. A side that receives another version ignores
 * the message: both sides are served by the same app, so a mismatch means a
 * stale window, and reloading it fixes it.
 */
export const PREVIEW_PROTOCOL_VERSION = 1;

/** How long the editor waits after the last keystroke before sending unsaved changes. */
export const PREVIEW_CHANGE_DEBOUNCE_MS = 300;

/**
 * How often the preview repeats `ready` to its opener. An editor that was
 * reloaded has lost its handle on the preview window; the next `ready`
 * reconnects them.
 */
export const PREVIEW_READY_INTERVAL_MS = 2000;

/** How often the editor checks whether the preview window was closed. */
export const PREVIEW_CLOSED_POLL_MS = 500;

/**
 * The name of a form's preview window. Opening the preview again with the same
 * name reuses the window instead of opening another.
 *
 * @example
 * previewWindowName("0b6f…"); // "formwright-preview-0b6f…"
 */
export function previewWindowName(formId: string): string {
  return `formwright-preview-${formId}`;
}

/**
 * The path of a form's preview page.
 *
 * @example
 * previewPath("0b6f…"); // "/preview/0b6f…"
 */
export function previewPath(formId: string): string {
  return `/preview/${encodeURIComponent(formId)}`;
}
