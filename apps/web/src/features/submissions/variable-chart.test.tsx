// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SubmissionCharts } from "./submission-charts";
import type { NumericVariableStats } from "./submissions-api";
import { VariableChart, variableSummary } from "./variable-chart";

// Issue 32 §2: the submissions page charts the distribution of each numeric variable.

const score: NumericVariableStats = {
  name: "score",
  label: "Score",
  answers: 4,
  min: 0,
  max: 2,
  mean: 1.25,
  buckets: [
    { label: "0", from: 0, to: 0, count: 1 },
    { label: "1", from: 1, to: 1, count: 0 },
    { label: "2", from: 2, to: 2, count: 3 },
  ],
};

const total: NumericVariableStats = {
  name: "total",
  label: "Total",
  answers: 2,
  min: 0.5,
  max: 100.5,
  mean: 50.5,
  buckets: Array.from({ length: 10 }, (_, i) => ({
    label: `${0.5 + i * 10}–${0.5 + (i + 1) * 10}`,
    from: 0.5 + i * 10,
    to: 0.5 + (i + 1) * 10,
    count: i === 0 || i === 9 ? 1 : 0,
  })),
};

const cells = (name: string) =>
  Array.from(screen.getByRole("table", { name, hidden: true }).querySelectorAll("tr"), (row) =>
    Array.from(row.children, (cell) => cell.textContent),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("VariableChart", () => {
  it("titles the chart by the variable's label, with its summary and every value in the data table", () => {
    render(<VariableChart variable={score} />);
    expect(screen.getByRole("figure", { name: "Score" })).toBeInTheDocument();
    expect(screen.getByText("4 submissions from 0 to 2, mean 1.25.")).toBeInTheDocument();
    expect(cells("Score")).toEqual([
      ["Value", "Submissions"],
      ["0", "1"],
      ["1", "0"],
      ["2", "3"],
    ]);
  });

  it("is one image for assistive technology, naming the variable and its range", () => {
    render(<VariableChart variable={total} />);
    expect(screen.getByRole("img")).toHaveAccessibleName(
      "Bar chart of how many submissions computed each range of values of “Total”, 0.5 to 100.5. The numbers are in the data table.",
    );
    expect(cells("Total")[0]).toEqual(["Range", "Submissions"]);
    expect(cells("Total")).toHaveLength(11);
  });

  it("says one submission in the singular", () => {
    expect(variableSummary({ ...score, answers: 1, min: 2, mean: 2 })).toBe(
      "1 submission from 2 to 2, mean 2.",
    );
  });
});

describe("the submissions page's charts", () => {
  it("draw one chart per numeric variable after the fields' charts", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              data: {
                submissionFields: [],
                submissionStats: {
                  total: 4,
                  perDay: [{ date: "2026-03-01", count: 4 }],
                  choiceFields: [],
                  distributions: [],
                  crossTabs: [],
                  meanRanks: [],
                  uploadFields: [],
                  dateTimeFields: [],
                  numericVariables: [score, total],
                },
              },
            }),
            { headers: { "content-type": "application/json" } },
          ),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SubmissionCharts formId="f1" />
      </QueryClientProvider>,
    );
    const section = await screen.findByRole("region", { name: "Charts" });
    await within(section).findByRole("figure", { name: "Score" });
    expect(
      within(section)
        .getAllByRole("figure")
        .map((f) => within(f).getByRole("heading").textContent),
    ).toEqual(["Submissions per day", "Score", "Total"]);
  });
});
