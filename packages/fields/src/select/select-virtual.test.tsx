import { createEvent, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInForm } from "../../test/render-in-form";
import { SELECT_VIRTUAL_THRESHOLD } from "./menu-window";
import { Select } from "./select";

const numbered = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ label: `Option ${i + 1}`, value: `o${i + 1}` }));
const many = numbered(1000);

const combobox = () => screen.getByRole("combobox", { name: "Number" });
const renderedTexts = () => screen.queryAllByRole("option").map((option) => option.textContent);
const focused = () =>
  document.querySelector(".fw-select__option--is-focused")?.textContent ?? "(none)";
/** The element aria-activedescendant points at (it must exist for assistive technology). */
const active = () => {
  const id = combobox().getAttribute("aria-activedescendant");
  return id ? (document.getElementById(id)?.textContent ?? "(missing)") : "(none)";
};

async function openWithKeyboard(props: Partial<Parameters<typeof Select>[0]> = {}) {
  const view = renderInForm(<Select name="n" label="Number" options={many} {...props} />);
  await view.user.tab();
  await view.user.keyboard("{ArrowDown}");
  return view;
}

describe("Select: virtual menu list", () => {
  it("renders only a window of a long menu, from its first option", async () => {
    await openWithKeyboard();
    const texts = renderedTexts();
    expect(texts[0]).toBe("Option 1");
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.length).toBeLessThan(40);
    expect(texts).not.toContain("Option 500");
  });

  it(`renders every option of a menu of ${SELECT_VIRTUAL_THRESHOLD} or fewer`, async () => {
    const { user } = renderInForm(
      <Select name="n" label="Number" options={numbered(SELECT_VIRTUAL_THRESHOLD)} />,
    );
    await user.click(combobox());
    expect(renderedTexts()).toHaveLength(SELECT_VIRTUAL_THRESHOLD);
  });

  it("places each rendered option at its offset in the whole list", async () => {
    await openWithKeyboard();
    const [first, second] = screen.getAllByRole("option");
    expect(first).toHaveStyle({ position: "absolute", top: "0px" });
    expect(second).toHaveStyle({ top: "44px" });
  });

  it("PageDown moves the focus by 5 past the rendered window, and renders the focused option", async () => {
    const { user } = await openWithKeyboard();
    expect(renderedTexts()).not.toContain("Option 101");
    for (let press = 0; press < 20; press++) await user.keyboard("{PageDown}");
    expect(focused()).toBe("Option 101");
    expect(active()).toBe("Option 101");
    await user.keyboard("{PageUp}");
    expect(focused()).toBe("Option 96");
    expect(active()).toBe("Option 96");
  });

  it("PageDown and PageUp clamp at the last and first of all the options", async () => {
    const { user } = await openWithKeyboard();
    await user.keyboard("{End}");
    expect(active()).toBe("Option 1000");
    await user.keyboard("{PageUp}{PageDown}{PageDown}");
    expect(active()).toBe("Option 1000");
    await user.keyboard("{Home}{PageDown}{PageUp}{PageUp}");
    expect(active()).toBe("Option 1");
  });

  it("picks the focused option with Enter after paging", async () => {
    const { user, getForm } = await openWithKeyboard();
    for (let press = 0; press < 30; press++) await user.keyboard("{PageDown}");
    await user.keyboard("{Enter}");
    expect(getForm().getValues("n")).toBe("o151");
  });

  it("filters all the options by typing, with react-select's matching", async () => {
    const { user } = await openWithKeyboard();
    await user.keyboard("OPTION 99");
    // "option 99", "option 990" ... "option 999": eleven, a plain list again.
    expect(renderedTexts()).toEqual([
      "Option 99",
      ...numbered(999)
        .slice(989)
        .map((o) => o.label),
    ]);
    expect(active()).toBe("Option 99");
  });

  it("keeps a created option's rules: the create action comes last, after every match", async () => {
    const { user } = await openWithKeyboard({ creatable: true });
    await user.keyboard("ption 1");
    await user.keyboard("{End}");
    expect(active()).toBe('Create "ption 1"');
    await user.keyboard("{Home}");
    expect(active()).toBe("Option 1");
  });

  it("offers no create action for an existing label far down the list", async () => {
    const { user } = await openWithKeyboard({ creatable: true });
    await user.keyboard("option 977");
    expect(renderedTexts()).toEqual(["Option 977"]);
  });

  it("picks nothing when a touch on a virtual row moved more than 5 px (a drag)", async () => {
    const { user, getForm } = renderInForm(<Select name="n" label="Number" options={many} />);
    await user.click(combobox());
    const option = screen.getByRole("option", { name: "Option 3" });
    const touch = (y: number) => {
      const point = { clientX: 10, clientY: y, identifier: 0 };
      return Object.assign([point], { item: (i: number) => (i === 0 ? point : null) });
    };
    for (const [type, y] of [
      ["touchStart", 10],
      ["touchMove", 16],
      ["touchEnd", 16],
    ] as const) {
      const event = createEvent[type](option, { cancelable: true });
      Object.defineProperties(event, {
        touches: { value: type === "touchEnd" ? touch(0).slice(1) : touch(y) },
        changedTouches: { value: touch(y) },
      });
      fireEvent(option, event);
    }
    fireEvent.click(option);
    expect(getForm().getValues("n")).toBeNull();
  });
});
