// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BlockPreview } from "./block-preview";

afterEach(cleanup);

describe("BlockPreview", () => {
  it("draws a block edited in place without its texts, and the same whatever its label (issue 31 §7)", () => {
    const block = {
      type: "radio",
      name: "topic",
      label: "Topic",
      description: "Pick one",
      options: [
        { label: "Yes", value: "yes" },
        { label: "No", value: "no" },
      ],
    };
    const { container, rerender } = render(
      <BlockPreview block={block} fieldName="canvas_b1" withoutTexts />,
    );
    const drawn = container.innerHTML;
    const first = container.querySelector("input");
    expect(container).toHaveTextContent("Yes");
    expect(container).not.toHaveTextContent("Topic");
    expect(container).not.toHaveTextContent("Pick one");
    rerender(
      <BlockPreview
        block={{ ...block, label: "Topics", name: "topics" }}
        fieldName="canvas_b1"
        withoutTexts
      />,
    );
    expect(container.innerHTML).toBe(drawn);
    expect(container.querySelector("input")).toBe(first);
    // An option's label is drawn: changing it redraws the widget.
    rerender(
      <BlockPreview
        block={{ ...block, options: [{ label: "Oui", value: "yes" }, block.options[1]] }}
        fieldName="canvas_b1"
        withoutTexts
      />,
    );
    expect(container).toHaveTextContent("Oui");
    // Not edited in place: the label shows.
    rerender(<BlockPreview block={block} fieldName="canvas_b1" />);
    expect(container).toHaveTextContent("Topic");
  });
});
