import { messages } from "@formwright/core";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { errorFor, renderInForm } from "../../test/render-in-form";
import { CheckboxGroup } from "./checkbox-group";

const options = [
  { label: "Vegetarian", value: "vegetarian" },
  { label: "Vegan", value: "vegan" },
  { label: "Gluten free", value: "gluten-free" },
];

describe("CheckboxGroup", () => {
  it("is a fieldset whose legend names the group", () => {
    renderInForm(<CheckboxGroup name="diet" label="Diet" options={options} />);
    expect(screen.getByRole("group", { name: "Diet" }).tagName).toBe("FIELDSET");
    expect(screen.getAllByRole("checkbox")).toHaveLength(3);
  });

  it("shows '{label} is required' when none is ticked", async () => {
    const { submit, container } = renderInForm(
      <CheckboxGroup name="diet" label="Diet" options={options} required />,
    );
    await submit();
    expect(errorFor(container, "diet")).toHaveTextContent(messages.required("Diet"));
  });

  it("stores the ticked values as an array in option order", async () => {
    const { submit, user, submitted } = renderInForm(
      <CheckboxGroup name="diet" label="Diet" options={options} />,
    );
    await user.click(screen.getByRole("checkbox", { name: "Gluten free" }));
    await user.click(screen.getByRole("checkbox", { name: "Vegetarian" }));
    await submit();
    expect(submitted()).toEqual({ diet: ["vegetarian", "gluten-free"] });
  });

  it("stores [] when none is ticked", async () => {
    const { submit, submitted } = renderInForm(
      <CheckboxGroup name="diet" label="Diet" options={options} />,
    );
    await submit();
    expect(submitted()).toEqual({ diet: [] });
  });

  it("treats unticking the last box as empty for required", async () => {
    const { submit, user, container } = renderInForm(
      <CheckboxGroup name="diet" label="Diet" options={options} required />,
    );
    const vegan = screen.getByRole("checkbox", { name: "Vegan" });
    await user.click(vegan);
    await user.click(vegan);
    await submit();
    expect(errorFor(container, "diet")).toHaveTextContent("Diet is required");
  });

  it("ticks and unticks with Space", async () => {
    const { user, getForm } = renderInForm(
      <CheckboxGroup name="diet" label="Diet" options={options} />,
    );
    await user.tab();
    await user.keyboard(" ");
    expect(getForm().getValues("diet")).toEqual(["vegetarian"]);
  });

  it("starts from defaultValue and calls onChange with the array", async () => {
    const onChange = vi.fn();
    const { user } = renderInForm(
      <CheckboxGroup
        name="diet"
        label="Diet"
        options={options}
        defaultValue={["vegan"]}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole("checkbox", { name: "Vegan" })).toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "Vegetarian" }));
    expect(onChange).toHaveBeenCalledWith(["vegetarian", "vegan"]);
  });

  it("applies minItems and maxItems", async () => {
    const { submit, user, container } = renderInForm(
      <CheckboxGroup
        name="diet"
        label="Diet"
        options={options}
        rules={{ minItems: 2, maxItems: { value: 2, message: "Two at most" } }}
      />,
    );
    await user.click(screen.getByRole("checkbox", { name: "Vegan" }));
    await submit();
    expect(errorFor(container, "diet")).toHaveTextContent(messages.minItems("Diet", 2));
    await user.click(screen.getByRole("checkbox", { name: "Vegetarian" }));
    await user.click(screen.getByRole("checkbox", { name: "Gluten free" }));
    expect(errorFor(container, "diet")).toHaveTextContent("Two at most");
  });

  it("gives the first checkbox the field's id and ties the error to the fieldset", async () => {
    const { submit } = renderInForm(
      <CheckboxGroup name="prefs.diet" label="Diet" options={options} required />,
    );
    expect(screen.getByRole("checkbox", { name: "Vegetarian" })).toHaveAttribute(
      "id",
      "field-prefs-diet",
    );
    await submit();
    const group = screen.getByRole("group", { name: "Diet" });
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAccessibleDescription("Error: Diet is required");
  });

  it("keeps the group's name when the label is hidden", () => {
    renderInForm(<CheckboxGroup name="diet" label="Diet" options={options} hiddenLabel />);
    expect(screen.getByRole("group", { name: "Diet" })).toBeInTheDocument();
  });
});
