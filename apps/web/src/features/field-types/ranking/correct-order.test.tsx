// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { parseFormDocument } from "@formwright/core";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fromFieldValues, toFieldValues } from "../../editor/block-types/field-settings-values";
import type { DraftBlock, LoadedEditorForm } from "../../editor/draft-types";
import { renderEditor } from "../../editor/editor-test-kit";
import { settleOrder } from "./correct-order";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

const planets: DraftBlock = {
  type: "ranking",
  name: "oldest",
  label: "Oldest first",
  options: [
    { label: "Rome", value: "rome" },
    { label: "Magna Carta", value: "magna" },
    { label: "Moon landing", value: "moon" },
  ],
};

describe("a ranking's correct order, read and written", () => {
  it("keeps the listed order's values, drops removed options and adds new ones last", () => {
    expect(settleOrder(["c", "gone", "a", "c"], ["a", "b", "c"])).toEqual(["c", "a", "b"]);
    expect(settleOrder([], ["a", "b"])).toEqual(["a", "b"]);
  });

  it("gives back the block when nothing was edited, with or without a correct order", () => {
    const scored = { ...planets, correctOrder: ["moon", "rome", "magna"] };
    for (const block of [planets, scored]) {
      const values = toFieldValues(block, "ranking");
      expect(fromFieldValues({ values, current: block, type: "ranking" })).toEqual(block);
    }
  });

  it("writes every option once when ticked, and removes correctOrder when unticked", () => {
    const ticked = { ...toFieldValues(planets, "ranking"), scoresOrder: true };
    const written = fromFieldValues({ values: ticked, current: planets, type: "ranking" });
    expect(written.correctOrder).toEqual(["rome", "magna", "moon"]);
    expect(parseFormDocument({ slug: "q", title: "Q", blocks: [written] }).success).toBe(true);
    const unticked = { ...toFieldValues(written, "ranking"), scoresOrder: false };
    expect(
      fromFieldValues({ values: unticked, current: written, type: "ranking" }),
    ).not.toHaveProperty("correctOrder");
  });

  it("follows an option value that follows its label in the same edit", () => {
    const block = {
      ...planets,
      options: [...(planets.options as unknown[]).slice(0, 2), { label: "Moon", value: "option3" }],
      correctOrder: ["option3", "rome", "magna"],
    };
    const values = toFieldValues(block, "ranking");
    const options = values.options.map((option, i) =>
      i === 2 ? { ...option, label: "Apollo" } : option,
    );
    const written = fromFieldValues({
      values: { ...values, options },
      current: block,
      type: "ranking",
      keys: { publishedKeys: { fieldNames: [], optionValues: {} }, takenNames: new Set() },
    });
    const values2 = (written.options as Array<{ value: string }>).map((o) => o.value);
    expect(values2[2]).toBe("apollo");
    expect(written.correctOrder).toEqual([values2[2], "rome", "magna"]);
  });
});

const form: LoadedEditorForm = {
  id: "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e13",
  slug: "history",
  revision: 1,
  publishedVersion: null,
  draft: { slug: "history", title: "History", blocks: [planets] },
};

const panel = () => screen.getByRole("form", { name: /^Block 1 of 1/ });
const order = () =>
  within(within(panel()).getByRole("list", { name: "Correct order, first to last" }))
    .getAllByRole("listitem")
    .map((item) => item.querySelector("span")?.textContent);

describe("the ranking's Correct order in the settings panel", () => {
  it("ticks Score the order, moves options by keyboard, announces each move; Undo takes it back", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    const canvas = screen.getByRole("region", { name: "Canvas" });
    await user.click(within(canvas).getByRole("button", { name: /^Block 1 of 1: Oldest first/ }));
    const settings = panel();
    const group = within(settings).getByRole("group", { name: "Correct order" });
    expect(within(group).queryByRole("list")).toBeNull();
    // Each change a step of Undo of its own (changes less than a second apart are one).
    vi.spyOn(Date, "now").mockReturnValue(1_000);
    await user.click(within(group).getByRole("checkbox", { name: "Score the order" }));
    expect(order()).toEqual(["Rome", "Magna Carta", "Moon landing"]);
    vi.spyOn(Date, "now").mockReturnValue(10_000);
    const up = within(group).getByRole("button", { name: "Move up: Moon landing" });
    up.focus();
    await user.keyboard("{Enter}");
    expect(order()).toEqual(["Rome", "Moon landing", "Magna Carta"]);
    expect(screen.getByTestId("editor-announcer")).toHaveTextContent(
      "Moved Moon landing to position 2 of 3 in the correct order",
    );
    vi.spyOn(Date, "now").mockReturnValue(20_000);
    await user.keyboard("{Enter}");
    expect(order()).toEqual(["Moon landing", "Rome", "Magna Carta"]);
    // The focus stays with the option: at the top, on its Move down.
    await vi.waitFor(() =>
      expect(within(group).getByRole("button", { name: "Move down: Moon landing" })).toHaveFocus(),
    );
    expect(within(group).getByRole("button", { name: "Move up: Moon landing" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(order()).toEqual(["Rome", "Moon landing", "Magna Carta"]);
  });

  it("lists a renamed option under its new label, in its place", async () => {
    const user = userEvent.setup();
    renderEditor({
      ...form,
      draft: { ...form.draft, blocks: [{ ...planets, correctOrder: ["moon", "rome", "magna"] }] },
    });
    const canvas = screen.getByRole("region", { name: "Canvas" });
    await user.click(within(canvas).getByRole("button", { name: /^Block 1 of 1: Oldest first/ }));
    expect(within(panel()).getByRole("checkbox", { name: "Score the order" })).toBeChecked();
    expect(order()).toEqual(["Moon landing", "Rome", "Magna Carta"]);
    const value = within(panel()).getByRole("textbox", { name: "Option 3 value" });
    await user.type(value, "s");
    expect(order()).toEqual(["Moon landing", "Rome", "Magna Carta"]);
    await user.type(value, "x");
    expect(order()).toEqual(["Moon landing", "Rome", "Magna Carta"]);
  });
});
