import "@testing-library/jest-dom/vitest";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInForm } from "../../test/render-in-form";
import { NumberInput } from "../number-input/number-input";
import { RadioGroup } from "../radio-group/radio-group";
import { TextInput } from "../text-input/text-input";
import { keepInputAttributesStable } from "./stable-input-attributes";

/** The `name` and `type` attribute writes on inputs while `act` runs. */
async function attributeWrites(act: () => Promise<void>): Promise<string[]> {
  const writes: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.attributeName === "name" || record.attributeName === "type") {
        writes.push(`${(record.target as HTMLInputElement).id}: ${record.attributeName}`);
      }
    }
  });
  observer.observe(document.body, { subtree: true, attributes: true });
  await act();
  await new Promise((resolve) => setTimeout(resolve, 0));
  writes.push(
    ...observer.takeRecords().map((r) => `${(r.target as Element).id}: ${r.attributeName}`),
  );
  observer.disconnect();
  return writes;
}

afterEach(cleanup);

describe("inputs keep their name and type while the respondent types", () => {
  it("typing into a text and a number field rewrites neither (React 19 writes both on every update)", async () => {
    const { user, container } = renderInForm(
      <>
        <TextInput name="city" label="City" />
        <NumberInput name="age" label="Age" />
      </>,
    );
    const city = screen.getByRole("textbox", { name: "City" });
    const age = screen.getByLabelText("Age");
    const writes = await attributeWrites(async () => {
      await user.type(city, "Lyon");
      await user.type(age, "42");
    });
    expect(writes).toEqual([]);
    expect(city).toHaveValue("Lyon");
    expect(city).toHaveAttribute("name", "city");
    expect(city).toHaveAttribute("type", "text");
    expect(age).toHaveAttribute("name", "age");
    const data = new FormData(container.querySelector("form") as HTMLFormElement);
    expect(Object.fromEntries(data)).toMatchObject({ city: "Lyon", age: "42" });
  });

  it("a radio group still moves its choice, and its inputs keep their names", async () => {
    const { user } = renderInForm(
      <RadioGroup
        name="size"
        label="Size"
        options={[
          { label: "Small", value: "s" },
          { label: "Large", value: "l" },
        ]}
      />,
    );
    await user.click(screen.getByRole("radio", { name: "Small" }));
    await user.click(screen.getByRole("radio", { name: "Large" }));
    expect(screen.getByRole("radio", { name: "Large" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Small" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Small" })).toHaveAttribute("name", "size");
  });
});

describe("keepInputAttributesStable", () => {
  it("applies real changes, a lasting clear and a new type, and skips writes of the same value", async () => {
    const input = document.createElement("input");
    input.name = "first";
    input.type = "text";
    keepInputAttributesStable(input);
    const writes = await attributeWrites(async () => {
      document.body.append(input);
      input.name = "";
      input.type = "text";
      input.name = "first";
    });
    expect(writes).toEqual([]);
    input.name = "";
    input.name = "second";
    expect(input.getAttribute("name")).toBe("second");
    input.name = "";
    await Promise.resolve();
    expect(input.getAttribute("name")).toBe("");
    input.type = "email";
    expect(input.type).toBe("email");
    input.remove();
  });
});
