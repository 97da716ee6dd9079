import type { ScaleBlock } from "./block";

/** End labels of a scale with `"preset": "nps"`, unless it sets its own. */
export const NPS_END_LABELS = { minLabel: "Not at all likely", maxLabel: "Extremely likely" };

/**
 * The words under a scale's ends: its own `minLabel`/`maxLabel`, else the
 * NPS preset's, else none. Apart from scale.ts, which every form's browser
 * code loads: only a form with a scale needs these.
 *
 * @example
 * scaleEndLabels({ preset: "nps" }).minLabel; // "Not at all likely"
 */
export function scaleEndLabels(block: Pick<ScaleBlock, "minLabel" | "maxLabel" | "preset">): {
  minLabel?: string;
  maxLabel?: string;
} {
  const labels: { minLabel?: string; maxLabel?: string } =
    block.preset === "nps" ? { ...NPS_END_LABELS } : {};
  if (block.minLabel !== undefined && block.minLabel.trim() !== "")
    labels.minLabel = block.minLabel;
  if (block.maxLabel !== undefined && block.maxLabel.trim() !== "")
    labels.maxLabel = block.maxLabel;
  return labels;
}
