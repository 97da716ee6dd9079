import { act, fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { type FieldValues, FormProvider, useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Checkbox } from "../checkbox/checkbox";
import { CheckboxGroup } from "../checkbox-group/checkbox-group";
import { NumberInput } from "../number-input/number-input";
import { RadioGroup } from "../radio-group/radio-group";
import { Select } from "../select/select";
import { TextInput } from "../text-input/text-input";
import { Textarea } from "../textarea/textarea";

const options = [
  { label: "Small", value: "s" },
  { label: "Large", value: "l" },
];

function Harness({
  children,
  onValid,
  defaultValues,
}: {
  children: ReactNode;
  onValid: (values: FieldValues) => void;
  defaultValues?: FieldValues;
}) {
  const form = useForm({ defaultValues });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        {children}
        <button type="submit">Submit</button>
      </form>
    </FormProvider>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

/**
 * Renders `ui` on the "server", lets `early` act on the plain HTML as a
 * respondent would before the scripts ran, then hydrates it and submits.
 */
async function hydrateAfter(
  ui: ReactNode,
  early: (container: HTMLElement) => void,
  defaultValues?: FieldValues,
): Promise<FieldValues | undefined> {
  const onValid = vi.fn<(values: FieldValues) => void>();
  const tree = (
    <Harness onValid={onValid} defaultValues={defaultValues}>
      {ui}
    </Harness>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  early(container);
  await act(async () => {
    root = hydrateRoot(container, tree);
  });
  await act(async () => {
    fireEvent.submit(container.querySelector("form") as HTMLFormElement);
  });
  return onValid.mock.calls.at(-1)?.[0];
}

function typeInto(element: Element | null, text: string) {
  (element as HTMLInputElement).value = text;
}

describe("values entered before hydration", () => {
  it("a text input submits the text typed before hydration", async () => {
    const values = await hydrateAfter(<TextInput name="name" label="Name" required />, (c) =>
      typeInto(c.querySelector("input"), "Ada"),
    );
    expect(values).toEqual({ name: "Ada" });
  });

  it("a textarea submits the text typed before hydration", async () => {
    const values = await hydrateAfter(<Textarea name="note" label="Note" required />, (c) =>
      typeInto(c.querySelector("textarea"), "Two\nlines"),
    );
    expect(values).toEqual({ note: "Two\nlines" });
  });

  it("a number input submits the number typed before hydration and keeps its text", async () => {
    const values = await hydrateAfter(<NumberInput name="age" label="Age" />, (c) =>
      typeInto(c.querySelector("input"), "35.50"),
    );
    expect(values).toEqual({ age: 35.5 });
    expect(screen.getByRole("textbox", { name: "Age" })).toHaveValue("35.50");
  });

  it("a radio group submits the option chosen before hydration, over the default", async () => {
    const values = await hydrateAfter(
      <RadioGroup name="size" label="Size" options={options} />,
      (c) => {
        (c.querySelectorAll("input")[1] as HTMLInputElement).checked = true;
      },
      { size: "s" },
    );
    expect(values).toEqual({ size: "l" });
  });

  it("a checkbox submits the tick given before hydration", async () => {
    const values = await hydrateAfter(<Checkbox name="ok" label="OK" required />, (c) => {
      (c.querySelector("input") as HTMLInputElement).checked = true;
    });
    expect(values).toEqual({ ok: true });
  });

  it("a checkbox group submits the boxes ticked and unticked before hydration", async () => {
    const values = await hydrateAfter(
      <CheckboxGroup name="sizes" label="Sizes" options={options} />,
      (c) => {
        const [small, large] = c.querySelectorAll("input");
        (small as HTMLInputElement).checked = false;
        (large as HTMLInputElement).checked = true;
      },
      { sizes: ["s"] },
    );
    expect(values).toEqual({ sizes: ["l"] });
  });

  it("a select chooses the option whose name was typed before hydration", async () => {
    const values = await hydrateAfter(
      <Select name="size" label="Size" options={options} required />,
      (c) => typeInto(c.querySelector("input:not([type=hidden])"), "large"),
    );
    expect(values).toEqual({ size: "l" });
  });

  it("a select keeps other text typed before hydration as its search text", async () => {
    await hydrateAfter(<Select name="size" label="Size" options={options} />, (c) =>
      typeInto(c.querySelector("input:not([type=hidden])"), "Lar"),
    );
    expect(screen.getByRole("combobox", { name: "Size" })).toHaveValue("Lar");
  });

  it("changes nothing when nothing was entered before hydration", async () => {
    const values = await hydrateAfter(
      <>
        <TextInput name="name" label="Name" />
        <NumberInput name="age" label="Age" />
        <Checkbox name="ok" label="OK" />
      </>,
      () => {},
      { name: "Grace", age: 3 },
    );
    expect(values).toEqual({ name: "Grace", age: 3, ok: false });
  });
});
