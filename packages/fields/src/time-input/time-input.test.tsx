import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorFor, renderInForm } from "../../test/render-in-form";
import { TimeInput } from "./time-input";
import { timeRangeText } from "./time-range-text";

const input = () => screen.getByLabelText(/^Start/, { selector: "input" });

describe("TimeInput", () => {
  it("is a native time input with min, max and step in seconds", () => {
    renderInForm(<TimeInput name="start" label="Start" min="09:00" max="17:00" step={15} />);
    expect(input()).toHaveAttribute("type", "time");
    expect(input()).toHaveAttribute("min", "09:00");
    expect(input()).toHaveAttribute("max", "17:00");
    expect(input()).toHaveAttribute("step", "900");
    expect(input()).toHaveAccessibleDescription(/every 15 minutes\.$/);
  });

  it("stores HH:MM", async () => {
    const { submit, submitted } = renderInForm(<TimeInput name="start" label="Start" />);
    fireEvent.change(input(), { target: { value: "14:30" } });
    await submit();
    expect(submitted()).toEqual({ start: "14:30" });
  });

  it("is '{label} is required' when empty, and checks the step", async () => {
    const { submit, container } = renderInForm(
      <TimeInput name="start" label="Start" required min="09:00" step={30} />,
    );
    await submit();
    expect(errorFor(container, "start")).toHaveTextContent("Start is required");
    fireEvent.change(input(), { target: { value: "09:15" } });
    await submit();
    expect(errorFor(container, "start")).toHaveTextContent(
      "Start must be in steps of 30 minutes from 09:00",
    );
  });
});

describe("timeRangeText", () => {
  it("says the range and step in the respondent's clock", () => {
    expect(timeRangeText({ min: "09:00", max: "17:30" }, { locale: "en-GB" })).toBe(
      "From 09:00 to 17:30.",
    );
    expect(timeRangeText({ min: "13:00" }, { locale: "en-US" })).toMatch(/^From 1:00\sPM\.$/);
    expect(timeRangeText({ step: 5 }, { locale: "en-GB" })).toBe("Every 5 minutes.");
    expect(timeRangeText({}, { locale: "en-GB" })).toBeNull();
  });
});
