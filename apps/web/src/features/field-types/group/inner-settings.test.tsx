// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { LoadedEditorForm } from "../../editor/draft-types";
import { renderEditor, settle } from "../../editor/editor-test-kit";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeAll(() => {
  // jsdom lays nothing out; focusing a setting scrolls it into view.
  Element.prototype.scrollIntoView ??= () => {};
});

const form: LoadedEditorForm = {
  id: "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e14",
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
          { type: "text", name: "email", label: "Email" },
          {
            type: "ranking",
            name: "courses",
            label: "Courses",
            options: [
              { label: "Soup", value: "soup" },
              { label: "Cake", value: "cake" },
            ],
          },
        ],
      },
    ],
  },
};

const canvas = () => screen.getByRole("region", { name: "Canvas" });
const field = (name: RegExp) => within(canvas()).getByRole("button", { name });
const panel = () => screen.getByRole("form", { name: /^Block \d+ of \d+/ });
const ready = () =>
  within(canvas()).findByRole(
    "button",
    { name: /^Field 1 of 3 in Attendees/ },
    { timeout: 20_000 },
  );

describe("an inner block's settings in the settings panel", () => {
  it("shows the inner block's full settings, its type's own among them", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    await user.click(field(/^Field 3 of 3 in Attendees: Courses/));
    expect(
      await screen.findByRole(
        "heading",
        { name: "Block 2 of 2, field 3 of 3 in Attendees: Ranking" },
        // The first inner block selected loads the inner settings' chunk.
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    const settings = panel();
    expect(within(settings).getByRole("textbox", { name: "Name" })).toHaveValue("courses");
    expect(within(settings).getByRole("textbox", { name: "Option 2 label" })).toHaveValue("Cake");
    // The ranking's own settings, as a top-level ranking has them.
    expect(within(settings).getByRole("group", { name: "Correct order" })).toBeInTheDocument();
    expect(within(settings).getByRole("group", { name: /^Show this block/ })).toBeInTheDocument();
  });

  it("writes an edit into the group's inner block, shown on the canvas; Undo takes it back", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    vi.spyOn(Date, "now").mockReturnValue(1_000);
    await user.click(field(/^Field 2 of 3 in Attendees: Email/));
    const settings = await screen.findByRole("form", { name: /field 2 of 3 in Attendees/ });
    const description = within(settings).getByRole("textbox", { name: "Description" });
    await user.type(description, "For the ticket");
    const box = field(/^Field 2 of 3/).closest("[data-group-field]") as HTMLElement;
    expect(within(box).getByRole("textbox", { name: "Help text" })).toHaveValue("For the ticket");
    vi.spyOn(Date, "now").mockReturnValue(10_000);
    await user.click(within(settings).getByRole("checkbox", { name: "Required" }));
    expect(within(box).getByRole("checkbox", { name: "Required" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Undo" }));
    const after = field(/^Field 2 of 3/).closest("[data-group-field]") as HTMLElement;
    expect(within(after).getByRole("checkbox", { name: "Required" })).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(
      within(field(/^Field 2 of 3/).closest("[data-group-field]") as HTMLElement).getByRole(
        "textbox",
        { name: "Help text" },
      ),
    ).toHaveValue("");
  });

  it("follows the label with a name unique in the group, and names a duplicate as the check does", async () => {
    const user = userEvent.setup();
    renderEditor({
      ...form,
      draft: {
        ...form.draft,
        blocks: [
          { type: "text", name: "host", label: "Host" },
          {
            type: "group",
            name: "attendees",
            label: "Attendees",
            blocks: [
              { type: "text", name: "name", label: "Name" },
              { type: "text", name: "text1", label: "Text" },
            ],
          },
        ],
      },
    });
    await within(canvas()).findByRole(
      "button",
      { name: /^Field 2 of 2 in Attendees/ },
      { timeout: 20_000 },
    );
    await user.click(field(/^Field 2 of 2 in Attendees: Text/));
    const settings = await screen.findByRole("form", { name: /field 2 of 2 in Attendees/ });
    const label = within(settings).getByRole("textbox", { name: "Label" });
    await user.clear(label);
    await user.type(label, "Name");
    // "name" is taken in the group: the name that follows is another.
    const name = within(settings).getByRole("textbox", { name: "Name" });
    expect(name).not.toHaveValue("name");
    expect(name).toHaveValue("name2");
    await user.clear(name);
    await user.type(name, "name");
    await settle();
    expect(within(panel()).getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription(
      /Duplicate name "name" in this group/,
    );
  });

  it("goes back to the group's own settings, the focus on the group", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    await user.click(field(/^Field 1 of 3 in Attendees: Name/));
    await user.click(await screen.findByRole("button", { name: "Group settings: Attendees" }));
    expect(screen.getByRole("heading", { name: "Block 2 of 2: Group" })).toBeInTheDocument();
    expect(field(/^Block 2 of 2: Attendees/)).toHaveFocus();
    expect(field(/^Field 1 of 3/)).not.toHaveAttribute("aria-current");
  });

  it("moves the inner block inside its group by Alt+Arrow pressed in its settings, announced; Undo", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    await user.click(field(/^Field 1 of 3 in Attendees: Name/));
    const settings = await screen.findByRole("form", { name: /field 1 of 3 in Attendees/ });
    within(settings).getByRole("checkbox", { name: "Required" }).focus();
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(screen.getByTestId("editor-announcer")).toHaveTextContent(
      "Moved Name to position 2 of 3 in Attendees",
    );
    // The group stays where it is; its inner block moved, still selected, the focus on it.
    expect(field(/^Block 2 of 2: Attendees/)).toBeInTheDocument();
    expect(field(/^Field 2 of 3 in Attendees: Name/)).toHaveAttribute("aria-current", "true");
    await vi.waitFor(() => expect(field(/^Field 2 of 3 in Attendees: Name/)).toHaveFocus());
    expect(
      screen.getByRole("heading", { name: "Block 2 of 2, field 2 of 3 in Attendees: Text" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(field(/^Field 1 of 3 in Attendees: Name/)).toBeInTheDocument();
  });

  it("gives each inner block a drag handle, in the tab order only while selected", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    const handle = () => within(canvas()).getByRole("button", { name: "Drag Email" });
    expect(handle()).toHaveAttribute("tabindex", "-1");
    expect(handle()).toHaveAttribute("aria-roledescription", "sortable");
    await user.click(field(/^Field 2 of 3 in Attendees: Email/));
    expect(handle()).toHaveAttribute("tabindex", "0");
  });
});
