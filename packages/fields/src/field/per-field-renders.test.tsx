import { screen } from "@testing-library/react";
import { Profiler, type ReactNode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderInForm } from "../../test/render-in-form";
import { Checkbox } from "../checkbox/checkbox";
import { NumberInput } from "../number-input/number-input";
import { Select } from "../select/select";
import { TextInput } from "../text-input/text-input";
import { Textarea } from "../textarea/textarea";

// Commits that rendered each widget, counted by a Profiler around it: it sees the
// widget's own re-renders (its react-hook-form subscription), not only its parent's.
const renders = new Map<string, number>();
function Counted({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Profiler id={id} onRender={() => renders.set(id, (renders.get(id) ?? 0) + 1)}>
      {children}
    </Profiler>
  );
}

const options = [
  { label: "Apple", value: "apple" },
  { label: "Banana", value: "banana" },
];

function renderWidgets() {
  return renderInForm(
    <>
      <Counted id="a">
        <TextInput name="a" label="A" required />
      </Counted>
      <Counted id="b">
        <TextInput name="b" label="B" required />
      </Counted>
      <Counted id="c">
        <Select name="c" label="C" options={options} required />
      </Counted>
      <Counted id="d">
        <NumberInput name="d" label="D" />
      </Counted>
      <Counted id="e">
        <Checkbox name="e" label="E" />
      </Counted>
      <Counted id="f">
        <Textarea name="f" label="F" />
      </Counted>
    </>,
    { withSummary: true },
  );
}

const renderedOtherThan = (id: string) => [...renders.keys()].filter((key) => key !== id);

beforeEach(() => renders.clear());

describe("one keystroke re-renders one field", () => {
  it("typing in field A renders field B (and every other widget) zero times", async () => {
    const { user } = renderWidgets();
    renders.clear();
    await user.type(screen.getByRole("textbox", { name: "A" }), "hello");
    expect(renders.get("a")).toBeGreaterThan(0);
    expect(renderedOtherThan("a")).toEqual([]);
  });

  it("typing in a select's search renders no other field", async () => {
    const { user } = renderWidgets();
    renders.clear();
    await user.type(screen.getByRole("combobox", { name: "C" }), "ban");
    expect(renders.get("c")).toBeGreaterThan(0);
    expect(renderedOtherThan("c")).toEqual([]);
  });

  it("after a failed submit, typing in field B renders field A zero times", async () => {
    const { user, submit } = renderWidgets();
    await submit();
    renders.clear();
    await user.type(screen.getByRole("textbox", { name: "B" }), "x");
    expect(renders.get("b")).toBeGreaterThan(0);
    expect(renders.get("a")).toBeUndefined();
  });
});
