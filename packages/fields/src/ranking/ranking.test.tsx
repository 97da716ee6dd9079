import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorFor, renderInForm } from "../../test/render-in-form";
import { moveItem } from "./move-item";
import { Ranking } from "./ranking";

const options = [
  { label: "Apples", value: "apples" },
  { label: "Pears", value: "pears" },
  { label: "Plums", value: "plums" },
  { label: "Kiwis", value: "kiwis" },
];

const items = () => screen.getAllByRole("listitem").map((li) => li.getAttribute("data-value"));

describe("Ranking", () => {
  it("moves an item by keyboard and announces its new position", async () => {
    const { user, submit, submitted } = renderInForm(
      <Ranking name="fruit" label="Fruit" options={options} />,
    );
    screen.getByRole("button", { name: "Move Apples down" }).focus();
    await user.keyboard("{Enter}");
    expect(items()).toEqual(["pears", "apples", "plums", "kiwis"]);
    expect(screen.getByTestId("ranking-status")).toHaveTextContent(
      "Apples moved to position 2 of 4",
    );
    await user.click(screen.getByRole("button", { name: "Move Kiwis up" }));
    expect(screen.getByTestId("ranking-status")).toHaveTextContent(
      "Kiwis moved to position 3 of 4",
    );
    await submit();
    expect(submitted()).toEqual({ fruit: ["pears", "apples", "kiwis", "plums"] });
  });

  it("disables moving the first item up and the last down", () => {
    renderInForm(<Ranking name="fruit" label="Fruit" options={options} />);
    expect(screen.getByRole("button", { name: "Move Apples up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Kiwis down" })).toBeDisabled();
  });

  it("is not ranked until touched: required says '{label} is required'", async () => {
    const { submit, container, user, submitted } = renderInForm(
      <Ranking name="fruit" label="Fruit" options={options} required />,
    );
    await submit();
    expect(errorFor(container, "fruit")).toHaveTextContent("Fruit is required");
    await user.click(screen.getByRole("button", { name: "Keep this order" }));
    await submit();
    expect(submitted()).toEqual({ fruit: ["apples", "pears", "plums", "kiwis"] });
  });

  it("stores null while not ranked, and posts positions once ranked", async () => {
    const { submit, submitted, user, container } = renderInForm(
      <Ranking name="fruit" label="Fruit" options={options} />,
    );
    await submit();
    expect(submitted()).toEqual({ fruit: null });
    expect(container.querySelector('input[name="fruit[apples]"]')).toBeNull();
    await user.click(screen.getByRole("button", { name: "Move Pears up" }));
    expect(container.querySelector('input[name="fruit[apples]"]')).toHaveValue("2");
  });
});

describe("moveItem", () => {
  it("moves one item and keeps the rest in order", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
  });
});
