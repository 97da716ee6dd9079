"use client";

import {
  RATING_DEFAULT_MAX,
  RATING_MAX_MAX,
  RATING_MIN_MAX,
} from "@formwright/core/field-types/rating";
import { NumberInput } from "@formwright/fields";
import { setOptional } from "../../editor/block-types/draft-values";
import type { FieldEditor } from "../field-editor";
import { numberSetting } from "../shared/setting-values";

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

/**
 * The editor's settings of a rating: its number of stars (`max`, removed
 * when emptied).
 *
 * @example
 * ratingEditor.readOwn?.({ type: "rating", name: "r", label: "R", max: 7 }); // { max: 7 }
 */
export const ratingEditor: FieldEditor = {
  title: "Rating",
  hint: "Stars, 1 to 5 (or up to 10)",
  keywords: ["stars", "score", "review", "feedback", "grade"],
  hasPlaceholder: false,
  defaultValue: "number",
  FieldGroupSettings: RatingSettings,
  ownSettings: ["max"],
  readOwn: (block) => ({ max: numberSetting(block.max) }),
  writeOwn: (values, next) => setOptional(next, "max", numberSetting(values.max)),
};
