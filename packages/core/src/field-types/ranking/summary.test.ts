import { describe, expect, it } from "vitest";
import { answerWords } from "../../answers/answer-words";
import { rankingSummary } from "./summary";

const options = [
  { value: "apples", label: "Apples" },
  { value: "pears", label: "Pears" },
  { value: "plums", label: "Plums" },
];

describe("rankingSummary", () => {
  it("gives each option its mean position, best first, never placed last", () => {
    expect(rankingSummary.kind).toBe("mean-rank");
    const summary = rankingSummary.summarise({
      block: undefined,
      field: { options },
      tally: {
        responses: 3,
        positions: new Map([
          ["apples", { mean: 2.3333333, count: 3 }],
          ["pears", { mean: 1.5, count: 2 }],
        ]),
      },
    });
    expect(summary).toEqual({
      responses: 3,
      options: [
        { value: "pears", label: "Pears", meanRank: 1.5, count: 2 },
        { value: "apples", label: "Apples", meanRank: 2.33, count: 3 },
        { value: "plums", label: "Plums", meanRank: null, count: 0 },
      ],
    });
  });

  it("labels each option as the answer words do", () => {
    const field = { options };
    const summary = rankingSummary.summarise({
      block: undefined,
      field,
      tally: { responses: 0, positions: new Map() },
    });
    for (const option of summary.options) {
      expect(option.label).toBe(answerWords({ type: "ranking", ...field }, [option.value]));
    }
  });
});
