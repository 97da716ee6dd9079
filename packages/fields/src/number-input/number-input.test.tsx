import { messages } from "@formwright/core";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { errorFor, renderInForm } from "../../test/render-in-form";
import { NumberInput } from "./number-input";

const input = () => screen.getByRole("textbox", { name: "Price" });

describe("NumberInput", () => {
  it("is a text input with a decimal keyboard, not type=number", () => {
    renderInForm(<NumberInput name="price" label="Price" />);
    expect(input()).toHaveAttribute("type", "text");
    expect(input()).toHaveAttribute("inputmode", "decimal");
  });

  it.each([
    ["3.50", 3.5],
    ["-2", -2],
    ["0", 0],
  ])("stores %j as the number %j", async (text, number) => {
    const { submit, user, submitted } = renderInForm(<NumberInput name="price" label="Price" />);
    await user.type(input(), text);
    await submit();
    expect(submitted()).toEqual({ price: number });
  });

  it("keeps the text as typed (no reformatting of 3.50)", async () => {
    const { user } = renderInForm(<NumberInput name="price" label="Price" />);
    await user.type(input(), "3.50");
    expect(input()).toHaveValue("3.50");
  });

  it("stores no value (undefined) when empty, not 0", async () => {
    const { submit, submitted } = renderInForm(<NumberInput name="price" label="Price" />);
    await submit();
    expect(submitted().price).toBeUndefined();
  });

  it("stores no value after the text is erased", async () => {
    const { submit, user, submitted } = renderInForm(<NumberInput name="price" label="Price" />);
    await user.type(input(), "12");
    await user.clear(input());
    await submit();
    expect(submitted().price).toBeUndefined();
  });

  it("stores no value after erasing a defaultValue, and keeps the field empty", async () => {
    const { submit, user, submitted } = renderInForm(
      <NumberInput name="price" label="Price" defaultValue={3.5} />,
    );
    expect(input()).toHaveValue("3.5");
    await user.clear(input());
    await submit();
    expect(input()).toHaveValue("");
    expect(submitted().price).toBeUndefined();
  });

  it("reports text that is not a number as '{label} must be a number'", async () => {
    const { submit, user, container, onValid } = renderInForm(
      <NumberInput name="price" label="Price" />,
    );
    await user.type(input(), "abc");
    await submit();
    expect(errorFor(container, "price")).toHaveTextContent(messages.notANumber("Price"));
    expect(onValid).not.toHaveBeenCalled();
  });

  it("never stores NaN or 0 for bad text", async () => {
    const { user, getForm } = renderInForm(<NumberInput name="price" label="Price" />);
    await user.type(input(), "1,5");
    expect(getForm().getValues("price")).toBe("1,5");
  });

  it("shows '{label} is required' when required and empty", async () => {
    const { submit, container } = renderInForm(<NumberInput name="price" label="Price" required />);
    await submit();
    expect(errorFor(container, "price")).toHaveTextContent("Price is required");
  });

  it("accepts 0 for a required number", async () => {
    const { submit, user, submitted } = renderInForm(
      <NumberInput name="price" label="Price" required />,
    );
    await user.type(input(), "0");
    await submit();
    expect(submitted()).toEqual({ price: 0 });
  });

  it("applies min and max to the number, with default messages", async () => {
    const { submit, user, container } = renderInForm(
      <NumberInput name="price" label="Price" rules={{ min: 1, max: 10 }} />,
    );
    await user.type(input(), "0.5");
    await submit();
    expect(errorFor(container, "price")).toHaveTextContent("Price must be at least 1");
    await user.clear(input());
    await user.type(input(), "10.5");
    expect(errorFor(container, "price")).toHaveTextContent(messages.max("Price", 10));
  });

  it("applies max given as { value, message }", async () => {
    const { submit, user, container } = renderInForm(
      <NumberInput
        name="price"
        label="Price"
        rules={{ max: { value: 5, message: "Five at most" } }}
      />,
    );
    await user.type(input(), "6");
    await submit();
    expect(errorFor(container, "price")).toHaveTextContent("Five at most");
  });

  it("starts from defaultValue", async () => {
    const { submit, submitted } = renderInForm(
      <NumberInput name="price" label="Price" defaultValue={2.25} />,
    );
    expect(input()).toHaveValue("2.25");
    await submit();
    expect(submitted()).toEqual({ price: 2.25 });
  });

  it("calls onChange with the stored value", async () => {
    const onChange = vi.fn();
    const { user } = renderInForm(<NumberInput name="price" label="Price" onChange={onChange} />);
    await user.type(input(), "-1x");
    expect(onChange.mock.calls).toEqual([["-"], [-1], ["-1x"]]);
    await user.clear(input());
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it("shows a value set from outside (reset)", async () => {
    const { getForm, findByDisplayValue } = renderInForm(
      <NumberInput name="price" label="Price" />,
    );
    getForm().reset({ price: 7 });
    expect(await findByDisplayValue("7")).toBe(input());
  });

  it("keeps its accessible name when the label is hidden", () => {
    renderInForm(<NumberInput name="price" label="Price" hiddenLabel />);
    expect(input()).toBeInTheDocument();
  });
});
