// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { type FieldValues, FormProvider, type UseFormReturn, useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { RulesSettings } from "./rules-settings";

afterEach(cleanup);

function Harness({
  children,
  expose,
}: {
  children: ReactNode;
  expose: (f: UseFormReturn) => void;
}) {
  const form = useForm<FieldValues>({ defaultValues: { rules: { phone: "" } } });
  expose(form);
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe("the Phone number rule in the editor", () => {
  it("is a labelled native select of countries on text fields, off by default", async () => {
    let form: UseFormReturn | undefined;
    render(
      <Harness expose={(f) => (form = f)}>
        <RulesSettings type="text" />
      </Harness>,
    );
    const picker = screen.getByRole("combobox", { name: "Phone number" });
    expect(picker).toHaveAccessibleDescription(/A valid number for this country/);
    expect(picker).toHaveValue("");
    expect(screen.getByRole("option", { name: "France (FR)" })).toBeInTheDocument();
    await userEvent.setup().selectOptions(picker, "FR");
    expect(form?.getValues("rules.phone")).toBe("FR");
  });

  it("sits beside no separate email or web address box on text fields: the kind of text is that check", () => {
    render(
      <Harness expose={() => {}}>
        <RulesSettings type="text" />
      </Harness>,
    );
    expect(screen.getByRole("group", { name: "Validation" })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Must be an email address" })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: /Must be a web address/ })).toBeNull();
  });

  it("is not offered on textarea fields", () => {
    render(
      <Harness expose={() => {}}>
        <RulesSettings type="textarea" />
      </Harness>,
    );
    expect(screen.queryByRole("combobox", { name: "Phone number" })).toBeNull();
  });
});
