import { messages } from "@formwright/core";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { errorFor, renderInForm } from "../../test/render-in-form";
import { Checkbox } from "./checkbox";

const box = () => screen.getByRole("checkbox", { name: "I accept the terms" });

describe("Checkbox", () => {
  it("is a checkbox named by its label", () => {
    renderInForm(<Checkbox name="terms" label="I accept the terms" />);
    expect(box()).toHaveAttribute("id", "field-terms");
  });

  it("shows '{label} is required' when required and unticked", async () => {
    const { submit, container, onValid } = renderInForm(
      <Checkbox name="terms" label="I accept the terms" required />,
    );
    await submit();
    expect(errorFor(container, "terms")).toHaveTextContent(messages.required("I accept the terms"));
    expect(onValid).not.toHaveBeenCalled();
  });

  it("stores true when ticked", async () => {
    const { submit, user, submitted } = renderInForm(
      <Checkbox name="terms" label="I accept the terms" required />,
    );
    await user.click(box());
    await submit();
    expect(submitted()).toEqual({ terms: true });
  });

  it("stores false when left unticked", async () => {
    const { submit, submitted } = renderInForm(
      <Checkbox name="terms" label="I accept the terms" />,
    );
    await submit();
    expect(submitted()).toEqual({ terms: false });
  });

  it("starts from defaultValue, exposes data-state and calls onChange with the boolean", async () => {
    const onChange = vi.fn();
    const { user } = renderInForm(
      <Checkbox name="terms" label="I accept the terms" defaultValue onChange={onChange} />,
    );
    expect(box()).toBeChecked();
    expect(box().closest("[data-state]")).toHaveAttribute("data-state", "checked");
    await user.click(box());
    expect(onChange).toHaveBeenCalledWith(false);
    expect(box().closest("[data-state]")).toHaveAttribute("data-state", "unchecked");
  });

  it("ticks with Space", async () => {
    const { user, getForm } = renderInForm(<Checkbox name="terms" label="I accept the terms" />);
    await user.tab();
    await user.keyboard(" ");
    expect(getForm().getValues("terms")).toBe(true);
  });

  it("ties description and error to the checkbox", async () => {
    const { submit } = renderInForm(
      <Checkbox name="terms" label="I accept the terms" description="Read them first" required />,
    );
    expect(box()).toHaveAccessibleDescription("Read them first");
    await submit();
    expect(box()).toHaveAttribute("aria-invalid", "true");
    expect(box()).toHaveAccessibleDescription(
      "Read them first Error: I accept the terms is required",
    );
  });

  it("keeps its accessible name when the label is hidden", () => {
    renderInForm(<Checkbox name="terms" label="I accept the terms" hiddenLabel />);
    expect(box()).toBeInTheDocument();
    expect(screen.getByText("I accept the terms")).toHaveClass("fw-visually-hidden");
  });

  it("reads its error by a nested name", async () => {
    const { submit, container } = renderInForm(
      <Checkbox name="consent.terms" label="I accept the terms" required />,
    );
    await submit();
    expect(errorFor(container, "consent.terms")).toHaveTextContent(
      "I accept the terms is required",
    );
  });
});
