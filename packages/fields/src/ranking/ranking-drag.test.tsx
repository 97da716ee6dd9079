import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInForm } from "../../test/render-in-form";
import { Ranking } from "./ranking";

const options = ["Apples", "Pears", "Plums", "Kiwis"].map((label) => ({
  label,
  value: label.toLowerCase(),
}));

describe("Ranking dragged by its handle", () => {
  it("announces where the item ends when the move and the release come before a render", () => {
    renderInForm(<Ranking name="fruit" label="Fruit" options={options} />);
    const items = Array.from(document.querySelectorAll<HTMLElement>(".fw-ranking__item"));
    items.forEach((item, index) => {
      item.getBoundingClientRect = () => ({ top: index * 40, height: 40 }) as DOMRect;
    });
    const handle = screen.getByTestId("drag-kiwis");
    fireEvent.pointerDown(handle, { pointerId: 1, pointerType: "touch", clientY: 130 });
    act(() => {
      fireEvent.pointerMove(handle, { pointerId: 1, pointerType: "touch", clientY: 50 });
      fireEvent.pointerMove(handle, { pointerId: 1, pointerType: "touch", clientY: 5 });
      fireEvent.pointerUp(handle, { pointerId: 1, pointerType: "touch", clientY: 5 });
    });
    expect(screen.getByTestId("ranking-status")).toHaveTextContent(
      "Kiwis moved to position 1 of 4",
    );
    const order = Array.from(document.querySelectorAll(".fw-ranking__item")).map(
      (item) => (item as HTMLElement).dataset.value,
    );
    expect(order).toEqual(["kiwis", "apples", "pears", "plums"]);
  });
});
