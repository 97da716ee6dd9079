import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorFor, renderInForm } from "../../test/render-in-form";
import { Matrix } from "./matrix";

const rows = [
  { label: "Texture", value: "texture" },
  { label: "Price", value: "price" },
];
const columns = [
  { label: "Bad", value: "bad" },
  { label: "Good", value: "good" },
];

describe("Matrix", () => {
  it("is a group of one labelled radio group per row, inputs named <name>[<row>]", () => {
    renderInForm(<Matrix name="taste" label="Taste" rows={rows} columns={columns} />);
    expect(screen.getByRole("group", { name: "Taste" })).toBeInTheDocument();
    const price = screen.getByRole("radiogroup", { name: "Price" });
    const radios = price.querySelectorAll("input");
    expect(radios).toHaveLength(2);
    expect(radios[0]).toHaveAttribute("name", "taste[price]");
    expect(screen.getAllByRole("radio", { name: "Good" })).toHaveLength(2);
  });

  it("gives the first radio the field's id", () => {
    renderInForm(<Matrix name="taste" label="Taste" rows={rows} columns={columns} />);
    expect(screen.getAllByRole("radio", { name: "Bad" })[0]).toHaveAttribute("id", "field-taste");
  });

  it("stores { row: column } and moves within a row with the arrow keys", async () => {
    const { user, submit, submitted } = renderInForm(
      <Matrix name="taste" label="Taste" rows={rows} columns={columns} required />,
    );
    const [textureBad] = screen.getAllByRole("radio", { name: "Bad" });
    await user.click(textureBad as HTMLElement);
    await user.keyboard("{ArrowRight}");
    await user.click(screen.getAllByRole("radio", { name: "Bad" })[1] as HTMLElement);
    await submit();
    expect(submitted()).toEqual({ taste: { texture: "good", price: "bad" } });
  });

  it("says '{label} is required' when nothing is answered, and names missing rows", async () => {
    const { user, submit, container } = renderInForm(
      <Matrix name="taste" label="Taste" rows={rows} columns={columns} required />,
    );
    await submit();
    expect(errorFor(container, "taste")).toHaveTextContent("Taste is required");
    expect(screen.getByRole("group", { name: "Taste" })).toHaveAttribute("aria-invalid", "true");
    await user.click(screen.getAllByRole("radio", { name: "Good" })[0] as HTMLElement);
    await submit();
    expect(errorFor(container, "taste")).toHaveTextContent(
      "Taste: answer every row (missing: Price)",
    );
  });

  it("with multiple, stores the ticked columns of each row", async () => {
    const { user, submit, submitted } = renderInForm(
      <Matrix name="taste" label="Taste" rows={rows} columns={columns} multiple />,
    );
    expect(screen.queryByRole("radiogroup")).toBeNull();
    const texture = screen.getByRole("group", { name: "Texture" });
    const boxes = texture.querySelectorAll("input");
    await user.click(boxes[0] as HTMLElement);
    await user.click(boxes[1] as HTMLElement);
    await user.click(boxes[0] as HTMLElement);
    await submit();
    expect(submitted()).toEqual({ taste: { texture: ["good"] } });
  });
});
