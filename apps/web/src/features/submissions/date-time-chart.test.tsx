// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { bucketLabel, DateTimeChart, dateTimeSummary } from "./date-time-chart";
import type { DateTimeFieldStats } from "./submissions-api";

const arrival: DateTimeFieldStats = {
  name: "arrival",
  label: "Arrival",
  type: "date",
  answers: 3,
  earliest: "2025-03-07",
  latest: "2025-05-01",
  per: "month",
  buckets: [
    { key: "2025-03", count: 2 },
    { key: "2025-04", count: 0 },
    { key: "2025-05", count: 1 },
  ],
};

describe("the date and time chart", () => {
  afterEach(cleanup);

  it("labels months, years and hours", () => {
    expect(bucketLabel("2025-03", "month")).toBe("Mar 2025");
    expect(bucketLabel("1990", "year")).toBe("1990");
    expect(bucketLabel("09", "hour")).toBe("09:00");
  });

  it("sums the answers up in one line", () => {
    expect(dateTimeSummary(arrival)).toBe("3 answers, earliest 2025-03-07, latest 2025-05-01.");
    expect(dateTimeSummary({ ...arrival, answers: 0, earliest: null, latest: null })).toBe(
      "0 answers.",
    );
  });

  it("is an image named for screen readers, with its numbers in a table", () => {
    render(<DateTimeChart field={arrival} />);
    expect(
      screen.getByRole("img", { name: /answers of “Arrival” fall in each month/ }),
    ).toBeInTheDocument();
    const heads = screen.getAllByRole("rowheader", { hidden: true }).map((c) => c.textContent);
    expect(heads).toEqual(["Mar 2025", "Apr 2025", "May 2025"]);
    const cells = screen.getAllByRole("cell", { hidden: true }).map((c) => c.textContent);
    expect(cells).toEqual(["2", "0", "1"]);
  });
});
