import { messages } from "@formwright/core";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { errorFor, renderInForm } from "../../test/render-in-form";
import { RadioGroup } from "./radio-group";

const options = [
  { label: "Email", value: "email" },
  { label: "Phone", value: "phone" },
  { label: "Post", value: "post" },
];

describe("RadioGroup", () => {
  it("is a fieldset whose legend names the radio group", () => {
    renderInForm(<RadioGroup name="contact" label="Contact by" options={options} />);
    const group = screen.getByRole("radiogroup", { name: "Contact by" });
    expect(group.tagName).toBe("FIELDSET");
    expect(screen.getAllByRole("radio")).toHaveLength(3);
  });

  it("gives the first radio the field's id, so a link can focus it", () => {
    renderInForm(<RadioGroup name="contact" label="Contact by" options={options} />);
    expect(screen.getByRole("radio", { name: "Email" })).toHaveAttribute("id", "field-contact");
  });

  it("shows '{label} is required' when none is chosen", async () => {
    const { submit, container } = renderInForm(
      <RadioGroup name="contact" label="Contact by" options={options} required />,
    );
    await submit();
    expect(errorFor(container, "contact")).toHaveTextContent(messages.required("Contact by"));
  });

  it("stores the chosen option's value", async () => {
    const { submit, user, submitted } = renderInForm(
      <RadioGroup name="contact" label="Contact by" options={options} required />,
    );
    await user.click(screen.getByRole("radio", { name: "Phone" }));
    await submit();
    expect(submitted()).toEqual({ contact: "phone" });
  });

  it("stores null while none is chosen", async () => {
    const { submit, submitted } = renderInForm(
      <RadioGroup name="contact" label="Contact by" options={options} />,
    );
    await submit();
    expect(submitted()).toEqual({ contact: null });
  });

  it("moves the choice with the arrow keys (native radios sharing the name)", async () => {
    const { user, getForm } = renderInForm(
      <RadioGroup name="contact" label="Contact by" options={options} defaultValue="email" />,
    );
    for (const radio of screen.getAllByRole("radio"))
      expect(radio).toHaveAttribute("name", "contact");
    await user.click(screen.getByRole("radio", { name: "Email" }));
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "Phone" })).toBeChecked();
    expect(getForm().getValues("contact")).toBe("phone");
  });

  it("starts from defaultValue and calls onChange with the value", async () => {
    const onChange = vi.fn();
    const { user } = renderInForm(
      <RadioGroup
        name="contact"
        label="Contact by"
        options={options}
        defaultValue="post"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole("radio", { name: "Post" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Email" }));
    expect(onChange).toHaveBeenCalledWith("email");
  });

  it("ties description and error to the fieldset and marks it invalid", async () => {
    const { submit } = renderInForm(
      <RadioGroup
        name="contact"
        label="Contact by"
        description="Pick one"
        options={options}
        required
      />,
    );
    const group = screen.getByRole("radiogroup", { name: "Contact by" });
    expect(group).toHaveAccessibleDescription("Pick one");
    expect(group).toHaveAttribute("aria-required", "true");
    await submit();
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAccessibleDescription("Pick one Error: Contact by is required");
  });

  it("keeps the group's accessible name when the label is hidden", () => {
    renderInForm(<RadioGroup name="contact" label="Contact by" options={options} hiddenLabel />);
    expect(screen.getByRole("radiogroup", { name: "Contact by" })).toBeInTheDocument();
    expect(screen.getByText("Contact by")).toHaveClass("fw-visually-hidden");
  });

  it("reads its error by a nested name", async () => {
    const { submit, container } = renderInForm(
      <RadioGroup name="prefs.contact" label="Contact by" options={options} required />,
    );
    await submit();
    expect(errorFor(container, "prefs.contact")).toHaveTextContent("Contact by is required");
  });

  it("runs a validate rule", async () => {
    const { submit, user, container } = renderInForm(
      <RadioGroup
        name="contact"
        label="Contact by"
        options={options}
        rules={{ validate: (v) => v !== "post" || "We no longer send post" }}
      />,
    );
    await user.click(screen.getByRole("radio", { name: "Post" }));
    await submit();
    expect(errorFor(container, "contact")).toHaveTextContent("We no longer send post");
  });
});
