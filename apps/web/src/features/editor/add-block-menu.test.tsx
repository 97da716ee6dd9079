// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddBlockMenu, type AddBlockMenuHandle } from "./add-block-menu";
import { searchBlockTypes, searchWords } from "./block-type-search";
import type { BlockTypeDefinition } from "./block-types/block-type-definition";
import { BLOCK_TYPES } from "./block-types/registry";

afterEach(cleanup);

const titles = (query: string) =>
  searchBlockTypes(BLOCK_TYPES, query).map((definition) => definition.title);
const optionNames = () =>
  screen.queryAllByRole("option").map((option) => option.getAttribute("aria-labelledby") ?? "");
const shownTitles = () =>
  screen
    .queryAllByRole("option")
    .map((option) => option.querySelector(".fw-add-block__title")?.textContent);
const groupNames = () =>
  within(screen.getByRole("listbox"))
    .getAllByRole("group")
    .map(
      (group) =>
        window.document.getElementById(group.getAttribute("aria-labelledby") ?? "")?.textContent,
    );
const activeTitle = () => {
  const box = screen.getByRole("combobox", { name: "Search block types" });
  const id = box.getAttribute("aria-activedescendant");
  return id
    ? window.document.getElementById(id)?.querySelector(".fw-add-block__title")?.textContent
    : null;
};

function renderMenu(description?: string) {
  const onAdd = vi.fn<(definition: BlockTypeDefinition) => void>();
  const ref = createRef<AddBlockMenuHandle>();
  render(
    <>
      <button type="button">Elsewhere</button>
      <AddBlockMenu ref={ref} onAdd={onAdd} description={description} />
    </>,
  );
  return { onAdd, ref, user: userEvent.setup() };
}

describe("searching block types", () => {
  it("finds a type by its own common words: stars, NPS, dropdown", () => {
    expect(titles("stars")).toEqual(["Rating"]);
    expect(titles("NPS")).toEqual(["Scale"]);
    expect(titles("dropdown")).toEqual(["Select"]);
  });

  it("ignores case, accents and punctuation, and matches the start of words", () => {
    expect(searchWords("Yes/No, Évaluation")).toEqual(["yes", "no", "evaluation"]);
    expect(titles("PAGÉ BRE")).toEqual(["Page break"]);
    expect(titles("long ans")).toEqual(["Textarea"]);
    expect(titles("yes/no")).toContain("Checkbox");
    // The middle of a word is no match.
    expect(titles("tars")).toEqual([]);
  });

  it("puts titles before keywords, and lists everything for an empty query", () => {
    // "paragraph" is the Paragraph block's title and a Textarea keyword.
    expect(titles("paragraph")).toEqual(["Paragraph", "Textarea"]);
    expect(titles("  ")).toEqual(BLOCK_TYPES.map((definition) => definition.title));
  });

  it("gives every block type words of its own to be found by", () => {
    for (const definition of BLOCK_TYPES) {
      expect(definition.keywords?.length ?? 0, definition.title).toBeGreaterThan(0);
    }
  });
});

describe("AddBlockMenu", () => {
  it("opens a search box, focused, over the block types grouped as Fields and Content", async () => {
    const { user } = renderMenu("Inserts at the end");
    const button = screen.getByRole("button", { name: "Add block" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAccessibleDescription("Inserts at the end");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const search = screen.getByRole("combobox", { name: "Search block types" });
    expect(search).toHaveFocus();
    expect(search).toHaveAttribute("aria-expanded", "true");
    const list = screen.getByRole("listbox", { name: "Block types" });
    expect(search).toHaveAttribute("aria-controls", list.id);
    expect(groupNames()).toEqual(["Fields", "Content"]);
    expect(within(list).getByRole("group", { name: "Fields" })).toBeInTheDocument();
    expect(within(list).getByRole("group", { name: "Content" })).toBeInTheDocument();
    expect(optionNames()).toHaveLength(BLOCK_TYPES.length);
    expect(screen.getByRole("option", { name: "Text" })).toHaveAccessibleDescription(
      "One line of text",
    );
    expect(activeTitle()).toBe(BLOCK_TYPES[0]?.title);
  });

  it("filters as one types, announces the count, and says when nothing matches", async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole("button", { name: "Add block" }));
    const search = screen.getByRole("combobox", { name: "Search block types" });
    const live = screen.getByText(/^\d+ block types?$/);
    expect(live).toHaveAttribute("aria-live", "polite");
    expect(live).toHaveTextContent(`${BLOCK_TYPES.length} block types`);
    await user.type(search, "stars");
    expect(shownTitles()).toEqual(["Rating"]);
    expect(activeTitle()).toBe("Rating");
    expect(live).toHaveTextContent("1 block type");
    await user.clear(search);
    await user.type(search, "NPS");
    expect(shownTitles()).toEqual(["Scale"]);
    await user.clear(search);
    await user.type(search, "dropdown");
    expect(shownTitles()).toEqual(["Select"]);
    // The best match comes first, its group with it: a title before a keyword.
    await user.clear(search);
    await user.type(search, "paragraph");
    expect(shownTitles()).toEqual(["Paragraph", "Textarea"]);
    expect(groupNames()).toEqual(["Content", "Fields"]);
    await user.clear(search);
    await user.type(search, "zebra");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(search).toHaveAttribute("aria-expanded", "false");
    expect(search).not.toHaveAttribute("aria-activedescendant");
    expect(screen.getAllByText("No block type matches “zebra”")).toHaveLength(2);
    expect(live).toHaveTextContent("No block type matches “zebra”");
    await user.keyboard("{Enter}");
    expect(search).toBeInTheDocument();
  });

  it("moves with the arrows, Home and End, focus staying in the search box, and Enter inserts", async () => {
    const { user, onAdd } = renderMenu();
    await user.click(screen.getByRole("button", { name: "Add block" }));
    const search = screen.getByRole("combobox", { name: "Search block types" });
    const first = BLOCK_TYPES[0]?.title;
    await user.keyboard("{ArrowUp}");
    expect(activeTitle()).toBe(first);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeTitle()).toBe(BLOCK_TYPES[2]?.title);
    const active = screen.getByRole("option", { name: BLOCK_TYPES[2]?.title });
    expect(active).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("option", { name: first })).toHaveAttribute("aria-selected", "false");
    await user.keyboard("{End}");
    expect(activeTitle()).toBe(BLOCK_TYPES.at(-1)?.title);
    await user.keyboard("{ArrowDown}");
    expect(activeTitle()).toBe(BLOCK_TYPES.at(-1)?.title);
    await user.keyboard("{Home}");
    expect(activeTitle()).toBe(first);
    expect(search).toHaveFocus();
    await user.type(search, "ord");
    expect(activeTitle()).toBe("Ranking");
    await user.keyboard("{Enter}");
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd.mock.calls[0]?.[0].title).toBe("Ranking");
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add block" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("inserts the type an option names on a click", async () => {
    const { user, onAdd } = renderMenu();
    await user.click(screen.getByRole("button", { name: "Add block" }));
    await user.click(screen.getByRole("option", { name: "Heading" }));
    expect(onAdd.mock.calls[0]?.[0].title).toBe("Heading");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("closes on Escape with focus back on the button, and starts afresh next time", async () => {
    const { user, onAdd } = renderMenu();
    const button = screen.getByRole("button", { name: "Add block" });
    await user.click(button);
    await user.keyboard("sign{ArrowDown}{Escape}");
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(onAdd).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("combobox", { name: "Search block types" })).toHaveValue("");
    expect(activeTitle()).toBe(BLOCK_TYPES[0]?.title);
  });

  it("closes when the focus leaves it", async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole("button", { name: "Add block" }));
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
  });

  it("opens from its handle, and Escape returns focus where it was opened from", async () => {
    const { user, ref } = renderMenu();
    const elsewhere = screen.getByRole("button", { name: "Elsewhere" });
    elsewhere.focus();
    act(() => ref.current?.open(elsewhere));
    expect(screen.getByRole("combobox", { name: "Search block types" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(elsewhere).toHaveFocus();
  });
});
