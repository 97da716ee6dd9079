import { describe, expect, it } from "vitest";
import type { LoadedEditorForm } from "./draft-types";
import {
  blockByKey,
  createEditorStore,
  indexOfBlock,
  isSameList,
  selectFromBlocks,
} from "./editor-store";
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

describe("subscribeBlock", () => {
  const three: LoadedEditorForm = {
    ...form,
    draft: {
      ...form.draft,
      blocks: [
        { type: "text", name: "a", label: "A" },
        { type: "text", name: "b", label: "B" },
        { type: "text", name: "c", label: "C" },
      ],
    },
  };
  /** Which blocks' listeners heard of each change, in order. */
  function watch(store: ReturnType<typeof createEditorStore>) {
    const heard: string[] = [];
    for (const key of ["b1", "b2", "b3", ""]) store.subscribeBlock(key, () => heard.push(key));
    return () => heard.splice(0).sort();
  }

  it("tells a block of its own changes and of its selection, not of the other blocks' (issue 31 §7)", () => {
    const store = createEditorStore(three);
    const heard = watch(store);
    store.dispatch({ type: "select", selection: "b2" });
    expect(heard()).toEqual(["b2"]);
    // Typing in b3: b3 and the selected b2 (its name follows the others'), not b1.
    store.dispatch({
      type: "updateBlock",
      key: "b3",
      block: { type: "text", name: "c", label: "Cc" },
    });
    expect(heard()).toEqual(["b2", "b3"]);
    store.dispatch({
      type: "updateBlock",
      key: "b2",
      block: { type: "text", name: "b", label: "Bb" },
    });
    expect(heard()).toEqual(["b2"]);
    store.dispatch({ type: "select", selection: "b1" });
    expect(heard()).toEqual(["b1", "b2"]);
    // A move tells the blocks whose places changed (and the selected one).
    store.dispatch({ type: "moveBlock", key: "b3", to: 1 });
    expect(heard()).toEqual(["b1", "b2", "b3"]);
    // Undo of typing: the block it restores.
    store.dispatch({ type: "select", selection: "form" });
    heard();
    store.dispatch({ type: "undo" });
    expect(heard()).toContain("b3");
  });

  it("tells every block when blocks are added or removed, or the form is loaded again", () => {
    const store = createEditorStore(three);
    const heard = watch(store);
    store.dispatch({ type: "addBlock", block: { type: "text", name: "d", label: "D" } });
    expect(heard()).toEqual(["", "b1", "b2", "b3"]);
    store.dispatch({ type: "removeBlock", key: "b1" });
    expect(heard()).toEqual(["", "b1", "b2", "b3"]);
    store.dispatch({ type: "load", form: three });
    expect(heard()).toEqual(["", "b1", "b2", "b3"]);
  });

  it("stops telling a listener once it unsubscribes", () => {
    const store = createEditorStore(three);
    let calls = 0;
    const unsubscribe = store.subscribeBlock("b1", () => calls++);
    store.dispatch({
      type: "updateBlock",
      key: "b1",
      block: { type: "text", name: "a", label: "Aa" },
    });
    unsubscribe();
    store.dispatch({
      type: "updateBlock",
      key: "b1",
      block: { type: "text", name: "a", label: "A" },
    });
    expect(calls).toBe(1);
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

describe("selectFromBlocks", () => {
  it("reads again only the blocks that changed, and keeps its value while what it reads stays (issue 31 §7)", () => {
    const store = createEditorStore(form);
    const read: string[] = [];
    let made = 0;
    const selectTypes = selectFromBlocks(
      (entry) => {
        read.push(entry.key);
        return entry.block.type;
      },
      (types) => {
        made++;
        return types.join(",");
      },
    );
    expect(selectTypes(store.getState())).toBe("text,text");
    expect(read).toEqual(["b1", "b2"]);
    read.length = 0;

    // A keystroke in b2's label: b2 is read again, its type is the same, the value stays.
    const label = (text: string) =>
      store.dispatch({
        type: "updateBlock",
        key: "b2",
        block: { type: "text", name: "email", label: text },
      });
    label("Email address");
    expect(selectTypes(store.getState())).toBe("text,text");
    expect(read).toEqual(["b2"]);
    expect(made).toBe(1);

    // What it reads changes: made again.
    store.dispatch({ type: "addBlock", block: { type: "page" }, at: 1 });
    expect(selectTypes(store.getState())).toBe("text,page,text");
    expect(made).toBe(2);
    // The keys keep their array, and the index, while a label is typed.
    const keys = store.getState().blocks.map((entry) => entry.key);
    const before = store.getState().blocks;
    label("Email again");
    expect(store.getState().blocks).not.toBe(before);
    expect(indexOfBlock(store.getState().blocks, "b2")).toBe(keys.indexOf("b2"));
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
