// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { parseFormDocument } from "@formwright/core";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Profiler, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Commits that rendered each field (by name) and the error summary, counted by a
// Profiler around the real widget: it sees the widget's own re-renders too.
const renders = new Map<string, number>();
const counted = (id: string, children: ReactNode) => (
  <Profiler id={id} onRender={() => renders.set(id, (renders.get(id) ?? 0) + 1)}>
    {children}
  </Profiler>
);
vi.mock("@formwright/fields", async (importOriginal) => {
  const fields = await importOriginal<typeof import("@formwright/fields")>();
  return {
    ...fields,
    TextInput: (props: Parameters<typeof fields.TextInput>[0]) =>
      counted(props.name, <fields.TextInput {...props} />),
    NumberInput: (props: Parameters<typeof fields.NumberInput>[0]) =>
      counted(props.name, <fields.NumberInput {...props} />),
    ErrorSummary: (props: Parameters<typeof fields.ErrorSummary>[0]) =>
      counted("summary", <fields.ErrorSummary {...props} />),
  };
});
const { PublicForm } = await import("./public-form");

const FIELDS = 60;

function renderBigForm() {
  const blocks = Array.from({ length: FIELDS }, (_, i) =>
    i % 3 === 2
      ? { type: "number", name: `f${i}`, label: `Field ${i}` }
      : { type: "text", name: `f${i}`, label: `Field ${i}`, required: i % 2 === 0 },
  );
  const parsed = parseFormDocument({ slug: "big", title: "Big", blocks });
  if (!parsed.success) throw new Error("invalid test document");
  render(<PublicForm slug="big" document={parsed.document} defaultValues={{}} />);
}

const others = (name: string) =>
  [...renders.entries()].filter(([id]) => id !== name).map(([id, count]) => `${id}: ${count}`);

beforeEach(() => renders.clear());
afterEach(cleanup);

describe("PublicForm: a keystroke re-renders one field", () => {
  it("renders each text field once on mount (the form's own re-render skips the blocks)", () => {
    renderBigForm();
    const texts = Array.from({ length: FIELDS }, (_, i) => i).filter((i) => i % 3 !== 2);
    expect(texts.map((i) => renders.get(`f${i}`))).toEqual(texts.map(() => 1));
  });

  it("typing in one field renders no other field, nor the error summary", async () => {
    const user = userEvent.setup();
    renderBigForm();
    renders.clear();
    await user.type(screen.getByRole("textbox", { name: "Field 1" }), "hello");
    expect(renders.get("f1")).toBeGreaterThan(0);
    expect(others("f1")).toEqual([]);
  });

  it("after a failed submit, typing in a field without error renders no other field", async () => {
    const user = userEvent.setup();
    renderBigForm();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    renders.clear();
    await user.type(screen.getByRole("textbox", { name: "Field 1" }), "x");
    expect(renders.get("f1")).toBeGreaterThan(0);
    expect(others("f1")).toEqual([]);
  });
});
