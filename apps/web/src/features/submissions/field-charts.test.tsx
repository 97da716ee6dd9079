// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FieldCharts } from "./field-charts";
import type { SubmissionStats } from "./submissions-api";

const stats: SubmissionStats = {
  total: 4,
  perDay: [],
  fields: [
    { name: "topic", type: "radio" },
    { name: "recommend", type: "scale" },
    { name: "taste", type: "matrix" },
    { name: "fruit", type: "ranking" },
    { name: "cv", type: "file" },
    { name: "sign", type: "signature" },
    { name: "comment", type: "text" },
  ],
  choiceFields: [
    {
      name: "topic",
      label: "Topic",
      type: "radio",
      options: [{ value: "am", label: "Morning", count: 3 }],
    },
  ],
  distributions: [
    {
      name: "recommend",
      label: "Recommend",
      type: "scale",
      min: 0,
      max: 10,
      answers: 2,
      mean: 9.5,
      nps: 100,
      counts: [],
    },
    // A field the stats list but whose type draws no chart of this list.
    {
      name: "comment",
      label: "Comment",
      type: "text",
      min: 0,
      max: 0,
      answers: 0,
      mean: null,
      nps: null,
      counts: [],
    },
  ],
  dateTimeFields: [],
  numericVariables: [],
  crossTabs: [
    {
      name: "taste",
      label: "Taste",
      multiple: false,
      rows: [
        {
          value: "texture",
          label: "Texture",
          columns: [
            { value: "good", label: "Good", count: 2 },
            { value: "bad", label: "Bad", count: 1 },
          ],
        },
      ],
    },
  ],
  meanRanks: [
    {
      name: "fruit",
      label: "Fruit",
      responses: 2,
      options: [
        { value: "pears", label: "Pears", meanRank: 1, count: 2 },
        { value: "plums", label: "Plums", meanRank: null, count: 0 },
      ],
    },
  ],
  uploadFields: [
    { name: "cv", label: "CV", type: "file", answered: 2, files: 3 },
    { name: "sign", label: "Signature", type: "signature", answered: 1, files: 1 },
  ],
};

afterEach(cleanup);

describe("FieldCharts", () => {
  it("draws each field's chart as its type draws it, lists in the page's order", () => {
    render(<FieldCharts stats={stats} />);
    const titles = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(["Topic", "Recommend", "Taste", "Fruit", "CV", "Signature"]);
  });

  it("gives each type's own words: a scale's NPS, a file's files, a signature's drawings", () => {
    render(<FieldCharts stats={stats} />);
    expect(
      screen.getByText("2 answers from 0 to 10, mean 9.5. Net Promoter Score +100."),
    ).toBeInTheDocument();
    expect(screen.getByText("2 of 4 submissions answered; 3 files sent.")).toBeInTheDocument();
    expect(screen.getByText("1 of 4 submissions answered; 1 drawn.")).toBeInTheDocument();
  });

  it("labels a matrix's rows and columns and a ranking's options as the stats give them", () => {
    render(<FieldCharts stats={stats} />);
    expect(screen.getByRole("rowheader", { name: "Texture", hidden: true })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Good", hidden: true })).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "Pears", hidden: true })).toBeInTheDocument();
  });

  it("puts a matrix's counts and a ranking's mean ranks in their data tables, cell by cell", () => {
    render(<FieldCharts stats={stats} />);
    const cells = (name: string) =>
      Array.from(screen.getByRole("table", { name, hidden: true }).querySelectorAll("tr"), (row) =>
        Array.from(row.children, (cell) => cell.textContent),
      );
    expect(cells("Taste")).toEqual([
      ["Row", "Good", "Bad"],
      ["Texture", "2", "1"],
    ]);
    // An option nobody ranked has no mean rank: a dash, not 0.
    expect(cells("Fruit")).toEqual([
      ["Option", "Mean rank", "Ranked"],
      ["Pears", "1", "2"],
      ["Plums", "–", "0"],
    ]);
  });
});
