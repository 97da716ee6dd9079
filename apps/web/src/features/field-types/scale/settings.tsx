"use client";

import {
  NPS_END_LABELS,
  SCALE_MAX_HIGHEST,
  SCALE_MAX_LOWEST,
} from "@formwright/core/field-types/scale";
import { NumberInput, RadioGroup, TextInput } from "@formwright/fields";
import { useWatch } from "react-hook-form";
import { setOptional, textOf } from "../../editor/block-types/draft-values";
import type { DraftBlock } from "../../editor/draft-types";
import type { FieldEditor, OwnSettingsValues } from "../field-editor";
import { numberSetting } from "../shared/setting-values";

const KINDS = [
  { label: "Scale: numbers you choose", value: "custom" },
  { label: "Net Promoter Score: 0 to 10", value: "nps" },
];

const FIRST_NUMBERS = [
  { label: "1", value: "1" },
  { label: "0", value: "0" },
];

/**
 * A scale's own settings: the NPS preset or its own range (`min` 0 or 1,
 * `max` 2–10), and the words under its ends.
 */
export function ScaleSettings() {
  const isNps = useWatch({ name: "preset" }) === "nps";
  return (
    <>
      <RadioGroup name="preset" label="Kind of scale" options={KINDS} />
      {isNps ? null : (
        <>
          <RadioGroup name="min" label="First number" options={FIRST_NUMBERS} />
          <NumberInput
            name="max"
            label="Last number"
            description={`${SCALE_MAX_LOWEST} to ${SCALE_MAX_HIGHEST}; 5 when left empty`}
          />
        </>
      )}
      <TextInput
        name="minLabel"
        label="Words under the first number"
        description={isNps ? `“${NPS_END_LABELS.minLabel}” when left empty` : "Optional"}
      />
      <TextInput
        name="maxLabel"
        label="Words under the last number"
        description={isNps ? `“${NPS_END_LABELS.maxLabel}” when left empty` : "Optional"}
      />
    </>
  );
}

/** The scale's settings as their inputs hold them. */
function readScaleSettings(block: DraftBlock): Record<string, unknown> {
  return {
    preset: block.preset === "nps" ? "nps" : "custom",
    min: block.min === 0 ? "0" : "1",
    max: numberSetting(block.max),
    minLabel: textOf(block.minLabel),
    maxLabel: textOf(block.maxLabel),
  };
}

/** The scale's settings from their inputs: an NPS question keeps no range of its own. */
function writeScaleSettings(values: OwnSettingsValues, next: DraftBlock): void {
  const isNps = values.preset === "nps";
  setOptional(next, "preset", isNps ? "nps" : undefined);
  setOptional(next, "min", !isNps && values.min === "0" ? 0 : undefined);
  setOptional(next, "max", isNps ? undefined : numberSetting(values.max));
  setOptional(next, "minLabel", textOf(values.minLabel) || undefined);
  setOptional(next, "maxLabel", textOf(values.maxLabel) || undefined);
}

/**
 * The editor's settings of a scale: the NPS preset or its own range, and
 * the words under its ends.
 *
 * @example
 * scaleEditor.readOwn?.({ type: "scale", name: "s", label: "S", preset: "nps" }).preset; // "nps"
 */
export const scaleEditor: FieldEditor = {
  title: "Scale",
  hint: "A number from a scale, or a Net Promoter Score question",
  keywords: [
    "NPS",
    "net promoter score",
    "linear scale",
    "opinion scale",
    "range",
    "slider",
    "1 to 10",
  ],
  hasPlaceholder: false,
  defaultValue: "number",
  FieldGroupSettings: ScaleSettings,
  ownSettings: ["preset", "min", "max", "minLabel", "maxLabel"],
  readOwn: readScaleSettings,
  writeOwn: writeScaleSettings,
};
