// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { DistributionStats } from "../../submissions/submissions-api";
import { GroupItemsChart } from "./results";

afterEach(cleanup);

const attendees: DistributionStats = {
  name: "attendees",
  label: "Attendees",
  type: "group",
  min: 1,
  max: 3,
  answers: 3,
  mean: 1.33,
  nps: null,
  counts: [
    { value: 1, count: 2 },
    { value: 2, count: 1 },
    { value: 3, count: 0 },
  ],
};

describe("a group's chart on the submissions page", () => {
  it("shows how many submissions gave each number of items, as an image named by the field and a data table", () => {
    render(<GroupItemsChart field={attendees} total={4} />);
    expect(screen.getByRole("heading", { name: "Attendees: number of items" })).toBeInTheDocument();
    expect(
      screen.getByText("3 submissions with 1 to 3 items, 1.33 on average."),
    ).toBeInTheDocument();
    expect(screen.getByRole("img")).toHaveAccessibleName(
      /each number of items of “Attendees”, 1 to 3\. The numbers are in the data table\./,
    );
    const rows = screen.getAllByRole("row", { hidden: true });
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent("12");
  });

  it("draws nothing for a group without repeat (no counts)", () => {
    const { container } = render(
      <GroupItemsChart field={{ ...attendees, counts: [], answers: 0, mean: null }} total={1} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
