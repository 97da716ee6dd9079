import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field } from "./field";
import { useFieldContext } from "./field-context";

function ContextInput() {
  const { id, describedBy, isInvalid } = useFieldContext();
  return <input id={id} aria-describedby={describedBy} aria-invalid={isInvalid || undefined} />;
}

describe("Field", () => {
  it("puts the label above, the description under the label and the error under the input", () => {
    const { container } = render(
      <Field name="code" label="Code" description="Six digits" error="Code is required">
        <ContextInput />
      </Field>,
    );
    const order = [...container.querySelectorAll("label, p, input")].map((el) =>
      el.tagName === "P" ? el.className : el.tagName,
    );
    expect(order).toEqual(["LABEL", "fw-field__description", "INPUT", "fw-field__error"]);
  });

  it("hands its ids to the input through the context", () => {
    render(
      <Field name="a.b" label="Code" description="Six digits" error="Wrong">
        <ContextInput />
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Code" });
    expect(input).toHaveAttribute("id", "field-a-b");
    expect(input).toHaveAttribute("aria-describedby", "field-a-b-description field-a-b-error");
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("marks the error with data-error-for and the field with data-invalid", () => {
    const { container } = render(
      <Field name="a.b" label="Code" error="Wrong">
        <ContextInput />
      </Field>,
    );
    expect(container.querySelector('[data-error-for="a.b"]')).toHaveAttribute(
      "id",
      "field-a-b-error",
    );
    expect(container.querySelector(".fw-field")).toHaveAttribute("data-invalid");
  });

  it("shows no error element without an error", () => {
    const { container } = render(
      <Field name="code" label="Code">
        <ContextInput />
      </Field>,
    );
    expect(container.querySelector("[data-error-for]")).toBeNull();
    expect(screen.getByRole("textbox")).not.toHaveAttribute("aria-describedby");
  });

  it("marks required fields visually without changing the accessible name", () => {
    render(
      <Field name="code" label="Code" required>
        <ContextInput />
      </Field>,
    );
    expect(screen.getByRole("textbox", { name: "Code" })).toBeInTheDocument();
  });

  it("sets the width custom properties on the field", () => {
    const { container } = render(
      <Field name="code" label="Code" width={{ sm: 6, lg: 4 }}>
        <ContextInput />
      </Field>,
    );
    const field = container.querySelector(".fw-field") as HTMLElement;
    expect(field.style.getPropertyValue("--fw-span-sm")).toBe("6");
    expect(field.style.getPropertyValue("--fw-span-lg")).toBe("4");
  });

  it("renders a group as a fieldset named by its legend", () => {
    render(
      <Field name="size" label="Size" variant="group">
        <input type="checkbox" aria-label="Small" />
      </Field>,
    );
    expect(screen.getByRole("group", { name: "Size" }).tagName).toBe("FIELDSET");
  });

  it("refuses to give ids outside a Field", () => {
    expect(() => render(<ContextInput />)).toThrow(/inside a <Field>/);
  });
});
