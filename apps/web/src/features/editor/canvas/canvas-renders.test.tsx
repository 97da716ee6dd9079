// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { memo, Profiler, type ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// Issue 31 §7: a keystroke in a big form redraws the block it changed, not the
// editor. Commits that rendered each canvas block, outline row and settings
// input (by key or name), counted by a Profiler around the real component: it
// sees the component's own re-renders (a store subscription) too.
const renders = vi.hoisted(() => new Map<string, number>());
const counted = (id: string, children: ReactNode) => (
  <Profiler id={id} onRender={() => renders.set(id, (renders.get(id) ?? 0) + 1)}>
    {children}
  </Profiler>
);
vi.mock("./canvas-block", async (importOriginal) => {
  const real = await importOriginal<typeof import("./canvas-block")>();
  return {
    ...real,
    // Memoized as the real one is: only the block's own redraws are counted.
    CanvasBlock: memo((props: Parameters<typeof real.CanvasBlock>[0]) =>
      counted(`canvas ${props.blockKey}`, <real.CanvasBlock {...props} />),
    ),
  };
});
vi.mock("../block-row", async (importOriginal) => {
  const real = await importOriginal<typeof import("../block-row")>();
  return {
    ...real,
    BlockRow: (props: Parameters<typeof real.BlockRow>[0]) =>
      counted(`row ${props.blockKey}`, <real.BlockRow {...props} />),
  };
});
vi.mock("@formwright/fields", async (importOriginal) => {
  const fields = await importOriginal<typeof import("@formwright/fields")>();
  return {
    ...fields,
    TextInput: (props: Parameters<typeof fields.TextInput>[0]) =>
      counted(`input ${props.name}`, <fields.TextInput {...props} />),
  };
});

// What a keystroke makes again of the whole form (issue 31 §7): the page numbers,
// the other blocks' names, the field types to load (asked of the whole form).
const made = vi.hoisted(() => new Map<string, number>());
const count = (what: string) => made.set(what, (made.get(what) ?? 0) + 1);
vi.mock("../block-types/page-break", async (importOriginal) => {
  const real = await importOriginal<typeof import("../block-types/page-break")>();
  return {
    ...real,
    pageNumbers: (...args: Parameters<typeof real.pageNumbers>) => {
      count("page numbers");
      return real.pageNumbers(...args);
    },
  };
});
vi.mock("../block-types/registry", async (importOriginal) => {
  const real = await importOriginal<typeof import("../block-types/registry")>();
  return {
    ...real,
    takenFieldNames: (...args: Parameters<typeof real.takenFieldNames>) => {
      count("names");
      return real.takenFieldNames(...args);
    },
  };
});
vi.mock("@formwright/core", async (importOriginal) => {
  const core = await importOriginal<typeof import("@formwright/core")>();
  return {
    ...core,
    loadDocumentFieldTypes: (...args: Parameters<typeof core.loadDocumentFieldTypes>) => {
      if (args[0].blocks.length > 1) count("field types of the form");
      return core.loadDocumentFieldTypes(...args);
    },
    // The canvas checks a block with the block schema before drawing its widget.
    blockSchema: new Proxy(core.blockSchema, {
      get: (schema, property, receiver) =>
        property === "safeParse"
          ? (...args: Parameters<typeof core.blockSchema.safeParse>) => {
              count("block checks");
              return schema.safeParse(...args);
            }
          : Reflect.get(schema, property, receiver),
    }),
  };
});

const { renderEditor } = await import("../editor-test-kit");

const BLOCKS = 30;
/** The block typed into: one in the middle (keys are b1, b2, … in order). */
const TYPED = "b15";

const form = {
  id: "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e11",
  slug: "big",
  revision: 1,
  publishedVersion: null,
  draft: {
    slug: "big",
    title: "Big",
    blocks: Array.from({ length: BLOCKS }, (_, i) =>
      i % 3 === 1
        ? {
            type: "radio",
            name: `f${i + 1}`,
            label: `Question ${i + 1}`,
            options: [
              { label: "Yes", value: "yes" },
              { label: "No", value: "no" },
            ],
          }
        : { type: "text", name: `f${i + 1}`, label: `Question ${i + 1}` },
    ),
  },
};

/** The ids (`canvas b3`, `row b3`, `input name`, …) counted since the last clear, but `except`. */
const others = (prefix: string, except: string) =>
  [...renders.keys()].filter((id) => id.startsWith(prefix) && id !== `${prefix} ${except}`);

const canvas = () => screen.getByRole("region", { name: "Canvas" });
const settingsPanel = () => screen.getByRole("form", { name: /^Block \d+ of \d+/ });

async function selectTypedBlock(edited: typeof form = form) {
  const user = userEvent.setup();
  renderEditor(edited);
  const selector = await within(canvas()).findByRole(
    "button",
    { name: /^Block 15 of 30:/ },
    { timeout: 5000 },
  );
  await user.click(selector);
  expect(settingsPanel()).toHaveAccessibleName(/^Block 15 of 30/);
  // Let the selection's own redraws (two blocks, two rows) settle first.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  renders.clear();
  made.clear();
  return user;
}

beforeAll(() => {
  // jsdom lays nothing out; a selected block scrolls into view.
  Element.prototype.scrollIntoView ??= () => {};
});
beforeEach(() => renders.clear());
afterEach(cleanup);

describe("the editor on a big form: a keystroke redraws the block it changed", () => {
  it("typing in a block's label on the canvas redraws that block and its outline row only, and the settings panel's Label alone", async () => {
    const user = await selectTypedBlock();
    await user.type(within(canvas()).getByRole("textbox", { name: "Label" }), " typed");

    expect(within(settingsPanel()).getByRole("textbox", { name: "Label" })).toHaveValue(
      "Question 15 typed",
    );
    expect(renders.get(`canvas ${TYPED}`)).toBeGreaterThan(0);
    expect(others("canvas", TYPED)).toEqual([]);
    expect(renders.get(`row ${TYPED}`)).toBeGreaterThan(0);
    expect(others("row", TYPED)).toEqual([]);
    // The panel's inputs are set one by one (no reset): its Name input is not redrawn.
    expect(renders.get("input label")).toBeGreaterThan(0);
    expect(renders.get("input name")).toBeUndefined();
  });

  it("typing in a block's label makes nothing of the whole form again: page numbers, the other names, the field types", async () => {
    // The typed block's name follows its label ("question15"): the names change too.
    const blocks = form.draft.blocks.map((block, i) =>
      i === 14 ? { ...block, name: "question15" } : block,
    );
    const user = await selectTypedBlock({ ...form, draft: { ...form.draft, blocks } });
    await user.type(within(canvas()).getByRole("textbox", { name: "Label" }), " typed");

    expect(within(settingsPanel()).getByRole("textbox", { name: "Name" })).toHaveValue(
      "question15Typed",
    );
    expect(Object.fromEntries(made)).toEqual({});
  });

  it("typing in a block's label on the canvas leaves its help text's box as it is", async () => {
    const user = await selectTypedBlock();
    // React sets each input it draws again afresh (its name first): count them by their name.
    const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "name");
    const updated = new Set<string>();
    const spy = vi.spyOn(HTMLInputElement.prototype, "name", "set").mockImplementation(function (
      this: HTMLInputElement,
      value: string,
    ) {
      updated.add(this.getAttribute("aria-label") ?? this.id);
      descriptor?.set?.call(this, value);
    });
    try {
      await user.type(within(canvas()).getByRole("textbox", { name: "Label" }), " typed");
    } finally {
      spy.mockRestore();
    }

    expect(updated).toContain("Label");
    expect(updated).not.toContain("Help text");
  });

  it("typing in a block's label on the canvas checks its widget again only when the label turns blank", async () => {
    const user = await selectTypedBlock();
    const label = within(canvas()).getByRole("textbox", { name: "Label" });
    await user.type(label, " typed");

    // The widget drawn under the label box does not show the label: it stays as it was.
    expect(made.get("block checks")).toBeUndefined();
    await user.clear(label);
    // A blank label is a problem: the block says so instead of its widget, and again once it has one.
    expect(await within(canvas()).findByText(/^This block has problems/)).toBeVisible();
    await user.type(label, "Q");
    expect(within(canvas()).queryByText(/^This block has problems/)).toBeNull();
  });

  it("typing in the settings panel's Label redraws that block's canvas item and outline row only", async () => {
    const user = await selectTypedBlock();
    await user.type(within(settingsPanel()).getByRole("textbox", { name: "Label" }), " typed");

    expect(within(canvas()).getByRole("textbox", { name: "Label" })).toHaveValue(
      "Question 15 typed",
    );
    expect(renders.get(`canvas ${TYPED}`)).toBeGreaterThan(0);
    expect(others("canvas", TYPED)).toEqual([]);
    expect(renders.get(`row ${TYPED}`)).toBeGreaterThan(0);
    expect(others("row", TYPED)).toEqual([]);
    expect(renders.get("input name")).toBeUndefined();
  });
});
