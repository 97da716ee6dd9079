import type { ScaleBlock } from "../document/scale-block-schema";
import { compileScaleValue } from "../validation/compile-scale-value";
import type { FieldTypeDefinition } from "./field-type-definition";
import { isOnScale, type ScaleRange } from "./scale-values";

/** The range of a scale that sets neither `min` nor `max`. */
export const SCALE_DEFAULT_RANGE: ScaleRange = { min: 1, max: 5 };
/** Lowest `max` a scale may set. */
export const SCALE_MAX_LOWEST = 2;
/** Highest `max` a scale may set. */
export const SCALE_MAX_HIGHEST = 10;
/** The range of a scale with `"preset": "nps"`. */
export const NPS_RANGE: ScaleRange = { min: 0, max: 10 };
/** End labels of a scale with `"preset": "nps"`, unless it sets its own. */
export const NPS_END_LABELS = { minLabel: "Not at all likely", maxLabel: "Extremely likely" };

/**
 * The numbers a scale block offers: 0–10 with `"preset": "nps"`, else `min`
 * (1 when unset) to `max` (5 when unset).
 *
 * @example
 * scaleRange({ type: "scale", name: "nps", label: "Recommend?", preset: "nps" }); // { min: 0, max: 10 }
 */
export function scaleRange(block: Pick<ScaleBlock, "min" | "max" | "preset">): ScaleRange {
  if (block.preset === "nps") return NPS_RANGE;
  return { min: block.min ?? SCALE_DEFAULT_RANGE.min, max: block.max ?? SCALE_DEFAULT_RANGE.max };
}

/**
 * The words under a scale's ends: its own `minLabel`/`maxLabel`, else the
 * NPS preset's, else none.
 *
 * @example
 * scaleEndLabels({ preset: "nps" }).minLabel; // "Not at all likely"
 */
export function scaleEndLabels(block: Pick<ScaleBlock, "minLabel" | "maxLabel" | "preset">): {
  minLabel?: string;
  maxLabel?: string;
} {
  const preset = block.preset === "nps" ? NPS_END_LABELS : {};
  return { ...preset, ...definedLabels(block) };
}

function definedLabels(block: Pick<ScaleBlock, "minLabel" | "maxLabel">) {
  const labels: { minLabel?: string; maxLabel?: string } = {};
  if (block.minLabel !== undefined && block.minLabel.trim() !== "")
    labels.minLabel = block.minLabel;
  if (block.maxLabel !== undefined && block.maxLabel.trim() !== "")
    labels.maxLabel = block.maxLabel;
  return labels;
}

/**
 * A scale: one whole number from `min` to `max` (0–10 for an NPS question);
 * `null` while none is chosen.
 *
 * @example
 * scaleField.restoreValue({ type: "scale", name: "ease", label: "Ease" }, 3); // 3
 */
export const scaleField: FieldTypeDefinition<ScaleBlock> = {
  type: "scale",
  compileValidator: (block) =>
    compileScaleValue({
      label: block.label,
      required: block.required === true,
      ...scaleRange(block),
    }),
  emptyValue: () => null,
  restoreValue: (block, value) =>
    value === null || isOnScale(value, scaleRange(block)) ? value : undefined,
};
