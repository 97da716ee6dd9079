// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ScaleChart, scaleSummary } from "./scale-chart";
import type { ScaleFieldStats } from "./submissions-api";

const nps: ScaleFieldStats = {
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

  it("shows the Net Promoter Score of an NPS scale", () => {
    render(<ScaleChart field={nps} />);
    expect(screen.getByText("+20")).toBeInTheDocument();
    expect(screen.getByText(/Net Promoter Score/)).toBeInTheDocument();
  });

  it("shows no score for a rating", () => {
    render(<ScaleChart field={{ ...nps, type: "rating", min: 1, max: 5, nps: null }} />);
    expect(screen.queryByText(/Net Promoter Score/)).toBeNull();
  });

  it("lists every number with its count in the data table", () => {
    render(<ScaleChart field={nps} />);
    const rows = screen.getAllByRole("row", { hidden: true });
    // a header row, then 0 to 10
    expect(rows).toHaveLength(12);
    expect(rows[11]).toHaveTextContent("102");
  });

  it("is one image for assistive technology, naming the field and the range", () => {
    render(<ScaleChart field={nps} />);
    expect(screen.getByRole("img")).toHaveAccessibleName(
      /“Would you recommend us\?”, 0 to 10\. The numbers are in the data table\./,
    );
  });
});

describe("scaleSummary", () => {
  it("names the answers, the range, the mean and the NPS", () => {
    expect(scaleSummary(nps)).toBe("5 answers from 0 to 10, mean 7.4. Net Promoter Score +20.");
    expect(scaleSummary({ ...nps, answers: 1, mean: 3, nps: null })).toBe(
      "1 answer from 0 to 10, mean 3.",
    );
    expect(scaleSummary({ ...nps, answers: 0, mean: null, nps: null })).toBe(
      "0 answers from 0 to 10.",
    );
  });
});
