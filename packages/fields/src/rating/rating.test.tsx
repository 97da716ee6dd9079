import { messages } from "@formwright/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorFor, renderInForm } from "../../test/render-in-form";
import { Rating } from "./rating";

describe("Rating", () => {
  it("is a radio group of 5 stars by default, each read as 'n of 5'", () => {
    renderInForm(<Rating name="service" label="Service" />);
    expect(screen.getByRole("radiogroup", { name: "Service" }).tagName).toBe("FIELDSET");
    const stars = screen.getAllByRole("radio");
    expect(stars).toHaveLength(5);
    expect(stars[2]).toHaveAccessibleName("3 of 5");
  });

  it("offers max stars", () => {
    renderInForm(<Rating name="service" label="Service" max={10} />);
    expect(screen.getAllByRole("radio")).toHaveLength(10);
    expect(screen.getByRole("radio", { name: "10 of 10" })).toBeInTheDocument();
  });

  it("stores the number of the star clicked, and fills the stars up to it", async () => {
    const { user, submit, submitted, container } = renderInForm(
      <Rating name="service" label="Service" />,
    );
    await user.click(screen.getByRole("radio", { name: "4 of 5" }));
    expect(container.querySelectorAll('[data-state="on"]')).toHaveLength(4);
    await submit();
    expect(submitted()).toEqual({ service: 4 });
  });

  it("moves and chooses with the arrow keys, one tab stop", async () => {
    const { user, getForm } = renderInForm(
      <Rating name="service" label="Service" defaultValue={2} />,
    );
    for (const radio of screen.getAllByRole("radio")) {
      expect(radio).toHaveAttribute("name", "service");
    }
    await user.tab();
    expect(screen.getByRole("radio", { name: "2 of 5" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "3 of 5" })).toBeChecked();
    expect(getForm().getValues("service")).toBe(3);
  });

  it("stores null while no star is chosen", async () => {
    const { submit, submitted } = renderInForm(<Rating name="service" label="Service" />);
    await submit();
    expect(submitted()).toEqual({ service: null });
  });

  it("shows '{label} is required' and marks the group invalid", async () => {
    const { submit, container } = renderInForm(
      <Rating name="service" label="Service" description="1 is poor" required />,
    );
    await submit();
    expect(errorFor(container, "service")).toHaveTextContent(messages.required("Service"));
    const group = screen.getByRole("radiogroup", { name: "Service" });
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAccessibleDescription("1 is poor Error: Service is required");
  });

  it("gives the first star the field's id, so an error summary link lands on it", () => {
    renderInForm(<Rating name="service" label="Service" />);
    expect(screen.getByRole("radio", { name: "1 of 5" })).toHaveAttribute("id", "field-service");
  });
});
