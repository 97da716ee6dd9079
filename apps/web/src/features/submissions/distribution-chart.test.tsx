// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DistributionChart, distributionSummary } from "./distribution-chart";
import type { DistributionStats } from "./submissions-api";

const service: DistributionStats = {
  name: "service",
  label: "How was our service?",
  type: "rating",
  min: 0,
  max: 10,
  answers: 5,
  mean: 7.4,
  nps: null,
  counts: Array.from({ length: 11 }, (_, value) => ({
    value,
    count: value === 10 ? 2 : value === 3 || value === 8 || value === 9 ? 1 : 0,
  })),
};

describe("DistributionChart", () => {
  afterEach(cleanup);

  it("lists every number with its count in the data table", () => {
    render(<DistributionChart field={service} />);
    const rows = screen.getAllByRole("row", { hidden: true });
    // a header row, then 0 to 10
    expect(rows).toHaveLength(12);
    expect(rows[11]).toHaveTextContent("102");
  });

  it("is one image for assistive technology, naming the field and the range", () => {
    render(<DistributionChart field={service} />);
    expect(screen.getByRole("img")).toHaveAccessibleName(
      /“How was our service\?”, 0 to 10\. The numbers are in the data table\./,
    );
  });

  it("shows no score unless its type gives one", () => {
    render(<DistributionChart field={service} />);
    expect(screen.queryByText(/Net Promoter Score/)).toBeNull();
  });
});

describe("distributionSummary", () => {
  it("names the answers, the range and the mean", () => {
    expect(distributionSummary(service)).toBe("5 answers from 0 to 10, mean 7.4.");
    expect(distributionSummary({ ...service, answers: 1, mean: 3 })).toBe(
      "1 answer from 0 to 10, mean 3.",
    );
    expect(distributionSummary({ ...service, answers: 0, mean: null })).toBe(
      "0 answers from 0 to 10.",
    );
  });
});
