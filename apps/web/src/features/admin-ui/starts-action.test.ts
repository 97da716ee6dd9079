// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { startsAction } from "./starts-action";

function element(html: string): Element {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  const target = holder.querySelector("[data-target]");
  if (!target) throw new Error("no target");
  return target;
}

describe("startsAction", () => {
  it("counts a click on a button, also on what is inside it", () => {
    expect(
      startsAction({ type: "click", target: element("<button data-target>Go</button>") }),
    ).toBe(true);
    expect(
      startsAction({
        type: "click",
        target: element("<button><span data-target>Go</span></button>"),
      }),
    ).toBe(true);
    expect(
      startsAction({ type: "click", target: element('<div role="option" data-target>A</div>') }),
    ).toBe(true);
  });

  it("does not count a click on text or into a field", () => {
    expect(startsAction({ type: "click", target: element("<p data-target>Hi</p>") })).toBe(false);
    expect(startsAction({ type: "click", target: element("<input data-target>") })).toBe(false);
  });

  it("counts a changed field and a sent form", () => {
    expect(startsAction({ type: "change", target: element("<select data-target></select>") })).toBe(
      true,
    );
    expect(
      startsAction({ type: "change", target: element("<textarea data-target></textarea>") }),
    ).toBe(true);
    expect(startsAction({ type: "submit", target: null })).toBe(true);
  });

  it("does not count other events or targets that are not elements", () => {
    expect(
      startsAction({ type: "keydown", target: element("<button data-target></button>") }),
    ).toBe(false);
    expect(startsAction({ type: "click", target: null })).toBe(false);
  });
});
