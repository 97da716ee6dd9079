// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { BLOCK_GROUP_SIZE, BlockGroups } from "./block-groups";

const views = (count: number) =>
  Array.from({ length: count }, (_, i) => `b${i}`).map((name, i) => (
    <p key={name} data-index={i}>
      Block {i}
    </p>
  ));

afterEach(cleanup);

describe("BlockGroups", () => {
  it.each([0, 1, BLOCK_GROUP_SIZE, BLOCK_GROUP_SIZE + 1, 2 * BLOCK_GROUP_SIZE + 30])(
    "renders %i blocks in order with no element of its own, as the flat list does",
    (count) => {
      const list = views(count);
      const { container } = render(
        <div>
          <BlockGroups views={list} />
        </div>,
      );
      const flat = render(<div>{list}</div>).container;
      expect(container.innerHTML).toBe(flat.innerHTML);
      expect([...container.querySelectorAll("p")].map((p) => Number(p.dataset.index))).toEqual(
        Array.from({ length: count }, (_, i) => i),
      );
      // The server's HTML is the same too, so hydration meets what the flat list rendered.
      expect(renderToString(<BlockGroups views={list} />)).toBe(renderToString(list));
    },
  );

  it("keeps each block's element (and its state) when the form renders again", () => {
    const list = views(2 * BLOCK_GROUP_SIZE + 5);
    const { container, rerender } = render(<BlockGroups views={list} />);
    const before = [...container.querySelectorAll("p")];
    rerender(<BlockGroups views={list} />);
    const after = [...container.querySelectorAll("p")];
    expect(after).toHaveLength(before.length);
    expect(after.every((element, i) => element === before[i])).toBe(true);
  });
});
