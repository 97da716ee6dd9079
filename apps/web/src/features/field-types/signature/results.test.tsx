// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SignatureAnswer, SignaturesChart } from "./results";

const field = {
  name: "sign",
  label: "Signature",
  type: "signature",
  isCurrent: true,
  options: [],
  rows: [],
  columns: [],
  itemLabel: null,
  blocks: [],
};
const png = {
  id: "0193a1b2-c3d4-7e5f-8a9b-000000000002",
  name: "signature.png",
  size: 900,
  type: "image/png",
};

afterEach(cleanup);

describe("SignatureAnswer", () => {
  it("shows a signature's typed name and links its drawing", () => {
    render(<SignatureAnswer field={field} value={{ file: png, name: "Ada Lovelace" }} />);
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Drawn signature (PNG)" })).toHaveAttribute(
      "href",
      `/api/files/${png.id}`,
    );
  });

  it("shows a typed signature without a link", () => {
    render(<SignatureAnswer field={field} value={{ file: null, name: "Ada" }} />);
    expect(screen.getByText("Ada")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });
});

describe("SignaturesChart", () => {
  it("counts the submissions that signed, and the drawings", () => {
    render(<SignaturesChart field={{ ...field, answered: 3, files: 2 }} total={4} />);
    expect(screen.getByText("3 of 4 submissions answered; 2 drawn.")).toBeInTheDocument();
    expect(
      screen.getByRole("row", { name: "Drawn signatures 2", hidden: true }),
    ).toBeInTheDocument();
  });
});
