// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { BLOCK_GROUP_SIZE, BLOCK_ROWS_CLASS, BlockGroups, startsRow } from "./block-groups";

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
  it("cuts a long form into grids of their own rows, only where a block starts a row", () => {
    const count = 2 * BLOCK_GROUP_SIZE + 30;
    const list = views(count);
    // Blocks 50 to 54 share rows (a width of their own): the second cut waits for 55.
    const rowStarts = list.map((_, i) => i < BLOCK_GROUP_SIZE || i >= BLOCK_GROUP_SIZE + 5);
    const { container } = render(<BlockGroups views={list} rowStarts={rowStarts} />);
    const groups = [...container.querySelectorAll(`.${BLOCK_ROWS_CLASS}`)];
    expect(groups.map((group) => group.querySelectorAll("p").length)).toEqual([
      BLOCK_GROUP_SIZE + 5,
      BLOCK_GROUP_SIZE,
      25,
    ]);
    for (const group of groups) {
      expect(group).toHaveProperty("className", `fw-grid fw-page-grid ${BLOCK_ROWS_CLASS}`);
      expect(group.parentElement).toBe(container);
    }
    expect([...container.querySelectorAll("p")].map((p) => Number(p.dataset.index))).toEqual(
      Array.from({ length: count }, (_, i) => i),
    );
    // The server renders the same groups, so hydration meets them (its text separators aside).
    const server = renderToString(<BlockGroups views={list} rowStarts={rowStarts} />);
    expect(server.replaceAll("<!-- -->", "")).toBe(container.innerHTML);
  });

  it("keeps one grid where no block after the first 50 starts a row, and for a short form", () => {
    const list = views(2 * BLOCK_GROUP_SIZE);
    const sideBySide = render(
      <BlockGroups views={list} rowStarts={list.map((_, i) => i === 0)} />,
    ).container;
    expect(sideBySide.querySelectorAll(`.${BLOCK_ROWS_CLASS}`)).toHaveLength(0);
    const short = views(BLOCK_GROUP_SIZE);
    const { container } = render(<BlockGroups views={short} rowStarts={short.map(() => true)} />);
    expect(container.querySelectorAll(`.${BLOCK_ROWS_CLASS}`)).toHaveLength(0);
    expect(container.querySelectorAll("p")).toHaveLength(BLOCK_GROUP_SIZE);
  });

  it("knows a block without a width starts a row, fields and content blocks alike", () => {
    expect(startsRow({ type: "text", name: "a", label: "A" })).toBe(true);
    expect(startsRow({ type: "paragraph", text: "Hi" })).toBe(true);
    expect(startsRow({ type: "text", name: "a", label: "A", width: { md: 6 } })).toBe(false);
    expect(startsRow({ type: "paragraph", text: "Hi", width: 6 })).toBe(false);
  });
  it("marks a group whose blocks are all hidden, and only that one", () => {
    const count = 3 * BLOCK_GROUP_SIZE;
    const list = views(count);
    // The second group's blocks are all hidden; one block of the third is shown.
    const pattern = list
      .map((_, i) => (i < BLOCK_GROUP_SIZE || i === count - 1 ? "1" : "0"))
      .join("");
    const { container, rerender } = render(
      <BlockGroups views={list} rowStarts={list.map(() => true)} pattern={pattern} />,
    );
    const marked = () =>
      [...container.querySelectorAll(`.${BLOCK_ROWS_CLASS}`)].map((group) =>
        group.hasAttribute("data-empty"),
      );
    expect(marked()).toEqual([false, true, false]);
    rerender(
      <BlockGroups views={list} rowStarts={list.map(() => true)} pattern={"1".repeat(count)} />,
    );
    expect(marked()).toEqual([false, false, false]);
  });
});
