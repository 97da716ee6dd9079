import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorFor, renderInForm } from "../../test/render-in-form";
import { DateInput } from "./date-input";
import { dateRangeText, formatLocalDate } from "./date-range-text";

const input = () => screen.getByLabelText(/^Arrival/, { selector: "input" });

describe("DateInput", () => {
  it("is a native date input with min and max, its range in the description", () => {
    renderInForm(<DateInput name="arrival" label="Arrival" min="2025-03-01" max="2025-03-31" />);
    expect(input()).toHaveAttribute("type", "date");
    expect(input()).toHaveAttribute("min", "2025-03-01");
    expect(input()).toHaveAttribute("max", "2025-03-31");
    expect(input()).toHaveAccessibleDescription(
      `From ${formatLocalDate("2025-03-01", navigator.language)} to ${formatLocalDate("2025-03-31", navigator.language)}.`,
    );
  });

  it("bounds the picker at the respondent's today", () => {
    renderInForm(<DateInput name="arrival" label="Arrival" min="today" description="Check-in" />);
    expect(input().getAttribute("min")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(input()).toHaveAccessibleDescription("Check-in Today or later.");
  });

  it("stores the ISO value", async () => {
    const { submit, submitted } = renderInForm(<DateInput name="arrival" label="Arrival" />);
    fireEvent.change(input(), { target: { value: "2025-03-07" } });
    await submit();
    expect(submitted()).toEqual({ arrival: "2025-03-07" });
  });

  it("is '{label} is required' when empty, and names the limit when out of range", async () => {
    const { submit, container } = renderInForm(
      <DateInput name="arrival" label="Arrival" required min="2025-03-01" />,
    );
    await submit();
    expect(errorFor(container, "arrival")).toHaveTextContent("Arrival is required");
    expect(input()).toHaveAttribute("aria-invalid", "true");
    fireEvent.change(input(), { target: { value: "2025-02-01" } });
    await submit();
    expect(errorFor(container, "arrival")).toHaveTextContent(
      "Arrival must be on or after 1 March 2025",
    );
  });
});

describe("dateRangeText", () => {
  it("says the range in the respondent's language", () => {
    expect(dateRangeText({ min: "2025-03-01" }, { locale: "en-GB" })).toBe("From 1 March 2025.");
    expect(dateRangeText({ max: "2025-03-07" }, { locale: "en-US" })).toBe("Until March 7, 2025.");
    expect(dateRangeText({ min: "2025-03-01", max: "today" }, { locale: "de-DE" })).toBe(
      "From 1. März 2025 to today.",
    );
    expect(dateRangeText({}, { locale: "en-GB" })).toBeNull();
  });
});
