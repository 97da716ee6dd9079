// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LoadedEditorForm } from "../draft-types";
import { renderEditor, settle } from "../editor-test-kit";

afterEach(cleanup);
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

function formWith(theme?: Record<string, unknown>): LoadedEditorForm {
  return {
    id: "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e15",
    slug: "look",
    revision: 1,
    publishedVersion: null,
    draft: {
      slug: "look",
      title: "Look",
      confirmation: { message: "Thanks" },
      ...(theme ? { theme } : {}),
      blocks: [{ type: "text", name: "name", label: "Name" }],
    },
  };
}

const presets = () => screen.getByRole("group", { name: "Start from a preset, then adjust" });
const pressed = () =>
  within(presets())
    .getAllByRole("button")
    .filter((button) => button.getAttribute("aria-pressed") === "true")
    .map((button) => button.textContent);

describe("the look's colours and presets in the editor", () => {
  it("gives each colour a picker of its own name, bound to the same value as its hex field", async () => {
    const user = userEvent.setup();
    renderEditor(formWith({ accent: "#0f766e" }));
    const accentPicker = screen.getByLabelText("Accent colour picker");
    expect(accentPicker).toHaveAttribute("type", "color");
    expect(accentPicker).toHaveValue("#0f766e");
    // An empty field: the picker shows the default it stands for.
    expect(screen.getByLabelText("Background colour picker")).toHaveValue("#ffffff");
    expect(screen.getByLabelText("Text colour picker")).toHaveValue("#1b1b1f");

    fireEvent.change(accentPicker, { target: { value: "#7c3aed" } });
    expect(screen.getByRole("textbox", { name: "Accent colour" })).toHaveValue("#7c3aed");

    const text = screen.getByRole("textbox", { name: "Text colour" });
    await user.type(text, "#2B2118");
    expect(screen.getByLabelText("Text colour picker")).toHaveValue("#2b2118");
    await settle();
    expect(screen.getByText("No problems")).toBeInTheDocument();
  });

  it("marks the preset the look is, and none once a colour differs from it", async () => {
    const user = userEvent.setup();
    renderEditor(formWith());
    expect(pressed()).toEqual(["✓ Default"]);
    expect(within(presets()).getByRole("button", { name: "Ocean" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await user.click(within(presets()).getByRole("button", { name: "Ocean" }));
    expect(pressed()).toEqual(["✓ Ocean"]);
    const accent = screen.getByRole("textbox", { name: "Accent colour" });
    await user.clear(accent);
    await user.type(accent, "#000000");
    expect(pressed()).toEqual([]);
  });

  it("names a colour as its caption reads in the message under it and in the problem list", async () => {
    const user = userEvent.setup();
    renderEditor(formWith({ text: "#999999" }));
    await settle();
    expect(screen.getByRole("textbox", { name: "Text colour" })).toHaveAccessibleDescription(
      /text colour #999999 on background colour #ffffff is 2\.84:1; text needs at least 4\.5:1/,
    );
    await user.click(screen.getByText("1 problem", { selector: "summary" }));
    expect(
      screen.getByRole("button", {
        name: "Form settings, Text colour: text colour #999999 on background colour #ffffff is 2.84:1; text needs at least 4.5:1",
      }),
    ).toBeInTheDocument();
  });
});
