import { wholeNumberField } from "../shared/whole-number-field";
import type { WholeNumberRange } from "../shared/whole-number-range";
import type { ScaleBlock } from "./block";

/** The range of a scale that sets neither `min` nor `max`. */
export const SCALE_DEFAULT_RANGE: WholeNumberRange = { min: 1, max: 5 };
/** Lowest `max` a scale may set. */
export const SCALE_MAX_LOWEST = 2;
/** Highest `max` a scale may set. */
export const SCALE_MAX_HIGHEST = 10;
/** The range of a scale with `"preset": "nps"`. */
export const NPS_RANGE: WholeNumberRange = { min: 0, max: 10 };

/**
 * The numbers a scale block offers: 0–10 with `"preset": "nps"`, else `min`
 * (1 when unset) to `max` (5 when unset).
 *
 * @example
 * scaleRange({ type: "scale", name: "nps", label: "Recommend?", preset: "nps" }); // { min: 0, max: 10 }
 */
export function scaleRange(block: Pick<ScaleBlock, "min" | "max" | "preset">): WholeNumberRange {
  if (block.preset === "nps") return NPS_RANGE;
  return { min: block.min ?? SCALE_DEFAULT_RANGE.min, max: block.max ?? SCALE_DEFAULT_RANGE.max };
}

/**
 * A scale: one whole number from `min` to `max` (0–10 for an NPS question);
 * `null` while none is chosen.
 *
 * @example
 * scaleField.restoreValue({ type: "scale", name: "ease", label: "Ease" }, 3); // 3
 */
export const scaleField = wholeNumberField<ScaleBlock>("scale", scaleRange);
