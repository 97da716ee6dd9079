// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SubmissionAnswer } from "./submission-answer";
import type { SubmissionField } from "./submissions-api";

const cv = { id: "0193a1b2-c3d4-7e5f-8a9b-000000000001", name: "cv.pdf", size: 5000 };
const field = (type: string, options: SubmissionField["options"] = []): SubmissionField => ({
  name: "answer",
  label: "Answer",
  type,
  isCurrent: true,
  options,
  rows: [],
  columns: [],
  itemLabel: null,
  blocks: [],
});

afterEach(cleanup);

describe("SubmissionAnswer", () => {
  it("shows a file answer as its type's view: a download link", () => {
    render(<SubmissionAnswer field={field("file")} data={{ answer: [cv] }} />);
    expect(screen.getByRole("link", { name: /cv\.pdf/ })).toHaveAttribute(
      "href",
      `/api/files/${cv.id}`,
    );
  });

  it("shows an answer of a type without a view in its words", () => {
    const radio = field("radio", [{ value: "am", label: "Morning" }]);
    render(<SubmissionAnswer field={radio} data={{ answer: "am" }} />);
    expect(screen.getByText("Morning")).toBeInTheDocument();
  });

  it("says when there is no answer", () => {
    render(<SubmissionAnswer field={field("file")} data={{ answer: [] }} />);
    expect(screen.getByText("No answer")).toBeInTheDocument();
  });
});
