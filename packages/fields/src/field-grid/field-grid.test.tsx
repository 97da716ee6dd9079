import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInForm } from "../../test/render-in-form";
import { fieldGridCss } from "../layout/field-grid-css";
import { TextInput } from "../text-input/text-input";
import { FieldGrid } from "./field-grid";

describe("FieldGrid", () => {
  it("renders the generated grid CSS once in the document head", () => {
    render(
      <>
        <FieldGrid>a</FieldGrid>
        <FieldGrid>b</FieldGrid>
      </>,
    );
    const styles = [...document.querySelectorAll("style")].filter(
      (style) => style.textContent === fieldGridCss(),
    );
    expect(styles).toHaveLength(1);
    expect(styles[0]?.parentElement).toBe(document.head);
  });

  it("is a fw-grid container that keeps its own class and props", () => {
    render(
      <FieldGrid className="extra" data-testid="grid">
        x
      </FieldGrid>,
    );
    expect(screen.getByTestId("grid")).toHaveClass("fw-grid", "extra");
  });

  it("lays out widgets by their width", () => {
    renderInForm(
      <FieldGrid>
        <TextInput name="first" label="First name" width={{ sm: 6, lg: 4 }} />
        <TextInput name="last" label="Last name" width={3} />
      </FieldGrid>,
    );
    const first = screen
      .getByRole("textbox", { name: "First name" })
      .closest(".fw-field") as HTMLElement;
    const last = screen
      .getByRole("textbox", { name: "Last name" })
      .closest(".fw-field") as HTMLElement;
    expect(first.parentElement).toHaveClass("fw-grid");
    expect(first.style.getPropertyValue("--fw-span-sm")).toBe("6");
    expect(first.style.getPropertyValue("--fw-span-lg")).toBe("4");
    expect(last.style.getPropertyValue("--fw-span-xs")).toBe("3");
  });
});
