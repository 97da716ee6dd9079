import type { FieldSummaryOfKind } from "../field-summary";
import { countsOnRange } from "../shared/distribution-summary";
import type { ScaleBlock } from "./block";
import { scaleRange } from "./definition";
import { netPromoterScore } from "./net-promoter-score";

/**
 * How the submissions page sums a scale up: answers per point (the newest
 * version's range, widened to what older versions took), their mean and,
 * when the newest version is an NPS question (`"preset": "nps"`), the Net
 * Promoter Score.
 *
 * @example
 * scaleSummary.summarise({ block: { ...block, preset: "nps" }, field: {}, tally }).nps; // 40
 */
export const scaleSummary: FieldSummaryOfKind<ScaleBlock, "distribution"> = {
  kind: "distribution",
  summarise: ({ block, tally }) => {
    const summary = countsOnRange({ range: block && scaleRange(block), tally });
    return { ...summary, nps: block?.preset === "nps" ? netPromoterScore(summary.counts) : null };
  },
};
