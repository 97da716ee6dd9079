import { formatCreateLabel } from "@formwright/core";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { errorFor, renderInForm } from "../../test/render-in-form";
import { Select } from "./select";

const colours = [
  { label: "Red", value: "red" },
  { label: "Sky blue", value: "blue" },
];

const combobox = () => screen.getByRole("combobox", { name: "Colour" });
const optionTexts = () => screen.queryAllByRole("option").map((option) => option.textContent);

function renderCreatable(props: Partial<Parameters<typeof Select>[0]> = {}) {
  return renderInForm(
    <Select name="colour" label="Colour" options={colours} creatable {...props} />,
  );
}

describe("Select creatable: when a new option is offered", () => {
  it("offers nothing to create while the input is empty", async () => {
    const { user } = renderCreatable();
    await user.click(combobox());
    expect(optionTexts()).toEqual(["Red", "Sky blue"]);
  });

  it("offers nothing to create for whitespace only", async () => {
    const { user } = renderCreatable();
    await user.type(combobox(), "   ");
    expect(optionTexts().some((text) => text?.startsWith("Create"))).toBe(false);
  });

  it('reads Create "{input}" for a new input', async () => {
    const { user } = renderCreatable();
    await user.type(combobox(), "Green");
    expect(screen.getByRole("option", { name: 'Create "Green"' })).toBeInTheDocument();
    expect(formatCreateLabel("Green")).toBe('Create "Green"');
  });

  it("offers nothing when the input equals an option's label", async () => {
    const { user } = renderCreatable();
    await user.type(combobox(), "Sky blue");
    expect(optionTexts()).toEqual(["Sky blue"]);
  });

  it("offers nothing when the input equals an option's value", async () => {
    const { user } = renderCreatable();
    await user.type(combobox(), "blue");
    expect(optionTexts()).toEqual(["Sky blue"]);
  });

  it("compares case-insensitively", async () => {
    const { user } = renderCreatable();
    await user.type(combobox(), "SKY BLUE");
    expect(optionTexts()).toEqual(["Sky blue"]);
    await user.clear(combobox());
    await user.type(combobox(), "rEd");
    expect(optionTexts()).toEqual(["Red"]);
  });

  it("offers nothing for an option created earlier in the same form", async () => {
    const { user } = renderCreatable({ multi: true });
    await user.type(combobox(), "Green{Enter}");
    await user.type(combobox(), "GREEN");
    expect(optionTexts().some((text) => text?.startsWith("Create"))).toBe(false);
  });

  it("offers only what canCreate accepts", async () => {
    const { user } = renderCreatable({ canCreate: (input) => /^[a-z]+$/.test(input) });
    await user.type(combobox(), "green");
    expect(screen.getByRole("option", { name: 'Create "green"' })).toBeInTheDocument();
    await user.type(combobox(), "{Backspace>5}Re");
    expect(optionTexts()).toEqual(["Red"]);
  });

  it("takes a create label of its own", async () => {
    const { user } = renderCreatable({ formatCreateLabel: (input) => `Add ${input}` });
    await user.type(combobox(), "Green");
    expect(screen.getByRole("option", { name: "Add Green" })).toBeInTheDocument();
  });
});

describe("Select creatable: position", () => {
  it("places the create action last by default", async () => {
    const { user } = renderCreatable();
    await user.type(combobox(), "e");
    expect(optionTexts()).toEqual(["Red", "Sky blue", 'Create "e"']);
  });

  it("places the create action first when createPosition is first", async () => {
    const { user } = renderCreatable({ createPosition: "first" });
    await user.type(combobox(), "e");
    expect(optionTexts()).toEqual(['Create "e"', "Red", "Sky blue"]);
  });

  it("places a created option last among the options by default", async () => {
    const { user } = renderCreatable({ multi: true });
    await user.type(combobox(), "Green{Enter}");
    await user.click(screen.getByRole("button", { name: "Remove Green" }));
    await user.click(combobox());
    expect(optionTexts()).toEqual(["Red", "Sky blue", "Green"]);
  });

  it("places a created option first when createPosition is first", async () => {
    const { user } = renderCreatable({ multi: true, createPosition: "first" });
    await user.type(combobox(), "Green{Enter}");
    await user.click(screen.getByRole("button", { name: "Remove Green" }));
    await user.click(combobox());
    expect(optionTexts()).toEqual(["Green", "Red", "Sky blue"]);
  });
});

describe("Select creatable: stored values", () => {
  it("stores a created value as a plain string in single mode and keeps showing it", async () => {
    const { user, submit, submitted, container } = renderCreatable({ required: true });
    await user.type(combobox(), "Green{Enter}");
    expect(container.querySelector(".fw-select__single-value")).toHaveTextContent("Green");
    await submit();
    expect(submitted()).toEqual({ colour: "Green" });
  });

  it("trims the created value", async () => {
    const { user, getForm } = renderCreatable();
    // (A leading space would open the menu / pick an option: react-select's Space key.)
    await user.type(combobox(), "Green  {Enter}");
    expect(getForm().getValues("colour")).toBe("Green");
  });

  it("stores existing and created values as an array of strings in multi mode", async () => {
    const { user, submit, submitted } = renderCreatable({ multi: true, required: true });
    await user.type(combobox(), "Red{Enter}");
    await user.type(combobox(), "Green{Enter}");
    await submit();
    expect(submitted()).toEqual({ colour: ["red", "Green"] });
  });

  it("keeps a created option in the list after another choice replaces it", async () => {
    const { user } = renderCreatable();
    await user.type(combobox(), "Green{Enter}");
    await user.click(combobox());
    await user.click(screen.getByRole("option", { name: "Red" }));
    await user.click(combobox());
    expect(optionTexts()).toContain("Green");
  });

  it("calls onChange with the stored value when creating", async () => {
    const onChange = vi.fn();
    const { user } = renderCreatable({ multi: true, onChange });
    await user.type(combobox(), "Red{Enter}");
    await user.type(combobox(), "Green{Enter}");
    expect(onChange.mock.calls).toEqual([[["red"]], [["red", "Green"]]]);
  });

  it("shows a default value no option offers, and counts it as taken", async () => {
    const { user } = renderCreatable({ multi: true, defaultValue: ["Teal"] });
    expect(screen.getByText("Teal")).toBeInTheDocument();
    await user.type(combobox(), "teal");
    expect(optionTexts().some((text) => text?.startsWith("Create"))).toBe(false);
  });

  it("shows '{label} is required' when nothing is chosen", async () => {
    const { submit, container } = renderCreatable({ multi: true, required: true });
    await submit();
    expect(errorFor(container, "colour")).toHaveTextContent("Colour is required");
  });

  it("carries created values on the hidden inputs", async () => {
    const { user, container } = renderCreatable({ multi: true });
    await user.type(combobox(), "Green{Enter}");
    const form = container.querySelector("form") as HTMLFormElement;
    expect(new FormData(form).getAll("colour")).toEqual(["Green"]);
  });
});
