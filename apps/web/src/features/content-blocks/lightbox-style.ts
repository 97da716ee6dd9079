import { MODAL_TRANSITION_MS, MODAL_Z_INDEX } from "@formwright/core";

/**
 * yet-another-react-lightbox's own custom properties for its stacking level
 * and fade, set from the constants. Its stylesheet's defaults happen to match
 * today; setting them means a changed constant reaches the lightbox too. Kept
 * apart from the modal's style so the lightbox's names stay in its own chunk.
 *
 * @example
 * <Lightbox styles={{ root: lightboxRootStyle() }} />
 */
export function lightboxRootStyle(): Record<`--yarl__${string}`, string> {
  return {
    "--yarl__portal_zindex": String(MODAL_Z_INDEX),
    "--yarl__fade_animation_duration": `${MODAL_TRANSITION_MS}ms`,
  };
}
