import { MODAL_TRANSITION_MS, MODAL_Z_INDEX } from "@formwright/core";
import type { CSSProperties } from "react";

/**
 * Custom properties that give the modal dialog its stacking level and
 * transition from the constants (read by content-blocks.css).
 *
 * @example
 * <dialog style={modalOverlayStyle()} />
 */
export function modalOverlayStyle(): CSSProperties {
  return {
    "--fw-overlay-z-index": String(MODAL_Z_INDEX),
    "--fw-overlay-transition": `${MODAL_TRANSITION_MS}ms`,
  } as CSSProperties;
}
