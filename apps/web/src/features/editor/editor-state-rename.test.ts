import { describe, expect, it, vi } from "vitest";
import type { DraftBlock, LoadedEditorForm } from "./draft-types";
import { createEditorState, documentJson, type EditorState, editorReducer } from "./editor-state";

// Issue 31 §7: a name that follows its label is renamed on each keystroke; the
// references to it follow, but only the blocks that may name it are rewritten.
const renamed = vi.hoisted(() => ({ calls: 0 }));
vi.mock("./conditions/rename-references", async (importOriginal) => {
  const real = await importOriginal<typeof import("./conditions/rename-references")>();
  return {
    ...real,
    renameReferences: (...args: Parameters<typeof real.renameReferences>) => {
      renamed.calls++;
      return real.renameReferences(...args);
    },
  };
});

const BLOCKS = 300;

function bigForm(): LoadedEditorForm {
  const blocks: DraftBlock[] = Array.from({ length: BLOCKS }, (_, i) => ({
    type: "text",
    name: `question${i + 1}`,
    label: `Question ${i + 1}`,
  }));
  blocks[0] = { type: "text", name: "first", label: "First" };
  // Two blocks name it (a pipe, a condition), one names a longer name only.
  blocks[10] = { type: "paragraph", text: "Hello {{first}}" };
  blocks[20] = {
    type: "text",
    name: "shown",
    label: "Shown",
    visibleWhen: { all: [{ field: "first", op: "filled" }] },
  };
  blocks[30] = { type: "paragraph", text: "Also {{firstborn}}" };
  return {
    id: "f1",
    slug: "big",
    revision: 1,
    publishedVersion: null,
    draft: {
      slug: "big",
      title: "Big",
      confirmation: { message: "Thanks {{first}}" },
      blocks: [...blocks, { type: "text", name: "firstborn", label: "Firstborn" }],
    },
  };
}

/** Types `name` as the first block's name, one character more per keystroke, 100 ms apart. */
function typeName(state: EditorState, from: string, typed: string): EditorState {
  let next = state;
  for (let i = 1; i <= typed.length; i++) {
    next = editorReducer(next, {
      type: "updateBlock",
      key: "b1",
      block: { type: "text", name: `${from}${typed.slice(0, i)}`, label: "First" },
      time: i * 100,
    });
    // As the editor does after each change: the draft's JSON tells whether it is saved.
    documentJson(next);
  }
  return next;
}

describe("a name that follows its label", () => {
  it("takes its conditions and pipes along on every keystroke, in blocks old and new", () => {
    const loaded = createEditorState(bigForm());
    // A block added after the load (its JSON not made yet) follows too.
    const withNew = editorReducer(loaded, {
      type: "addBlock",
      block: { type: "paragraph", text: "Bye {{first}}" },
    });
    const state = typeName(withNew, "first", "Name");

    const block = (i: number) => state.blocks[i]?.block;
    expect(block(0)?.name).toBe("firstName");
    expect(block(10)?.text).toBe("Hello {{firstName}}");
    expect(block(20)?.visibleWhen).toEqual({ all: [{ field: "firstName", op: "filled" }] });
    expect(block(30)?.text).toBe("Also {{firstborn}}");
    expect(state.blocks.at(-1)?.block.text).toBe("Bye {{firstName}}");
    expect(state.settings.confirmation).toEqual({ message: "Thanks {{firstName}}" });
    // The blocks that do not name it are the same objects.
    expect(state.blocks[5]).toBe(loaded.blocks[5]);
    // Typing is one step of Undo: undone, every reference reads the old name again.
    const undone = editorReducer(state, { type: "undo" });
    expect(undone.blocks[10]?.block.text).toBe("Hello {{first}}");
    expect(undone.blocks[20]?.block.visibleWhen).toEqual({
      all: [{ field: "first", op: "filled" }],
    });
    expect(undone.blocks.at(-1)?.block.text).toBe("Bye {{first}}");
  });

  it("rewrites only the blocks whose JSON holds the name, not the form's 300", () => {
    const state = createEditorState(bigForm());
    renamed.calls = 0;
    const typed = "Name";
    typeName(state, "first", typed);
    // Per keystroke: the edited block itself, the two that name it, and the one
    // whose longer name holds it ("firstborn"; left as it is).
    expect(renamed.calls / typed.length).toBeLessThanOrEqual(5);
  });
});
