"use client";

import { RATING_DEFAULT_MAX, RATING_MAX_MAX, RATING_MIN_MAX } from "@formwright/core";
import { NumberInput } from "@formwright/fields";
import type { DraftBlock } from "../draft-types";
import { setOptional } from "./draft-values";
import type { OwnSettingsValues } from "./field-editor-settings";

/** A number input's value as a setting: a number, text the document check then names, or nothing. */
function numberSetting(value: unknown): unknown {
  if (typeof value === "number") return value;
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** A rating's own setting, `max`: how many stars. */
export function RatingSettings() {
  return (
    <NumberInput
      name="max"
      label="Number of stars"
      description={`${RATING_MIN_MAX} to ${RATING_MAX_MAX}; ${RATING_DEFAULT_MAX} when left empty`}
    />
  );
}

/** The rating's `max` as its input holds it. */
export function readRatingSettings(block: DraftBlock): Record<string, unknown> {
  return { max: numberSetting(block.max) };
}

/** The rating's `max` from its input (removed when emptied). */
export function writeRatingSettings(values: OwnSettingsValues, next: DraftBlock): void {
  setOptional(next, "max", numberSetting(values.max));
}
