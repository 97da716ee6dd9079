// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { commandOf, isCommandAllowedAt } from "./editor-keys";

const press = (key: string, init: KeyboardEventInit = {}) =>
  commandOf(new KeyboardEvent("keydown", { key, ...init }));

function element(html: string): Element {
  document.body.innerHTML = html;
  return document.querySelector("[data-target]") as Element;
}

describe("commandOf", () => {
  it("reads undo, redo, move, duplicate and remove from their keys, Ctrl or Cmd alike", () => {
    expect(press("z", { ctrlKey: true })).toBe("undo");
    expect(press("z", { metaKey: true })).toBe("undo");
    expect(press("Z", { ctrlKey: true, shiftKey: true })).toBe("redo");
    expect(press("z", { metaKey: true, shiftKey: true })).toBe("redo");
    expect(press("y", { ctrlKey: true })).toBe("redo");
    expect(press("ArrowUp", { altKey: true })).toBe("up");
    expect(press("ArrowDown", { altKey: true })).toBe("down");
    expect(press("d", { ctrlKey: true })).toBe("duplicate");
    expect(press("d", { metaKey: true })).toBe("duplicate");
    expect(press("Delete")).toBe("remove");
  });

  it("leaves other keys alone", () => {
    expect(press("z")).toBeNull();
    expect(press("ArrowUp")).toBeNull();
    expect(press("z", { ctrlKey: true, altKey: true })).toBeNull();
    expect(press("ArrowDown", { altKey: true, shiftKey: true })).toBeNull();
    expect(press("Backspace")).toBeNull();
    expect(press("Delete", { ctrlKey: true })).toBeNull();
  });
});

describe("isCommandAllowedAt", () => {
  it("lets Delete remove the block from buttons, never from where text is typed", () => {
    expect(isCommandAllowedAt("remove", element('<button data-target="">x</button>'))).toBe(true);
    for (const html of [
      '<input data-target="">',
      '<input type="checkbox" data-target="">',
      '<textarea data-target=""></textarea>',
      '<select data-target=""></select>',
      '<div contenteditable="true" data-target=""></div>',
    ]) {
      expect(isCommandAllowedAt("remove", element(html))).toBe(false);
    }
  });

  it("undoes in a settings text box, but not in a search box or a dialog", () => {
    expect(isCommandAllowedAt("undo", element('<input data-target="">'))).toBe(true);
    expect(isCommandAllowedAt("redo", element('<textarea data-target=""></textarea>'))).toBe(true);
    expect(isCommandAllowedAt("undo", element('<input type="search" data-target="">'))).toBe(false);
    expect(
      isCommandAllowedAt("undo", element('<div role="dialog"><input data-target=""></div>')),
    ).toBe(false);
  });

  it("keeps Alt+Arrow for selects, comboboxes, text areas, menus and a block being dragged", () => {
    expect(isCommandAllowedAt("up", element('<input data-target="">'))).toBe(true);
    expect(isCommandAllowedAt("down", element('<select data-target=""></select>'))).toBe(false);
    expect(isCommandAllowedAt("down", element('<input role="combobox" data-target="">'))).toBe(
      false,
    );
    expect(isCommandAllowedAt("up", element('<textarea data-target=""></textarea>'))).toBe(false);
    expect(
      isCommandAllowedAt("up", element('<div role="menu"><button data-target=""></button></div>')),
    ).toBe(false);
    expect(
      isCommandAllowedAt(
        "down",
        element(
          '<button aria-roledescription="sortable" aria-pressed="true" data-target=""></button>',
        ),
      ),
    ).toBe(false);
  });
});
