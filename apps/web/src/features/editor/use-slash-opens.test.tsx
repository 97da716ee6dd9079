// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSlashOpens } from "./use-slash-opens";

afterEach(cleanup);

function Area({ open }: { open: (from: HTMLElement | null) => void }) {
  const area = useRef<HTMLElement>(null);
  useSlashOpens(area, open);
  return (
    <>
      <section ref={area} aria-label="Blocks">
        <button type="button">A block</button>
        <input aria-label="Label" />
        <textarea aria-label="Help text" />
        <select aria-label="Level">
          <option>2</option>
        </select>
        {/* biome-ignore lint/a11y/useSemanticElements: a contenteditable is what is tested */}
        <div role="textbox" aria-label="Rich text" contentEditable tabIndex={0} />
      </section>
      <button type="button">Outside</button>
    </>
  );
}

describe("useSlashOpens", () => {
  it("opens on / from the area's non-text elements, with the element that had focus", async () => {
    const open = vi.fn();
    const user = userEvent.setup();
    render(<Area open={open} />);
    await user.click(screen.getByRole("button", { name: "A block" }));
    await user.keyboard("/");
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(screen.getByRole("button", { name: "A block" }));
    await user.keyboard("{Control>}/{/Control}");
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("leaves / to text boxes and to what is outside the area", async () => {
    const open = vi.fn();
    const user = userEvent.setup();
    render(<Area open={open} />);
    await user.click(screen.getByRole("textbox", { name: "Label" }));
    await user.keyboard("/");
    expect(screen.getByRole("textbox", { name: "Label" })).toHaveValue("/");
    await user.click(screen.getByRole("textbox", { name: "Help text" }));
    await user.keyboard("/");
    expect(screen.getByRole("textbox", { name: "Help text" })).toHaveValue("/");
    screen.getByRole("combobox", { name: "Level" }).focus();
    await user.keyboard("/");
    screen.getByRole("textbox", { name: "Rich text" }).focus();
    await user.keyboard("/");
    await user.click(screen.getByRole("button", { name: "Outside" }));
    await user.keyboard("/");
    expect(open).not.toHaveBeenCalled();
  });
});
