import { describe, expect, it } from "vitest";
import type { LoadedEditorForm } from "./draft-types";
import { blockByKey, createEditorStore, indexOfBlock, isSameList } from "./editor-store";
import { changedInputs } from "./settings-form";

const form: LoadedEditorForm = {
  id: "f1",
  slug: "contact",
  revision: 4,
  publishedVersion: null,
  draft: {
    slug: "contact",
    title: "Contact",
    blocks: [
      { type: "text", name: "fullName", label: "Full name" },
      { type: "text", name: "email", label: "Email" },
    ],
  },
};

describe("createEditorStore", () => {
  it("tells its listeners of each change, and only of changes", () => {
    const store = createEditorStore(form);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.dispatch({ type: "select", selection: "b2" });
    expect(calls).toBe(1);
    store.dispatch({ type: "moveBlock", key: "b1", to: 0 }); // already there: no new state
    expect(calls).toBe(1);
    unsubscribe();
    store.dispatch({ type: "select", selection: "b1" });
    expect(calls).toBe(1);
  });

  it("keeps the other blocks' objects when one is edited, and stamps typing so it joins one step of Undo", () => {
    const store = createEditorStore(form);
    const before = store.getState();
    const block = { type: "text", name: "email", label: "Email address" };
    store.dispatch({ type: "updateBlock", key: "b2", block });
    store.dispatch({ type: "updateBlock", key: "b2", block: { ...block, label: "Email addr" } });
    const after = store.getState();
    expect(blockByKey(after, "b1")).toBe(blockByKey(before, "b1"));
    expect(blockByKey(after, "b2")?.block.label).toBe("Email addr");
    expect(after.lastChange?.time).toEqual(expect.any(Number));
    expect(after.past).toHaveLength(1);
    store.dispatch({ type: "undo" });
    expect(store.getState().blocks).toBe(before.blocks);
  });
});

describe("indexOfBlock and isSameList", () => {
  it("finds blocks by key, and tells lists of the same items apart from others", () => {
    const { blocks } = createEditorStore(form).getState();
    expect(indexOfBlock(blocks, "b2")).toBe(1);
    expect(indexOfBlock(blocks, "b9")).toBe(-1);
    expect(isSameList(["b1", "b2"], ["b1", "b2"])).toBe(true);
    expect(isSameList(["b1", "b2"], ["b2", "b1"])).toBe(false);
  });
});

describe("changedInputs", () => {
  it("names each input whose value differs, as deep as the values keep their shape", () => {
    const before = {
      label: "Topic",
      name: "topic",
      options: [
        { label: "A", value: "a" },
        { label: "B", value: "b" },
      ],
    };
    expect(
      changedInputs(before, {
        ...before,
        label: "Topics",
        options: [
          { label: "A", value: "a" },
          { label: "Bee", value: "bee" },
        ],
      }),
    ).toEqual([
      ["label", "Topics"],
      ["options.1.label", "Bee"],
      ["options.1.value", "bee"],
    ]);
    // A list that grew is set whole; nothing changed, nothing to set.
    const grown = [...before.options, { label: "C", value: "c" }];
    expect(changedInputs(before, { ...before, options: grown })).toEqual([["options", grown]]);
    expect(changedInputs(before, structuredClone(before))).toEqual([]);
  });
});
