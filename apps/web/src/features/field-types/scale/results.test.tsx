// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { DistributionStats } from "../../submissions/submissions-api";
import { ScaleChart, scaleResults } from "./results";

const nps: DistributionStats = {
  name: "recommend",
  label: "Would you recommend us?",
  type: "scale",
  min: 0,
  max: 10,
  answers: 5,
  mean: 7.4,
  nps: 20,
  counts: Array.from({ length: 11 }, (_, value) => ({
    value,
    count: value === 10 ? 2 : value === 3 || value === 8 || value === 9 ? 1 : 0,
  })),
};

describe("ScaleChart", () => {
  afterEach(cleanup);

  it("shows the Net Promoter Score of an NPS scale, and says it in the summary", () => {
    render(<ScaleChart field={nps} total={5} />);
    expect(screen.getByText("+20")).toBeInTheDocument();
    expect(
      screen.getByText("5 answers from 0 to 10, mean 7.4. Net Promoter Score +20."),
    ).toBeInTheDocument();
  });

  it("shows no score for a scale that is not an NPS question", () => {
    render(<ScaleChart field={{ ...nps, min: 1, max: 5, nps: null }} total={5} />);
    expect(screen.queryByText(/Net Promoter Score/)).toBeNull();
    expect(screen.getByText("5 answers from 1 to 5, mean 7.4.")).toBeInTheDocument();
  });

  it("is the chart of the distributions list", () => {
    expect(scaleResults.chart?.list).toBe("distributions");
  });
});
