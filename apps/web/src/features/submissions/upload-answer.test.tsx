// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { UploadAnswer } from "./upload-answer";

const cv = {
  id: "0193a1b2-c3d4-7e5f-8a9b-000000000001",
  name: "cv é.pdf",
  size: 52_311,
  type: "application/pdf",
};
const png = {
  id: "0193a1b2-c3d4-7e5f-8a9b-000000000002",
  name: "signature.png",
  size: 900,
  type: "image/png",
};

afterEach(cleanup);

describe("UploadAnswer", () => {
  it("links each file to its private download", () => {
    render(<UploadAnswer type="file" value={[cv]} />);
    const link = screen.getByRole("link", { name: /cv é\.pdf/ });
    expect(link).toHaveAttribute("href", `/api/files/${cv.id}`);
    expect(link).toHaveAttribute("download", "cv é.pdf");
    expect(link).toHaveTextContent("cv é.pdf (51 kB)");
  });

  it("shows a signature's typed name and links its drawing", () => {
    render(<UploadAnswer type="signature" value={{ file: png, name: "Ada Lovelace" }} />);
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Drawn signature (PNG)" })).toHaveAttribute(
      "href",
      `/api/files/${png.id}`,
    );
  });

  it("shows a typed signature without a link", () => {
    render(<UploadAnswer type="signature" value={{ file: null, name: "Ada" }} />);
    expect(screen.getByText("Ada")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
