// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TableScroll } from "./table-scroll";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: the box's widths are what a browser would measure. */
function measure(widths: { scrollWidth: number; clientWidth: number }) {
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(widths.scrollWidth);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(widths.clientWidth);
}

function renderTable() {
  render(
    <TableScroll label="Drafts in progress">
      <table>
        <tbody>
          <tr>
            <td>Ada</td>
          </tr>
        </tbody>
      </table>
    </TableScroll>,
  );
}

describe("TableScroll", () => {
  it("makes a box whose table is wider a labelled region that takes focus", () => {
    measure({ scrollWidth: 618, clientWidth: 358 });
    renderTable();
    const region = screen.getByRole("region", { name: "Drafts in progress" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region).toHaveClass("fw-table-wrap");
  });

  it("adds no tab stop and no region when the table fits", () => {
    measure({ scrollWidth: 358, clientWidth: 358 });
    renderTable();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(screen.getByRole("table").parentElement).not.toHaveAttribute("tabindex");
  });
});
