import { ERROR_SUMMARY_TITLE } from "@formwright/core";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInForm } from "../../test/render-in-form";
import { Checkbox } from "../checkbox/checkbox";
import { RadioGroup } from "../radio-group/radio-group";
import { Select } from "../select/select";
import { TextInput } from "../text-input/text-input";

function renderForm() {
  return renderInForm(
    <>
      <TextInput name="email" label="Email" required />
      <TextInput name="address.city" label="City" required />
      <Select name="fruit" label="Fruit" options={[{ label: "Apple", value: "apple" }]} required />
      <RadioGroup
        name="size"
        label="Size"
        options={[
          { label: "Small", value: "s" },
          { label: "Large", value: "l" },
        ]}
        required
      />
      <Checkbox name="terms" label="Terms" />
    </>,
    { withSummary: true },
  );
}

describe("ErrorSummary", () => {
  it("shows nothing before the form is submitted", () => {
    renderForm();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("lists every error, nested ones too, as links to their fields after a failed submit", async () => {
    const { submit } = renderForm();
    await submit();
    const summary = screen.getByRole("alert", { name: ERROR_SUMMARY_TITLE });
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Email is required", "#field-email"],
      ["City is required", "#field-address-city"],
      ["Fruit is required", "#field-fruit"],
      ["Size is required", "#field-size"],
    ]);
  });

  it("takes focus after a failed submit", async () => {
    const { submit } = renderForm();
    await submit();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
  });

  it("takes focus again after each failed submit", async () => {
    const { submit, user } = renderForm();
    await submit();
    await user.click(screen.getByRole("textbox", { name: "Email" }));
    await submit();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
  });

  it("focuses the field when its link is followed", async () => {
    const { submit, user } = renderForm();
    await submit();
    await user.click(screen.getByRole("link", { name: "City is required" }));
    expect(screen.getByRole("textbox", { name: "City" })).toHaveFocus();
  });

  it("focuses a select's input from its link", async () => {
    const { submit, user } = renderForm();
    await submit();
    await user.click(screen.getByRole("link", { name: "Fruit is required" }));
    expect(screen.getByRole("combobox", { name: "Fruit" })).toHaveFocus();
  });

  it("focuses the first radio of a group from its link", async () => {
    const { submit, user } = renderForm();
    await submit();
    await user.click(screen.getByRole("link", { name: "Size is required" }));
    expect(screen.getByRole("radio", { name: "Small" })).toHaveFocus();
  });

  it("follows the errors as they are corrected, and goes once all are", async () => {
    const { submit, user } = renderForm();
    await submit();
    await user.type(screen.getByRole("textbox", { name: "Email" }), "a@b.co");
    expect(screen.queryByRole("link", { name: "Email is required" })).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "City" }), "Oslo");
    await user.click(screen.getByRole("radio", { name: "Small" }));
    await user.click(screen.getByRole("combobox", { name: "Fruit" }));
    await user.click(screen.getByRole("option", { name: "Apple" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("is gone after a valid submit", async () => {
    const { submit, user, onValid } = renderForm();
    await submit();
    await user.type(screen.getByRole("textbox", { name: "Email" }), "a@b.co");
    await user.type(screen.getByRole("textbox", { name: "City" }), "Oslo");
    await user.click(screen.getByRole("radio", { name: "Large" }));
    await user.click(screen.getByRole("combobox", { name: "Fruit" }));
    await user.click(screen.getByRole("option", { name: "Apple" }));
    await submit();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
