// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { LoadedEditorForm } from "../../editor/draft-types";
import { renderEditor } from "../../editor/editor-test-kit";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Typing after this is a new step of Undo (changes less than a second apart are one). */
function pauseTyping(at: number) {
  vi.spyOn(Date, "now").mockReturnValue(at);
}
beforeAll(() => {
  // jsdom lays nothing out; focusing a setting scrolls it into view.
  Element.prototype.scrollIntoView ??= () => {};
});

const form: LoadedEditorForm = {
  id: "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e12",
  slug: "party",
  revision: 1,
  publishedVersion: null,
  draft: {
    slug: "party",
    title: "Party",
    blocks: [
      { type: "text", name: "host", label: "Host" },
      {
        type: "group",
        name: "attendees",
        label: "Attendees",
        itemLabel: "Attendee",
        repeat: { min: 1, max: 10 },
        blocks: [
          { type: "text", name: "name", label: "Name", required: true },
          { type: "text", name: "email", label: "Email", description: "For the ticket" },
          {
            type: "radio",
            name: "meal",
            label: "Meal",
            options: [
              { label: "Fish", value: "fish" },
              { label: "Veggie", value: "veggie" },
            ],
          },
        ],
      },
      { type: "checkbox", name: "terms", label: "Terms" },
    ],
  },
};

const canvas = () => screen.getByRole("region", { name: "Canvas" });
const groupBlock = () =>
  within(canvas())
    .getByRole("button", { name: /^Block 2 of 3: Attendees/ })
    .closest(".fw-canvas__block") as HTMLElement;
const field = (name: RegExp) => within(canvas()).getByRole("button", { name });
/** The inner fields' selectors' names, in order. */
const fields = () =>
  within(groupBlock())
    .queryAllByRole("button", { name: /^Field \d+ of \d+ in / })
    .map((button) => button.textContent?.replace(/\s+/g, " ").trim());
const fieldBox = (name: RegExp) => field(name).closest("[data-group-field]") as HTMLElement;
const selectedBox = () =>
  groupBlock().querySelector("[data-group-field][data-selected]") as HTMLElement;
const status = () =>
  [...groupBlock().querySelectorAll("[role=status]")].map((el) => el.textContent).join(" ");
const settingsPanel = () => screen.getByRole("form", { name: /^Block \d+ of \d+/ });

const ready = () =>
  within(canvas()).findByRole(
    "button",
    { name: /^Field 1 of 3 in Attendees/ },
    { timeout: 20_000 },
  );

describe("a group on the editor's canvas", () => {
  it("draws it as respondents see it: its label, one item of its fields, its Add button inert", async () => {
    renderEditor(form);
    await ready();
    const group = groupBlock();
    expect(within(group).getByText("Attendees")).toBeInTheDocument();
    expect(within(group).getByText("Attendee 1")).toBeInTheDocument();
    expect(within(group).getByText("For the ticket")).toBeInTheDocument();
    const add = within(group).getByText("Add another attendee");
    expect(add.closest("[inert]")).not.toBeNull();
    // The inner widgets are drawn, inert, named apart from the form's.
    const input = group.querySelector("input[name^='canvas_b2_']");
    expect(input?.closest("[inert]")).not.toBeNull();
    expect(fields()).toEqual([
      "Field 1 of 3 in Attendees: Name, Text",
      "Field 2 of 3 in Attendees: Email, Text",
      "Field 3 of 3 in Attendees: Meal, Radio group",
    ]);
  });

  it("selects an inner block by a click or the focus, the group with it; the panel edits the inner block", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    await user.click(field(/^Field 2 of 3 in Attendees: Email/));
    expect(field(/^Field 2 of 3/)).toHaveAttribute("aria-current", "true");
    expect(
      within(canvas()).getByRole("button", { name: /^Block 2 of 3: Attendees/ }),
    ).toHaveAttribute("aria-current", "true");
    expect(
      await screen.findByRole(
        "heading",
        { name: "Block 2 of 3, field 2 of 3 in Attendees: Text" },
        // The first inner block selected loads the inner settings' chunk.
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    act(() => field(/^Field 3 of 3/).focus());
    expect(field(/^Field 3 of 3/)).toHaveAttribute("aria-current", "true");
    expect(field(/^Field 2 of 3/)).not.toHaveAttribute("aria-current");
    // Another block selected: no inner block stays selected.
    await user.click(within(canvas()).getByRole("button", { name: /^Block 3 of 3: Terms/ }));
    expect(field(/^Field 3 of 3/)).not.toHaveAttribute("aria-current");
  });

  it("edits an inner block's label and help text in place; Undo takes them back", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    // One pause of typing: one step of Undo, however slow the machine.
    pauseTyping(1_000);
    await user.click(field(/^Field 2 of 3 in Attendees: Email/));
    const box = fieldBox(/^Field 2 of 3/);
    const label = within(box).getByRole("textbox", { name: "Label" });
    await user.clear(label);
    await user.type(label, "Work");
    expect(field(/^Field 2 of 3 in Attendees: Work, Text/)).toBeInTheDocument();
    const help = within(box).getByRole("textbox", { name: "Help text" });
    await user.type(help, "!");
    expect(help).toHaveValue("For the ticket!");
    // The form's own Label (the group's, on the canvas) is left as it was.
    expect(
      within(canvas())
        .getAllByRole("textbox", { name: "Label" })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(["Attendees", "Work"]);
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(field(/^Field 2 of 3 in Attendees: Email, Text/)).toBeInTheDocument();
  });

  it("edits an inner block's options in place: Enter in the last adds one; Undo takes it back", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    await user.click(field(/^Field 3 of 3 in Attendees: Meal/));
    const meal = fieldBox(/^Field 3 of 3/);
    const option = within(meal).getByRole("textbox", { name: "Option 2" });
    await user.type(option, "s{Enter}");
    expect(option).toHaveValue("Veggies");
    expect(within(meal).getByRole("textbox", { name: "Option 3" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Undo" }));
    const after = fieldBox(/^Field 3 of 3/);
    expect(within(after).queryByRole("textbox", { name: "Option 3" })).toBeNull();
    expect(within(after).getByRole("textbox", { name: "Option 2" })).toHaveValue("Veggie");
  });

  it("the group's settings edit its item label and repeat; no repeat is one fieldset", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    await user.click(within(canvas()).getByRole("button", { name: /^Block 2 of 3: Attendees/ }));
    const panel = settingsPanel();
    const itemLabel = within(panel).getByRole("textbox", { name: "Item label" });
    expect(itemLabel).toHaveValue("Attendee");
    await user.clear(itemLabel);
    await user.type(itemLabel, "Guest");
    expect(within(groupBlock()).getByText("Guest 1")).toBeInTheDocument();
    expect(within(groupBlock()).getByText("Add another guest")).toBeInTheDocument();
    const most = within(panel).getByRole("textbox", { name: "Most items" });
    expect(most).toHaveValue("10");
    expect(within(panel).getByRole("textbox", { name: "Fewest items" })).toHaveValue("1");
    pauseTyping(1_000);
    await user.clear(most);
    await user.type(most, "4");
    pauseTyping(10_000);
    await user.click(within(panel).getByRole("checkbox", { name: "Repeat" }));
    expect(within(panel).queryByRole("textbox", { name: "Most items" })).toBeNull();
    expect(within(groupBlock()).queryByText("Guest 1")).toBeNull();
    expect(within(groupBlock()).queryByText("Add another guest")).toBeNull();
    // Undo brings the repeat back, with the maximum typed before.
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(within(groupBlock()).getByText("Guest 1")).toBeInTheDocument();
    expect(within(settingsPanel()).getByRole("textbox", { name: "Most items" })).toHaveValue("4");
  });

  it("adds a field into the group after the selected one: fields only, selected, its Label focused", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    await user.click(field(/^Field 1 of 3 in Attendees: Name/));
    const add = within(groupBlock()).getByRole("button", { name: "Add field to Attendees" });
    expect(add).toHaveAccessibleDescription(
      /after field 1, Name; a group holds fields only: no content blocks, groups or uploads/,
    );
    await user.click(add);
    const search = within(groupBlock()).getByRole("combobox", { name: "Search block types" });
    const list = within(groupBlock()).getByRole("listbox", { name: "Block types" });
    expect(within(list).queryByRole("option", { name: "Heading" })).toBeNull();
    expect(within(list).queryByRole("option", { name: "Group" })).toBeNull();
    // Uploads stay outside groups (the document check refuses them there).
    expect(within(list).queryByRole("option", { name: "File upload" })).toBeNull();
    expect(within(list).queryByRole("option", { name: "Signature" })).toBeNull();
    expect(within(list).getByRole("option", { name: "Number" })).toBeInTheDocument();
    await user.type(search, "stars");
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([expect.stringMatching(/^Rating/)]);
    await user.keyboard("{Enter}");
    expect(fields()).toEqual([
      "Field 1 of 4 in Attendees: Name, Text",
      "Field 2 of 4 in Attendees: Rating, Rating",
      "Field 3 of 4 in Attendees: Email, Text",
      "Field 4 of 4 in Attendees: Meal, Radio group",
    ]);
    expect(field(/^Field 2 of 4/)).toHaveAttribute("aria-current", "true");
    expect(within(fieldBox(/^Field 2 of 4/)).getByRole("textbox", { name: "Label" })).toHaveFocus();
    expect(status()).toMatch(/Added a Rating field to Attendees at position 2/);
    // "/" on an inner block opens the group's inserter, not the form's.
    act(() => field(/^Field 3 of 4/).focus());
    await user.keyboard("/");
    expect(
      within(groupBlock()).getByRole("combobox", { name: "Search block types" }),
    ).toHaveFocus();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(fields()).toHaveLength(3);
  });

  it("moves, copies and removes an inner block by its keys inside the group, each announced and undone", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    await user.click(field(/^Field 1 of 3 in Attendees: Name/));
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(fields()).toEqual([
      "Field 1 of 3 in Attendees: Email, Text",
      "Field 2 of 3 in Attendees: Name, Text",
      "Field 3 of 3 in Attendees: Meal, Radio group",
    ]);
    expect(field(/^Field 2 of 3 in Attendees: Name/)).toHaveFocus();
    expect(status()).toMatch(/Moved Name to position 2 of 3 in Attendees/);
    // The form's blocks did not move.
    expect(
      within(canvas()).getByRole("button", { name: /^Block 2 of 3: Attendees/ }),
    ).toBeInTheDocument();
    await user.keyboard("{Control>}d{/Control}");
    expect(fields()[2]).toBe("Field 3 of 4 in Attendees: Name, Text");
    expect(field(/^Field 3 of 4/)).toHaveFocus();
    expect(status()).toMatch(/Duplicated Name as position 3 in Attendees/);
    await user.keyboard("{Delete}");
    expect(fields()).toHaveLength(3);
    expect(status()).toMatch(/Removed Name from Attendees\. Press Ctrl\+Z to undo\./);
    // Each is a step of Undo of its own.
    await user.keyboard("{Control>}z{/Control}");
    expect(fields()).toHaveLength(4);
    await user.keyboard("{Control>}z{/Control}");
    expect(fields()).toHaveLength(3);
    await user.keyboard("{Control>}z{/Control}");
    expect(fields()[0]).toBe("Field 1 of 3 in Attendees: Name, Text");
    expect(within(canvas()).getAllByRole("button", { name: /^Block \d of 3/ })).toHaveLength(3);
  });

  it("keeps a group's last field (a group holds at least one); the pointer's tools do what the keys do", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    await user.click(field(/^Field 3 of 3 in Attendees: Meal/));
    const tools = () => within(selectedBox()).getByRole("group", { name: /field tools/ });
    await user.click(within(tools()).getByRole("button", { name: "Move up" }));
    expect(fields()[1]).toBe("Field 2 of 3 in Attendees: Meal, Radio group");
    await user.click(within(tools()).getByRole("checkbox", { name: "Required" }));
    expect(within(tools()).getByRole("checkbox", { name: "Required" })).toBeChecked();
    await user.click(within(tools()).getByRole("button", { name: "Remove" }));
    await user.click(within(tools()).getByRole("button", { name: "Remove" }));
    expect(fields()).toHaveLength(1);
    act(() => field(/^Field 1 of 1/).focus());
    await user.keyboard("{Delete}");
    expect(fields()).toHaveLength(1);
    expect(status()).toMatch(/only field of Attendees: a group holds at least one field/);
  });
  it("the toolbar's Duplicate and Remove act on the selected inner block; the group's own selector selects the group again", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    await user.click(field(/^Field 2 of 3 in Attendees: Email/));
    await user.click(screen.getByRole("button", { name: "Duplicate block" }));
    expect(fields()).toEqual([
      "Field 1 of 4 in Attendees: Name, Text",
      "Field 2 of 4 in Attendees: Email, Text",
      "Field 3 of 4 in Attendees: Email, Text",
      "Field 4 of 4 in Attendees: Meal, Radio group",
    ]);
    await user.click(screen.getByRole("button", { name: "Remove block" }));
    expect(fields()).toHaveLength(3);
    // The form's blocks are all still there.
    expect(within(canvas()).getAllByRole("button", { name: /^Block \d of 3/ })).toHaveLength(3);
    await user.click(field(/^Field 1 of 3 in Attendees: Name/));
    const groupSelector = within(canvas()).getByRole("button", {
      name: /^Block 2 of 3: Attendees/,
    });
    await user.click(groupSelector);
    expect(field(/^Field 1 of 3/)).not.toHaveAttribute("aria-current");
    expect(groupSelector).toHaveAttribute("aria-current", "true");
    expect(screen.queryByRole("heading", { name: /field \d of 3 in Attendees/ })).toBeNull();
  });
});
