"use client";

import { NPS_END_LABELS, NPS_RANGE } from "@formwright/core/field-types/scale";
import { FieldGrid, Rating, Scale } from "@formwright/fields";
import type { ChangeReporter } from "./gallery-sections";

/** Ratings and scales: stars, a 1–5 scale with end labels, a Net Promoter Score question. */
export function FeedbackSection({ report }: { report: ChangeReporter }) {
  return (
    <section className="gallery-section" aria-labelledby="feedback">
      <h2 id="feedback">Feedback</h2>
      <FieldGrid>
        <Rating
          name="serviceRating"
          label="How was our service?"
          description="1 star is poor, 5 is excellent"
          onChange={report("serviceRating")}
        />
        <Scale
          name="ease"
          label="How easy was booking?"
          min={1}
          max={5}
          minLabel="Very hard"
          maxLabel="Very easy"
          onChange={report("ease")}
        />
        <Scale
          name="recommend"
          label="How likely are you to recommend us to a friend?"
          {...NPS_RANGE}
          {...NPS_END_LABELS}
          onChange={report("recommend")}
        />
      </FieldGrid>
    </section>
  );
}
