// The deferred select (issue 29): a stand-in until first used, that hands over to
// react-select on focus or click, so that a keyboard, mouse or screen reader user meets
// the same control as on react-select, and what was typed before hydration is kept.
import { SELECT_PLACEHOLDER } from "@formwright/core";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { FormProvider, useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { renderInForm } from "../../test/render-in-form";
import { Select } from "./select";

const fruits = [
  { label: "Apple", value: "apple" },
  { label: "Banana", value: "banana" },
  { label: "Cherry", value: "cherry" },
];

const combobox = (name: string) => screen.getByRole("combobox", { name });
const isStandIn = (element: Element) => element.closest(".fw-select--stand-in") !== null;

/** A form whose select is disabled. */
function Disabled() {
  const form = useForm({ defaultValues: { fruit: "apple" } });
  return (
    <FormProvider {...form}>
      <form>
        <Select name="fruit" label="Fruit" options={fruits} disabled />
      </form>
    </FormProvider>
  );
}

/** A page with one select, as the server renders it and the browser hydrates it. */
function Page({ onForm }: { onForm?: (values: () => unknown) => void }) {
  const form = useForm<{ fruit: string | null }>({ defaultValues: { fruit: null } });
  const [expose] = useState(() => onForm?.(() => form.getValues("fruit")));
  void expose;
  return (
    <FormProvider {...form}>
      <form>
        <Select name="fruit" label="Fruit" options={fruits} />
      </form>
    </FormProvider>
  );
}

describe("Select: the stand-in before first use", () => {
  it("is the same combobox as react-select's: id, accessible name, description, closed", () => {
    renderInForm(<Select name="fruit" label="Fruit" options={fruits} description="Only one" />);
    const input = combobox("Fruit");
    expect(isStandIn(input)).toBe(true);
    expect(input).toHaveAttribute("id", "field-fruit");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveAttribute("aria-haspopup", "true");
    expect(input).toHaveAttribute("aria-autocomplete", "list");
    expect(input).toHaveAccessibleDescription(`Only one ${SELECT_PLACEHOLDER}`);
  });

  it("renders react-select's closed markup: the stand-in's is the same but for emotion", () => {
    const structure = (ui: ReactNode) => {
      const { container, unmount } = renderInForm(ui);
      const root = container.querySelector(".fw-select") as HTMLElement;
      const shape = [...root.querySelectorAll("[class*='fw-select__']")].map((e) =>
        [...e.classList].filter((c) => c.startsWith("fw-select__")).join(" "),
      );
      unmount();
      return shape;
    };
    for (const defaultValue of [undefined, "banana"]) {
      const props = { name: "fruit", label: "Fruit", options: fruits, defaultValue };
      expect(structure(<Select {...props} />)).toEqual(
        structure(<Select {...props} deferred={false} />),
      );
    }
    const multi = { name: "f", label: "F", options: fruits, multi: true };
    expect(structure(<Select {...multi} defaultValue={["apple", "cherry"]} />)).toEqual(
      structure(<Select {...multi} defaultValue={["apple", "cherry"]} deferred={false} />),
    );
  });

  it("shows the chosen value, or each chosen value of a multi select with its remove button", () => {
    renderInForm(
      <>
        <Select name="one" label="One" options={fruits} defaultValue="cherry" />
        <Select
          name="many"
          label="Many"
          options={fruits}
          multi
          defaultValue={["apple", "banana"]}
        />
      </>,
    );
    expect(isStandIn(combobox("One"))).toBe(true);
    expect(screen.getByText("Cherry")).toBeInTheDocument();
    expect(screen.getByText("Apple")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Banana" })).toBeInTheDocument();
  });

  it("posts the value on the same hidden inputs as react-select", () => {
    const { container } = renderInForm(
      <>
        <Select name="one" label="One" options={fruits} defaultValue="cherry" />
        <Select
          name="many"
          label="Many"
          options={fruits}
          multi
          defaultValue={["apple", "banana"]}
        />
      </>,
    );
    const data = new FormData(container.querySelector("form") as HTMLFormElement);
    expect(data.getAll("one")).toEqual(["cherry"]);
    expect(data.getAll("many")).toEqual(["apple", "banana"]);
  });

  it("follows the form's value before it is used (a restored answer shows)", () => {
    const { getForm } = renderInForm(<Select name="fruit" label="Fruit" options={fruits} />);
    act(() => getForm().setValue("fruit", "banana"));
    expect(isStandIn(combobox("Fruit"))).toBe(true);
    expect(screen.getByText("Banana")).toBeInTheDocument();
  });
});

describe("Select: the hand-over", () => {
  it("Tab lands in the real select, and the first ArrowDown opens its menu on the first option", async () => {
    const { user } = renderInForm(<Select name="fruit" label="Fruit" options={fruits} />);
    await user.tab();
    const input = combobox("Fruit");
    expect(input).toHaveFocus();
    expect(isStandIn(input)).toBe(false);
    expect(input).toHaveAttribute("id", "field-fruit");
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-expanded", "true");
    const listbox = screen.getByRole("listbox");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Apple", "Banana", "Cherry"]);
    const active = input.getAttribute("aria-activedescendant") ?? "";
    expect(document.getElementById(active)).toHaveTextContent("Apple");
  });

  it("moves and picks by keyboard exactly as react-select mounted at once does", async () => {
    const pick = async (deferred: boolean) => {
      const { user, getForm, unmount } = renderInForm(
        <Select name="fruit" label="Fruit" options={fruits} deferred={deferred} />,
      );
      await user.tab();
      await user.keyboard("{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}{ArrowDown}{Enter}");
      const value = getForm().getValues("fruit");
      unmount();
      return value;
    };
    expect(await pick(true)).toBe("cherry");
    expect(await pick(true)).toBe(await pick(false));
  });

  it("the first typed letter searches in the real select", async () => {
    const { user } = renderInForm(<Select name="fruit" label="Fruit" options={fruits} />);
    await user.tab();
    await user.keyboard("c");
    expect(combobox("Fruit")).toHaveValue("c");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Cherry"]);
  });

  it("a click opens the real select's menu with the focus in it", async () => {
    const { user } = renderInForm(<Select name="fruit" label="Fruit" options={fruits} />);
    await user.click(combobox("Fruit"));
    const input = combobox("Fruit");
    expect(isStandIn(input)).toBe(false);
    expect(input).toHaveFocus();
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    await user.click(screen.getByRole("option", { name: "Banana" }));
    expect(screen.getByText("Banana")).toBeInTheDocument();
  });

  it("a click on the control (not the box) opens it too", async () => {
    const { user, container } = renderInForm(
      <Select name="fruit" label="Fruit" options={fruits} />,
    );
    await user.click(container.querySelector(".fw-select__dropdown-indicator") as Element);
    expect(combobox("Fruit")).toHaveFocus();
    expect(screen.getByRole("listbox")).toBeInTheDocument();
  });

  it("clicking the label focuses the real select, closed", async () => {
    const { user } = renderInForm(<Select name="fruit" label="Fruit" options={fruits} />);
    await user.click(screen.getByText("Fruit", { selector: "label" }));
    const input = combobox("Fruit");
    expect(isStandIn(input)).toBe(false);
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("the form's focus (react-hook-form setFocus, as the error summary) lands in the real select", async () => {
    const { getForm } = renderInForm(<Select name="fruit" label="Fruit" options={fruits} />);
    await act(async () => {
      getForm().setFocus("fruit");
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const input = combobox("Fruit");
    expect(isStandIn(input)).toBe(false);
    expect(input).toHaveFocus();
  });

  it("the clear button empties it as react-select's does", async () => {
    const { user, getForm, container } = renderInForm(
      <Select name="fruit" label="Fruit" options={fruits} defaultValue="apple" />,
    );
    await user.click(container.querySelector(".fw-select__clear-indicator") as Element);
    expect(getForm().getValues("fruit")).toBeNull();
    expect(screen.getByText(SELECT_PLACEHOLDER)).toBeInTheDocument();
  });

  it("a chosen value's remove button removes it without opening the select", async () => {
    const { user, getForm } = renderInForm(
      <Select name="many" label="Many" options={fruits} multi defaultValue={["apple", "banana"]} />,
    );
    await user.click(screen.getByRole("button", { name: "Remove Apple" }));
    expect(getForm().getValues("many")).toEqual(["banana"]);
    expect(isStandIn(combobox("Many"))).toBe(true);
  });

  it("a disabled select stays the stand-in and posts nothing", async () => {
    const { container } = renderInForm(<Disabled />);
    const input = combobox("Fruit");
    expect(input).toBeDisabled();
    fireEvent.mouseDown(container.querySelector(".fw-select__control") as Element);
    expect(isStandIn(combobox("Fruit"))).toBe(true);
  });
});

describe("Select: typed into before hydration", () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  /** Server HTML in the document, `typed` into its box (focused or not), then hydrated. */
  async function hydrateTyped(typed: string, focused: boolean) {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Page />);
    const box = container.querySelector<HTMLInputElement>("#field-fruit");
    if (!box) throw new Error("no server-rendered box");
    expect(isStandIn(box)).toBe(true);
    box.value = typed;
    if (focused) box.focus();
    let read: () => unknown = () => undefined;
    await act(async () => {
      const root = hydrateRoot(
        container,
        <Page
          onForm={(values) => {
            read = values;
          }}
        />,
      );
      cleanups.push(() => {
        act(() => root.unmount());
        container.remove();
      });
    });
    return { container, value: () => read() };
  }

  it("keeps text that is no option's name as the search text, the menu open while focused", async () => {
    const { container } = await hydrateTyped("Ban", true);
    const input = within(container).getByRole("combobox", { name: "Fruit" });
    expect(isStandIn(input)).toBe(false);
    expect(input).toHaveValue("Ban");
    expect(input).toHaveFocus();
    expect(
      within(container)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Banana"]);
  });

  it("chooses the option typed in full, focused or not", async () => {
    const { container, value } = await hydrateTyped("cherry", false);
    expect(value()).toBe("cherry");
    expect(within(container).getByText("Cherry")).toBeInTheDocument();
  });

  it("hands over at hydration to a respondent already in the box, without losing the focus", async () => {
    const { container } = await hydrateTyped("", true);
    const input = within(container).getByRole("combobox", { name: "Fruit" });
    expect(isStandIn(input)).toBe(false);
    expect(input).toHaveFocus();
  });
});
