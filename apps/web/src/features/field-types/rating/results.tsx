import { DistributionChart } from "../../submissions/distribution-chart";
import type { FieldResults } from "../field-results";

/**
 * How the submissions page shows a rating: how many chose each number of
 * stars (no score); its answers in words (the number).
 */
export const ratingResults: FieldResults = {
  chart: { list: "distributions", Chart: DistributionChart },
};
