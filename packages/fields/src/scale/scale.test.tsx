import { messages } from "@formwright/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorFor, renderInForm } from "../../test/render-in-form";
import { Scale } from "./scale";

const npsProps = {
  name: "recommend",
  label: "Would you recommend us?",
  min: 0,
  max: 10,
  minLabel: "Not at all likely",
  maxLabel: "Extremely likely",
};

describe("Scale", () => {
  it("is a radio group of min to max, 1 to 5 by default", () => {
    renderInForm(<Scale name="ease" label="Ease" />);
    expect(screen.getByRole("radiogroup", { name: "Ease" }).tagName).toBe("FIELDSET");
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
    ]);
  });

  it("reads the end numbers with their end labels", () => {
    renderInForm(<Scale {...npsProps} />);
    const radios = screen.getAllByRole("radio");
    expect(radios).toHaveLength(11);
    expect(radios[0]).toHaveAccessibleName("0, Not at all likely");
    expect(radios[5]).toHaveAccessibleName("5");
    expect(radios[10]).toHaveAccessibleName("10, Extremely likely");
  });

  it("shows the end labels under the numbers, hidden from screen readers (read with the radios)", () => {
    const { container } = renderInForm(<Scale {...npsProps} />);
    const ends = container.querySelector(".fw-scale__ends");
    expect(ends).toHaveAttribute("aria-hidden", "true");
    expect(ends).toHaveTextContent("Not at all likelyExtremely likely");
  });

  it("stores the number chosen, 0 included", async () => {
    const { user, submit, submitted } = renderInForm(<Scale {...npsProps} />);
    await user.click(screen.getByRole("radio", { name: "0, Not at all likely" }));
    await submit();
    expect(submitted()).toEqual({ recommend: 0 });
  });

  it("moves and chooses with the arrow keys", async () => {
    const { user, getForm } = renderInForm(<Scale {...npsProps} defaultValue={9} />);
    await user.tab();
    expect(screen.getByRole("radio", { name: "9" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(getForm().getValues("recommend")).toBe(10);
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(getForm().getValues("recommend")).toBe(8);
  });

  it("shows '{label} is required' when none is chosen", async () => {
    const { submit, container } = renderInForm(<Scale {...npsProps} required />);
    await submit();
    expect(errorFor(container, "recommend")).toHaveTextContent(
      messages.required("Would you recommend us?"),
    );
    expect(screen.getByRole("radiogroup")).toHaveAttribute("aria-invalid", "true");
  });
});
