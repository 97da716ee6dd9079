import { messages, SELECT_PLACEHOLDER } from "@formwright/core";
import { createEvent, fireEvent, screen, within } from "@testing-library/react";
import { components, type MenuListProps } from "react-select";
import { describe, expect, it, vi } from "vitest";
import { errorFor, renderInForm } from "../../test/render-in-form";
import type { FieldOption } from "../types";
import { Select } from "./select";

const fruits = [
  { label: "Apple", value: "apple" },
  { label: "Banana", value: "banana" },
  { label: "Cherry", value: "cherry" },
];

const combobox = (name: string) => screen.getByRole("combobox", { name });

describe("Select: wiring", () => {
  it("is a combobox named by its label, with the field's id", () => {
    renderInForm(<Select name="fruit" label="Fruit" options={fruits} />);
    expect(combobox("Fruit")).toHaveAttribute("id", "field-fruit");
  });

  it("shows 'Select...' as the default placeholder", () => {
    renderInForm(<Select name="fruit" label="Fruit" options={fruits} />);
    expect(screen.getByText(SELECT_PLACEHOLDER)).toBeInTheDocument();
  });

  it("shows a placeholder of its own", () => {
    renderInForm(<Select name="fruit" label="Fruit" options={fruits} placeholder="Pick a fruit" />);
    expect(screen.getByText("Pick a fruit")).toBeInTheDocument();
  });

  it("keeps its accessible name when the label is hidden", () => {
    renderInForm(<Select name="fruit" label="Fruit" options={fruits} hiddenLabel />);
    expect(combobox("Fruit")).toBeInTheDocument();
    expect(screen.getByText("Fruit", { selector: "label" })).toHaveClass("fw-visually-hidden");
  });

  it("ties the description with aria-describedby, next to react-select's own description", () => {
    renderInForm(<Select name="fruit" label="Fruit" options={fruits} description="Only one" />);
    const describedBy = combobox("Fruit").getAttribute("aria-describedby")?.split(" ");
    expect(describedBy).toContain("field-fruit-description");
    expect(combobox("Fruit")).toHaveAccessibleDescription(/^Only one/);
  });

  it("is marked invalid and described by its error after a failed submit", async () => {
    const { submit } = renderInForm(
      <Select name="fruit" label="Fruit" options={fruits} description="Only one" required />,
    );
    expect(combobox("Fruit")).not.toHaveAttribute("aria-invalid");
    await submit();
    const input = combobox("Fruit");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("aria-errormessage", "field-fruit-error");
    expect(input.getAttribute("aria-describedby")?.split(" ")).toEqual(
      expect.arrayContaining(["field-fruit-description", "field-fruit-error"]),
    );
    expect(input).toHaveAccessibleDescription(/Only one Error: Fruit is required/);
  });

  it("exposes whether the menu is open as data-state", async () => {
    const { user, container } = renderInForm(
      <Select name="fruit" label="Fruit" options={fruits} />,
    );
    const root = () => container.querySelector(".fw-select");
    expect(root()).toHaveAttribute("data-state", "closed");
    await user.click(combobox("Fruit"));
    // The stand-in hands over to react-select on the click: the root is react-select's now.
    expect(root()).toHaveAttribute("data-state", "open");
  });
});

describe("Select: single", () => {
  it("shows '{label} is required' when nothing is chosen", async () => {
    const { submit, container } = renderInForm(
      <Select name="fruit" label="Fruit" options={fruits} required />,
    );
    await submit();
    expect(errorFor(container, "fruit")).toHaveTextContent(messages.required("Fruit"));
  });

  it("stores the chosen option's value as a plain string", async () => {
    const { user, submit, submitted } = renderInForm(
      <Select name="fruit" label="Fruit" options={fruits} required />,
    );
    await user.click(combobox("Fruit"));
    await user.click(screen.getByRole("option", { name: "Banana" }));
    await submit();
    expect(submitted()).toEqual({ fruit: "banana" });
  });

  it("stores null when nothing is chosen and after clearing", async () => {
    const { user, submit, submitted, getForm } = renderInForm(
      <Select name="fruit" label="Fruit" options={fruits} defaultValue="apple" />,
    );
    expect(getForm().getValues("fruit")).toBe("apple");
    await user.click(combobox("Fruit"));
    await user.keyboard("{Escape}{Backspace}");
    await submit();
    expect(submitted()).toEqual({ fruit: null });
  });

  it("shows the defaultValue's label", () => {
    renderInForm(<Select name="fruit" label="Fruit" options={fruits} defaultValue="cherry" />);
    expect(screen.getByText("Cherry")).toBeInTheDocument();
  });

  it("calls onChange with the stored value", async () => {
    const onChange = vi.fn();
    const { user } = renderInForm(
      <Select name="fruit" label="Fruit" options={fruits} onChange={onChange} />,
    );
    await user.click(combobox("Fruit"));
    await user.click(screen.getByRole("option", { name: "Cherry" }));
    expect(onChange).toHaveBeenCalledWith("cherry");
  });

  it("filters the options by typing when searchable (the default)", async () => {
    const { user } = renderInForm(<Select name="fruit" label="Fruit" options={fruits} />);
    await user.type(combobox("Fruit"), "ban");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Banana"]);
  });

  it("is chosen by keyboard: ArrowDown opens, Enter picks", async () => {
    const { user, getForm } = renderInForm(<Select name="fruit" label="Fruit" options={fruits} />);
    await user.tab();
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(getForm().getValues("fruit")).toBe("banana");
  });

  it("refuses typing when not searchable but still opens and picks by keyboard", async () => {
    const { user, getForm } = renderInForm(
      <Select name="fruit" label="Fruit" options={fruits} searchable={false} />,
    );
    const input = combobox("Fruit");
    expect(input).toHaveAttribute("readonly");
    await user.tab();
    await user.keyboard("ch");
    expect(input).toHaveValue("");
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");
    expect(getForm().getValues("fruit")).toBe("cherry");
  });

  it("carries the name on a hidden input so a native form post sees the value", async () => {
    const { user, container } = renderInForm(
      <Select name="fruit" label="Fruit" options={fruits} />,
    );
    await user.click(combobox("Fruit"));
    await user.click(screen.getByRole("option", { name: "Apple" }));
    const hidden = container.querySelectorAll('input[type="hidden"][name="fruit"]');
    expect([...hidden].map((i) => (i as HTMLInputElement).value)).toEqual(["apple"]);
    const form = container.querySelector("form") as HTMLFormElement;
    expect(new FormData(form).getAll("fruit")).toEqual(["apple"]);
  });

  it("reads its error by a nested name", async () => {
    const { submit, container } = renderInForm(
      <Select name="order.fruit" label="Fruit" options={fruits} required />,
    );
    await submit();
    expect(errorFor(container, "order.fruit")).toHaveTextContent("Fruit is required");
    expect(combobox("Fruit")).toHaveAttribute("id", "field-order-fruit");
  });

  it("runs a validate rule on the stored string", async () => {
    const { user, submit, container } = renderInForm(
      <Select
        name="fruit"
        label="Fruit"
        options={fruits}
        rules={{ validate: (v) => v !== "banana" || "No bananas today" }}
      />,
    );
    await user.click(combobox("Fruit"));
    await user.click(screen.getByRole("option", { name: "Banana" }));
    await submit();
    expect(errorFor(container, "fruit")).toHaveTextContent("No bananas today");
  });
});

describe("Select: Tab", () => {
  it("leaves an open multi select without adding the focused option", async () => {
    const { user, getForm } = renderInForm(
      <>
        <Select name="fruits" label="Fruits" options={fruits} multi />
        <input aria-label="Next" />
      </>,
    );
    await user.click(combobox("Fruits"));
    await user.keyboard("{ArrowDown}");
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Next" })).toHaveFocus();
    expect(getForm().getValues("fruits")).toEqual([]);
  });
});

describe("Select: multi", () => {
  it("shows '{label} is required' when no value is chosen", async () => {
    const { submit, container } = renderInForm(
      <Select name="fruits" label="Fruits" options={fruits} multi required />,
    );
    await submit();
    expect(errorFor(container, "fruits")).toHaveTextContent("Fruits is required");
  });

  it("stores an array of plain strings", async () => {
    const { user, submit, submitted } = renderInForm(
      <Select name="fruits" label="Fruits" options={fruits} multi required />,
    );
    await user.click(combobox("Fruits"));
    await user.click(screen.getByRole("option", { name: "Cherry" }));
    // jsdom counts as a touch device, where react-select closes the menu after each pick.
    await user.click(combobox("Fruits"));
    await user.click(screen.getByRole("option", { name: "Apple" }));
    await submit();
    expect(submitted()).toEqual({ fruits: ["cherry", "apple"] });
  });

  it("stores [] when nothing is chosen", async () => {
    const { submit, submitted } = renderInForm(
      <Select name="fruits" label="Fruits" options={fruits} multi />,
    );
    await submit();
    expect(submitted()).toEqual({ fruits: [] });
  });

  it("treats removing the last value as empty", async () => {
    const { user, submit, container } = renderInForm(
      <Select
        name="fruits"
        label="Fruits"
        options={fruits}
        multi
        required
        defaultValue={["apple"]}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Remove Apple" }));
    await submit();
    expect(errorFor(container, "fruits")).toHaveTextContent("Fruits is required");
  });

  it("starts from defaultValue and calls onChange with the array", async () => {
    const onChange = vi.fn();
    const { user } = renderInForm(
      <Select
        name="fruits"
        label="Fruits"
        options={fruits}
        multi
        defaultValue={["banana"]}
        onChange={onChange}
      />,
    );
    expect(screen.getByText("Banana")).toBeInTheDocument();
    await user.click(combobox("Fruits"));
    await user.click(screen.getByRole("option", { name: "Apple" }));
    expect(onChange).toHaveBeenCalledWith(["banana", "apple"]);
  });

  it("carries the name on one hidden input per value", async () => {
    const { container } = renderInForm(
      <Select
        name="fruits"
        label="Fruits"
        options={fruits}
        multi
        defaultValue={["apple", "cherry"]}
      />,
    );
    const form = container.querySelector("form") as HTMLFormElement;
    expect(new FormData(form).getAll("fruits")).toEqual(["apple", "cherry"]);
  });

  it("applies minItems with its default message", async () => {
    const { user, submit, container } = renderInForm(
      <Select name="fruits" label="Fruits" options={fruits} multi rules={{ minItems: 2 }} />,
    );
    await user.click(combobox("Fruits"));
    await user.click(screen.getByRole("option", { name: "Apple" }));
    await submit();
    expect(errorFor(container, "fruits")).toHaveTextContent(messages.minItems("Fruits", 2));
  });

  it("names the remove buttons of chosen values", () => {
    renderInForm(
      <Select name="fruits" label="Fruits" options={fruits} multi defaultValue={["apple"]} />,
    );
    expect(screen.getByRole("button", { name: "Remove Apple" })).toBeInTheDocument();
  });
});

describe("Select: page size", () => {
  const many = Array.from({ length: 12 }, (_, i) => ({
    label: `Option ${i + 1}`,
    value: `o${i + 1}`,
  }));
  const focused = () =>
    document.querySelector(".fw-select__option--is-focused")?.textContent ?? "(none)";

  it("moves the focused option by 5 with PageDown and PageUp, clamped at the ends", async () => {
    const { user } = renderInForm(<Select name="n" label="Number" options={many} />);
    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(focused()).toBe("Option 1");
    await user.keyboard("{PageDown}");
    expect(focused()).toBe("Option 6");
    await user.keyboard("{PageDown}");
    expect(focused()).toBe("Option 11");
    await user.keyboard("{PageDown}");
    expect(focused()).toBe("Option 12");
    await user.keyboard("{PageUp}");
    expect(focused()).toBe("Option 7");
    await user.keyboard("{PageUp}{PageUp}");
    expect(focused()).toBe("Option 1");
  });

  it("takes a page size of its own", async () => {
    const { user } = renderInForm(<Select name="n" label="Number" options={many} pageSize={3} />);
    await user.tab();
    await user.keyboard("{ArrowDown}{PageDown}");
    expect(focused()).toBe("Option 4");
  });
});

describe("Select: touch on the menu", () => {
  /** A TouchList-like list of one touch point (react-select calls `item()`). */
  const touch = (x: number, y: number) => {
    const point = { clientX: x, clientY: y, identifier: 0 };
    return Object.assign([point], { item: (index: number) => (index === 0 ? point : null) });
  };
  const none = Object.assign([], { item: () => null });
  type TouchListLike = ReturnType<typeof touch> | typeof none;
  /** jsdom's TouchEvent keeps no touch lists of its own; give the event ours. */
  const sendTouch = (
    target: Element,
    type: "touchStart" | "touchMove" | "touchEnd",
    touches: TouchListLike,
    changedTouches: TouchListLike,
  ) => {
    const event = createEvent[type](target, { cancelable: true });
    Object.defineProperties(event, {
      touches: { value: touches },
      changedTouches: { value: changedTouches },
    });
    fireEvent(target, event);
  };

  async function tapOption(moveBy: number, { withMove = true } = {}) {
    const view = renderInForm(<Select name="fruit" label="Fruit" options={fruits} />);
    await view.user.click(combobox("Fruit"));
    const option = screen.getByRole("option", { name: "Banana" });
    sendTouch(option, "touchStart", touch(10, 10), touch(10, 10));
    if (withMove) sendTouch(option, "touchMove", touch(10, 10 + moveBy), touch(10, 10 + moveBy));
    sendTouch(option, "touchEnd", none, touch(10, 10 + moveBy));
    // jsdom does not synthesise the click a browser fires after a touch; send it.
    fireEvent.click(option);
    return view.getForm().getValues("fruit");
  }

  it("picks the option when the touch moved 4 px (a tap)", async () => {
    expect(await tapOption(4)).toBe("banana");
  });

  it("picks nothing when the touch moved 6 px (a drag)", async () => {
    expect(await tapOption(6)).toBeNull();
  });

  it("picks nothing when only the lifted finger is 6 px away (Chrome holds small moves back)", async () => {
    expect(await tapOption(6, { withMove: false })).toBeNull();
  });

  it("picks the option when only the lifted finger is 4 px away", async () => {
    expect(await tapOption(4, { withMove: false })).toBe("banana");
  });
});

function MarkedMenuList(props: MenuListProps<FieldOption, boolean>) {
  return (
    <div data-testid="custom-list">
      <components.MenuList {...props} />
    </div>
  );
}

describe("Select: components", () => {
  it("lets a custom part replace one of Formwright's, keeping the others", async () => {
    const { user } = renderInForm(
      <Select
        name="fruit"
        label="Fruit"
        options={fruits}
        components={{ MenuList: MarkedMenuList }}
      />,
    );
    await user.click(combobox("Fruit"));
    expect(within(screen.getByTestId("custom-list")).getAllByRole("option")).toHaveLength(3);
    expect(combobox("Fruit").getAttribute("aria-describedby")).toBeTruthy();
  });
});
