"use client";

import { FieldGrid, Rating } from "@formwright/fields";
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
      </FieldGrid>
    </section>
  );
}
