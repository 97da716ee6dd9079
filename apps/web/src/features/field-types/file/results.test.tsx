// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FileAnswer, FilesChart } from "./results";

const field = {
  name: "cv",
  label: "CV",
  type: "file",
  isCurrent: true,
  options: [],
  rows: [],
  columns: [],
  itemLabel: null,
  blocks: [],
};
const cv = {
  id: "0193a1b2-c3d4-7e5f-8a9b-000000000001",
  name: "cv é.pdf",
  size: 52_311,
  type: "application/pdf",
};

afterEach(cleanup);

describe("FileAnswer", () => {
  it("links each file to its private download", () => {
    render(<FileAnswer field={field} value={[cv]} />);
    const link = screen.getByRole("link", { name: /cv é\.pdf/ });
    expect(link).toHaveAttribute("href", `/api/files/${cv.id}`);
    expect(link).toHaveAttribute("download", "cv é.pdf");
    expect(link).toHaveTextContent("cv é.pdf (51 kB)");
  });

  it("links only what is a stored file", () => {
    render(<FileAnswer field={field} value={[cv, "cv.pdf", { name: "x" }]} />);
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });
});

describe("FilesChart", () => {
  it("counts the submissions that sent files, and the files", () => {
    render(<FilesChart field={{ ...field, answered: 3, files: 4 }} total={5} />);
    expect(screen.getByText("3 of 5 submissions answered; 4 files sent.")).toBeInTheDocument();
    expect(screen.getByRole("row", { name: "Files 4", hidden: true })).toBeInTheDocument();
  });
});
