import { describe, expect, it } from "vitest";
import type { LoadedEditorForm } from "./draft-types";
import {
  createEditorState,
  documentJson,
  type EditorState,
  editorReducer,
  FORM_SETTINGS,
  moveItem,
  toDocument,
} from "./editor-state";

const form: LoadedEditorForm = {
  id: "f1",
  slug: "contact",
  revision: 4,
  publishedVersion: 2,
  draft: {
    slug: "contact",
    title: "Contact",
    submitLabel: "Send",
    blocks: [
      { type: "text", name: "fullName", label: "Full name" },
      { type: "text", name: "email", label: "Email" },
      { type: "checkbox", name: "terms", label: "Terms" },
    ],
  },
};

function names(state: EditorState): unknown[] {
  return state.blocks.map((entry) => entry.block.name ?? entry.block.text);
}

function isDirty(state: EditorState): boolean {
  return documentJson(state) !== state.savedJson;
}

describe("createEditorState", () => {
  it("keys every block and starts with nothing to save, the form settings selected", () => {
    const state = createEditorState(form);
    expect(state.blocks.map((b) => b.key)).toEqual(["b1", "b2", "b3"]);
    expect(state.selected).toBe(FORM_SETTINGS);
    expect(state.revision).toBe(4);
    expect(isDirty(state)).toBe(false);
    expect(toDocument(state)).toEqual(form.draft);
  });

  it("never saves the editor's keys in the document", () => {
    expect(JSON.stringify(toDocument(createEditorState(form)))).not.toContain('"key"');
  });
});

describe("editorReducer", () => {
  const initial = createEditorState(form);

  it("adds a block at the end, selects it, and gives it a fresh key", () => {
    const state = editorReducer(initial, {
      type: "addBlock",
      block: { type: "heading", text: "More" },
    });
    expect(names(state)).toEqual(["fullName", "email", "terms", "More"]);
    expect(state.selected).toBe("b4");
    expect(state.blocks[3]?.key).toBe("b4");
    expect(isDirty(state)).toBe(true);
  });

  it("moves a block up, down and to any index, clamped to the list", () => {
    const up = editorReducer(initial, { type: "moveBlock", key: "b2", to: 0 });
    expect(names(up)).toEqual(["email", "fullName", "terms"]);
    const down = editorReducer(initial, { type: "moveBlock", key: "b1", to: 1 });
    expect(names(down)).toEqual(["email", "fullName", "terms"]);
    const far = editorReducer(initial, { type: "moveBlock", key: "b1", to: 99 });
    expect(names(far)).toEqual(["email", "terms", "fullName"]);
    expect(editorReducer(initial, { type: "moveBlock", key: "b1", to: -5 })).toBe(initial);
  });

  it("keeps keys with their blocks when they move", () => {
    const state = editorReducer(initial, { type: "moveBlock", key: "b3", to: 0 });
    expect(state.blocks.map((b) => b.key)).toEqual(["b3", "b1", "b2"]);
  });

  it("removes a block, selects its neighbour, and undoes the removal in place", () => {
    const selected = editorReducer(initial, { type: "select", selection: "b2" });
    const removed = editorReducer(selected, { type: "removeBlock", key: "b2" });
    expect(names(removed)).toEqual(["fullName", "terms"]);
    expect(removed.selected).toBe("b3");
    expect(removed.removed?.index).toBe(1);
    const restored = editorReducer(removed, { type: "undoRemove" });
    expect(names(restored)).toEqual(["fullName", "email", "terms"]);
    expect(restored.selected).toBe("b2");
    expect(restored.removed).toBe(null);
    expect(isDirty(restored)).toBe(false);
  });

  it("selects the previous block, then the form settings, as the last blocks go", () => {
    let state = editorReducer(initial, { type: "select", selection: "b3" });
    state = editorReducer(state, { type: "removeBlock", key: "b3" });
    expect(state.selected).toBe("b2");
    for (const key of ["b2", "b1"]) state = editorReducer(state, { type: "removeBlock", key });
    expect(state.blocks).toEqual([]);
    expect(state.selected).toBe(FORM_SETTINGS);
  });

  it("replaces one block's settings", () => {
    const state = editorReducer(initial, {
      type: "updateBlock",
      key: "b2",
      block: { type: "text", name: "email", label: "Email address" },
    });
    expect(state.blocks[1]?.block.label).toBe("Email address");
    expect(state.blocks[0]).toBe(initial.blocks[0]);
    expect(isDirty(state)).toBe(true);
  });

  it("replaces the form settings and keeps the blocks", () => {
    const state = editorReducer(initial, {
      type: "updateSettings",
      settings: { slug: "contact", title: "Write to us", submitLabel: "Send" },
    });
    expect(toDocument(state)).toEqual({ ...form.draft, title: "Write to us" });
  });

  it("is clean again once saved, at the new revision", () => {
    const changed = editorReducer(initial, { type: "moveBlock", key: "b3", to: 0 });
    const saved = editorReducer(changed, {
      type: "saved",
      revision: 5,
      savedJson: documentJson(changed),
    });
    expect(saved.revision).toBe(5);
    expect(isDirty(saved)).toBe(false);
  });

  it("stays dirty when the user typed on while the save was in flight", () => {
    const sent = editorReducer(initial, { type: "moveBlock", key: "b3", to: 0 });
    const typedOn = editorReducer(sent, { type: "moveBlock", key: "b3", to: 2 });
    const saved = editorReducer(typedOn, {
      type: "saved",
      revision: 5,
      savedJson: documentJson(sent),
    });
    expect(isDirty(saved)).toBe(true);
  });

  it("reloads a form as a new generation with unused keys", () => {
    const changed = editorReducer(initial, {
      type: "addBlock",
      block: { type: "paragraph", text: "x" },
    });
    const reloaded = editorReducer(changed, {
      type: "load",
      form: { ...form, revision: 7 },
    });
    expect(reloaded.generation).toBe(initial.generation + 1);
    expect(reloaded.revision).toBe(7);
    expect(reloaded.blocks.map((b) => b.key)).toEqual(["b5", "b6", "b7"]);
    expect(isDirty(reloaded)).toBe(false);
  });

  it("records a published version", () => {
    expect(
      editorReducer(initial, { type: "published", publishedVersion: 3 }).publishedVersion,
    ).toBe(3);
  });
});

describe("moveItem", () => {
  it("moves without touching the original list", () => {
    const list = ["a", "b", "c"];
    expect(moveItem(list, 2, 0)).toEqual(["c", "a", "b"]);
    expect(list).toEqual(["a", "b", "c"]);
  });
});

describe("renaming a field", () => {
  const logic: LoadedEditorForm = {
    ...form,
    draft: {
      slug: "logic",
      title: "Logic",
      confirmation: { type: "message", message: "Thanks, {{ first }}!" },
      blocks: [
        { type: "text", name: "first", label: "First" },
        { type: "text", name: "other", label: "Other" },
        {
          type: "paragraph",
          text: "Hello {{first}} and {{other}}",
          visibleWhen: { any: [{ field: "first", op: "isAnswered" }] },
        },
      ],
    },
  };

  it("takes its conditions and pipes along", () => {
    const state = createEditorState(logic);
    const key = state.blocks[0]?.key as string;
    const next = editorReducer(state, {
      type: "updateBlock",
      key,
      block: { type: "text", name: "firstName", label: "First name" },
    });
    const document = toDocument(next);
    expect(document.blocks[2]).toEqual({
      type: "paragraph",
      text: "Hello {{firstName}} and {{other}}",
      visibleWhen: { any: [{ field: "firstName", op: "isAnswered" }] },
    });
    expect(document.confirmation).toEqual({ type: "message", message: "Thanks, {{firstName}}!" });
    // The untouched block keeps its identity (React skips it).
    expect(next.blocks[1]).toBe(state.blocks[1]);
  });

  it("takes the pipes of page titles, choices and the closed message along, fallbacks kept", () => {
    const state = createEditorState({
      ...form,
      draft: {
        slug: "logic",
        title: "Logic",
        availability: { closedMessage: "Sorry {{first|friend}}" },
        blocks: [
          { type: "text", name: "first", label: "First" },
          { type: "page", title: "Details for {{ first | you }}" },
          {
            type: "radio",
            name: "who",
            label: "Who?",
            options: [{ value: "me", label: "{{first|Me}}" }],
          },
        ],
      },
    });
    const next = editorReducer(state, {
      type: "updateBlock",
      key: state.blocks[0]?.key as string,
      block: { type: "text", name: "firstName", label: "First name" },
    });
    const document = toDocument(next);
    expect(document.blocks[1]).toEqual({ type: "page", title: "Details for {{firstName|you}}" });
    expect(document.blocks[2]?.options).toEqual([{ value: "me", label: "{{firstName|Me}}" }]);
    expect(document.availability).toEqual({ closedMessage: "Sorry {{firstName|friend}}" });
  });

  it("leaves references alone while another block still has the old name", () => {
    const twice = {
      ...logic,
      draft: { ...logic.draft, blocks: [logic.draft.blocks[0], ...logic.draft.blocks] },
    };
    const state = createEditorState(twice as LoadedEditorForm);
    const next = editorReducer(state, {
      type: "updateBlock",
      key: state.blocks[0]?.key as string,
      block: { type: "text", name: "firstName", label: "First name" },
    });
    expect(toDocument(next).blocks[3]?.text).toBe("Hello {{first}} and {{other}}");
  });
});
