import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInForm } from "../../test/render-in-form";
import { TextInput } from "../text-input/text-input";
import { HiddenInput } from "./hidden-input";

describe("HiddenInput", () => {
  it("shows nothing and offers nothing to focus", async () => {
    const { container, user } = renderInForm(
      <>
        <HiddenInput name="utm_source" defaultValue="newsletter" />
        <TextInput name="city" label="City" />
      </>,
    );
    const input = container.querySelector('input[name="utm_source"]');
    expect(input).toHaveAttribute("type", "hidden");
    expect(input).not.toBeVisible();
    expect(screen.queryByText("utm_source")).toBeNull();
    // Tab goes from the start of the page to the city, then to the button.
    await user.tab();
    expect(screen.getByRole("textbox", { name: "City" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Submit" })).toHaveFocus();
  });

  it("submits its value: the form's own, else its default, else empty", async () => {
    const prefilled = renderInForm(<HiddenInput name="utm_source" defaultValue="direct" />, {
      defaultValues: { utm_source: "spring sale" },
    });
    await prefilled.submit();
    expect(prefilled.submitted()).toEqual({ utm_source: "spring sale" });
    prefilled.unmount();

    const fallback = renderInForm(<HiddenInput name="utm_source" defaultValue="direct" />);
    expect(fallback.container.querySelector("input")).toHaveValue("direct");
    await fallback.submit();
    expect(fallback.submitted()).toEqual({ utm_source: "direct" });
    fallback.unmount();

    const empty = renderInForm(<HiddenInput name="utm_source" />);
    await empty.submit();
    expect(empty.submitted()).toEqual({ utm_source: "" });
  });
});
