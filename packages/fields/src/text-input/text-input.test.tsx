import { messages } from "@formwright/core";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { errorFor, renderInForm } from "../../test/render-in-form";
import { TextInput } from "./text-input";

describe("TextInput", () => {
  it("ties the label to the input", () => {
    renderInForm(<TextInput name="fullName" label="Full name" />);
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveAttribute(
      "id",
      "field-fullName",
    );
  });

  it("shows '{label} is required' below the field when submitted empty", async () => {
    const { submit, container, onValid } = renderInForm(
      <TextInput name="fullName" label="Full name" required />,
    );
    await submit();
    expect(errorFor(container, "fullName")).toHaveTextContent(messages.required("Full name"));
    expect(onValid).not.toHaveBeenCalled();
  });

  it("treats whitespace-only text as empty", async () => {
    const { submit, user, container } = renderInForm(
      <TextInput name="fullName" label="Full name" required />,
    );
    await user.type(screen.getByRole("textbox", { name: "Full name" }), "   ");
    await submit();
    expect(errorFor(container, "fullName")).toHaveTextContent("Full name is required");
  });

  it("stores the text as typed", async () => {
    const { submit, user, submitted } = renderInForm(<TextInput name="city" label="City" />);
    await user.type(screen.getByRole("textbox", { name: "City" }), "Lyon ");
    await submit();
    expect(submitted()).toEqual({ city: "Lyon " });
  });

  it("stores an empty string when left empty", async () => {
    const { submit, submitted } = renderInForm(<TextInput name="city" label="City" />);
    await submit();
    expect(submitted()).toEqual({ city: "" });
  });

  it("starts from defaultValue", async () => {
    const { submit, submitted } = renderInForm(
      <TextInput name="city" label="City" defaultValue="Paris" />,
    );
    expect(screen.getByRole("textbox", { name: "City" })).toHaveValue("Paris");
    await submit();
    expect(submitted()).toEqual({ city: "Paris" });
  });

  it("prefers the form's defaultValues over its own defaultValue", () => {
    renderInForm(<TextInput name="city" label="City" defaultValue="Paris" />, {
      defaultValues: { city: "Rome" },
    });
    expect(screen.getByRole("textbox", { name: "City" })).toHaveValue("Rome");
  });

  it("calls onChange with the stored value on every change", async () => {
    const onChange = vi.fn();
    const { user } = renderInForm(<TextInput name="city" label="City" onChange={onChange} />);
    await user.type(screen.getByRole("textbox", { name: "City" }), "ab");
    expect(onChange.mock.calls).toEqual([["a"], ["ab"]]);
  });

  it("merges rules with required: minLength as a plain value gets the default message", async () => {
    const { submit, user, container } = renderInForm(
      <TextInput name="fullName" label="Name" required rules={{ minLength: 3 }} />,
    );
    await submit();
    expect(errorFor(container, "fullName")).toHaveTextContent("Name is required");
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Al");
    await submit();
    expect(errorFor(container, "fullName")).toHaveTextContent("Name must be at least 3 characters");
  });

  it("uses the message of a { value, message } rule", async () => {
    const { submit, user, container } = renderInForm(
      <TextInput
        name="code"
        label="Code"
        rules={{ pattern: { value: /^[A-Z]{3}$/, message: "Three capital letters" } }}
      />,
    );
    await user.type(screen.getByRole("textbox", { name: "Code" }), "ab");
    await submit();
    expect(errorFor(container, "code")).toHaveTextContent("Three capital letters");
  });

  it("applies maxLength with its default message", async () => {
    const { submit, user, container } = renderInForm(
      <TextInput name="code" label="Code" rules={{ maxLength: 2 }} />,
    );
    await user.type(screen.getByRole("textbox", { name: "Code" }), "abc");
    await submit();
    expect(errorFor(container, "code")).toHaveTextContent(messages.maxLength("Code", 2));
  });

  it("checks email addresses when type is email", async () => {
    const { submit, user, container } = renderInForm(
      <TextInput name="email" label="Email" type="email" />,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("type", "email");
    await user.type(input, "nobody@");
    await submit();
    expect(errorFor(container, "email")).toHaveTextContent(messages.email("Email"));
  });

  it("keeps its accessible name when the label is hidden", () => {
    renderInForm(<TextInput name="q" label="Search term" hiddenLabel />);
    const input = screen.getByRole("textbox", { name: "Search term" });
    const label = document.querySelector(`label[for="${input.id}"]`);
    expect(label).toHaveClass("fw-visually-hidden");
  });

  it("shows the placeholder", () => {
    renderInForm(<TextInput name="q" label="Search" placeholder="e.g. Lyon" />);
    expect(screen.getByRole("textbox", { name: "Search" })).toHaveAttribute(
      "placeholder",
      "e.g. Lyon",
    );
  });

  it("ties the description with aria-describedby", () => {
    renderInForm(<TextInput name="email" label="Email" description="We never share it" />);
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
      "We never share it",
    );
  });

  it("marks the input invalid and describes it by description and error", async () => {
    const { submit } = renderInForm(
      <TextInput name="email" label="Email" description="Work address" required />,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).not.toHaveAttribute("aria-invalid");
    await submit();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("aria-describedby", "field-email-description field-email-error");
    expect(input).toHaveAccessibleDescription("Work address Error: Email is required");
  });

  it("clears the error once corrected", async () => {
    const { submit, user, container } = renderInForm(
      <TextInput name="email" label="Email" required />,
    );
    await submit();
    await user.type(screen.getByRole("textbox", { name: "Email" }), "x");
    expect(errorFor(container, "email")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Email" })).not.toHaveAttribute("aria-invalid");
  });

  it("reads its error by a nested name and shows it below the field", async () => {
    const { submit, container } = renderInForm(
      <TextInput name="address.city" label="City" required />,
    );
    await submit();
    const input = screen.getByRole("textbox", { name: "City" });
    expect(input).toHaveAttribute("id", "field-address-city");
    const error = errorFor(container, "address.city");
    expect(error).toHaveTextContent("City is required");
    expect(error).toHaveAttribute("id", "field-address-city-error");
    // Directly below: the error follows the input in the field's frame.
    expect(
      input.compareDocumentPosition(error as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("stores nested names as nested values", async () => {
    const { submit, user, submitted } = renderInForm(
      <TextInput name="address.city" label="City" />,
    );
    await user.type(screen.getByRole("textbox", { name: "City" }), "Oslo");
    await submit();
    expect(submitted()).toEqual({ address: { city: "Oslo" } });
  });

  it("cannot be typed into when disabled", () => {
    renderInForm(<TextInput name="id" label="Account" disabled defaultValue="A-1" />);
    expect(screen.getByRole("textbox", { name: "Account" })).toBeDisabled();
  });
});
