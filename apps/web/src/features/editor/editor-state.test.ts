import { describe, expect, it } from "vitest";
import { copyName } from "./copy-name";
import type { LoadedEditorForm } from "./draft-types";
import { HISTORY_LIMIT, TYPING_PAUSE_MS } from "./editor-history";
import {
  createEditorState,
  documentJson,
  type EditorAction,
  type EditorState,
  editorReducer,
  FORM_SETTINGS,
  moveItem,
  selectedPartOf,
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

  it("selects a part of a block (a group's inner block) with it; selecting anything else drops the part", () => {
    const part = editorReducer(initial, { type: "select", selection: "b2", part: 1 });
    expect(part.selected).toBe("b2");
    expect(selectedPartOf(part, "b2")).toBe(1);
    expect(selectedPartOf(part, "b1")).toBeNull();
    expect(part.past).toEqual([]);
    const whole = editorReducer(part, { type: "select", selection: "b2" });
    expect(selectedPartOf(whole, "b2")).toBeNull();
    // Another block selected by any action (an added block): the part no longer holds.
    const added = editorReducer(part, { type: "addBlock", block: { type: "heading", text: "H" } });
    expect(selectedPartOf(added, "b2")).toBeNull();
  });

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

  it("adds a block at a given index, clamped to the list, and selects it", () => {
    const block = { type: "heading", text: "More" };
    const second = editorReducer(initial, { type: "addBlock", block, at: 1 });
    expect(names(second)).toEqual(["fullName", "More", "email", "terms"]);
    expect(second.selected).toBe("b4");
    expect(second.blocks[1]?.key).toBe("b4");
    const first = editorReducer(initial, { type: "addBlock", block, at: -3 });
    expect(names(first)).toEqual(["More", "fullName", "email", "terms"]);
    const last = editorReducer(initial, { type: "addBlock", block, at: 99 });
    expect(names(last)).toEqual(["fullName", "email", "terms", "More"]);
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
    expect(removed.past.at(-1)?.change).toEqual({ kind: "remove", key: "b2" });
    const restored = editorReducer(removed, { type: "undo" });
    expect(names(restored)).toEqual(["fullName", "email", "terms"]);
    expect(restored.selected).toBe("b2");
    expect(restored.past).toEqual([]);
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

function run(state: EditorState, ...actions: EditorAction[]): EditorState {
  return actions.reduce(editorReducer, state);
}

function typed(key: string, label: string, time: number): EditorAction {
  return { type: "updateBlock", key, block: { type: "text", name: "email", label }, time };
}

describe("undo and redo", () => {
  const initial = createEditorState(form);

  it("takes back and redoes every kind of change, with the selection of the time", () => {
    const changed = run(
      initial,
      { type: "select", selection: "b1" },
      { type: "addBlock", block: { type: "heading", text: "More" } },
      { type: "moveBlock", key: "b4", to: 0 },
      { type: "removeBlock", key: "b2" },
      { type: "updateSettings", settings: { ...initial.settings, title: "New" } },
      { type: "duplicateBlock", key: "b1" },
    );
    expect(names(changed)).toEqual(["More", "fullName", "fullName2", "terms"]);
    expect(changed.past.map((step) => step.change.kind)).toEqual([
      "add",
      "move",
      "remove",
      "settings",
      "duplicate",
    ]);
    const undone = [changed];
    for (let i = 0; i < 5; i += 1)
      undone.push(editorReducer(undone[i] as EditorState, { type: "undo" }));
    expect(names(undone[1] as EditorState)).toEqual(["More", "fullName", "terms"]);
    expect(toDocument(undone[2] as EditorState).title).toBe("Contact");
    expect(names(undone[3] as EditorState)).toEqual(["More", "fullName", "email", "terms"]);
    expect(names(undone[4] as EditorState)).toEqual(["fullName", "email", "terms", "More"]);
    const start = undone[5] as EditorState;
    expect(toDocument(start)).toEqual(form.draft);
    expect(start.selected).toBe("b1");
    expect(isDirty(start)).toBe(false);
    // Nothing more to undo: the state stays as it is.
    expect(editorReducer(start, { type: "undo" })).toBe(start);
    // Redo walks forward again, to the very same document.
    const redone = run(start, ...Array.from({ length: 5 }, () => ({ type: "redo" }) as const));
    expect(toDocument(redone)).toEqual(toDocument(changed));
    expect(redone.selected).toBe(changed.selected);
    expect(redone.future).toEqual([]);
    expect(redone.restored).toBe(initial.restored + 10);
  });

  it("keeps the last 100 steps and drops older ones", () => {
    let state = initial;
    for (let i = 0; i <= HISTORY_LIMIT; i += 1) {
      state = editorReducer(state, { type: "moveBlock", key: "b1", to: i % 2 === 0 ? 2 : 0 });
    }
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(100);
    expect(state.past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT; i += 1) state = editorReducer(state, { type: "undo" });
    // The first move is gone: 100 undos bring back the document after it.
    expect(names(state)).toEqual(["email", "terms", "fullName"]);
    expect(editorReducer(state, { type: "undo" })).toBe(state);
    expect(state.future).toHaveLength(HISTORY_LIMIT);
  });

  it("makes typing one step per pause, per block and for the form settings", () => {
    const t = 1_000_000;
    const state = run(
      initial,
      typed("b2", "E", t),
      typed("b2", "Em", t + 300),
      typed("b2", "Email address", t + 1200),
      // A pause: a new step.
      typed("b2", "Email addresses", t + 1200 + TYPING_PAUSE_MS),
      // Another block: a new step, even at once.
      {
        type: "updateBlock",
        key: "b1",
        block: { type: "text", name: "fullName", label: "Name" },
        time: t + 2300,
      },
      { type: "updateSettings", settings: { ...initial.settings, title: "C" }, time: t + 2400 },
      { type: "updateSettings", settings: { ...initial.settings, title: "Co" }, time: t + 2500 },
      // Without a time (no typing), every change is a step.
      { type: "updateSettings", settings: { ...initial.settings, title: "Con" } },
      { type: "updateSettings", settings: { ...initial.settings, title: "Cont" } },
    );
    expect(state.past.map((step) => step.change)).toEqual([
      { kind: "edit", key: "b2" },
      { kind: "edit", key: "b2" },
      { kind: "edit", key: "b1" },
      { kind: "settings" },
      { kind: "settings" },
      { kind: "settings" },
    ]);
    const back = run(state, { type: "undo" }, { type: "undo" }, { type: "undo" });
    expect(toDocument(back).title).toBe("Contact");
    const labels = run(back, { type: "undo" }, { type: "undo" });
    expect(labels.blocks[1]?.block.label).toBe("Email address");
    expect(labels.blocks[0]?.block.label).toBe("Full name");
    expect(editorReducer(labels, { type: "undo" }).blocks[1]?.block.label).toBe("Email");
  });

  it("starts a new typing step after a move, an undo or a redo", () => {
    const t = 5_000;
    const afterMove = run(
      initial,
      typed("b2", "E", t),
      { type: "moveBlock", key: "b3", to: 0 },
      typed("b2", "Em", t + 100),
    );
    expect(afterMove.past).toHaveLength(3);
    const afterUndo = run(afterMove, { type: "undo" }, typed("b2", "Ema", t + 200));
    expect(afterUndo.past).toHaveLength(3);
  });

  it("clears Redo with a new change, but not with selecting or saving", () => {
    const moved = run(initial, { type: "moveBlock", key: "b3", to: 0 }, { type: "undo" });
    expect(moved.future).toHaveLength(1);
    const kept = run(
      moved,
      { type: "select", selection: "b2" },
      { type: "saved", revision: 5, savedJson: documentJson(moved) },
      { type: "published", publishedVersion: 3 },
      // A move that moves nothing changes nothing.
      { type: "moveBlock", key: "b1", to: 0 },
    );
    expect(kept.future).toHaveLength(1);
    expect(kept.past).toEqual([]);
    const changed = editorReducer(kept, { type: "removeBlock", key: "b1" });
    expect(changed.future).toEqual([]);
    expect(editorReducer(changed, { type: "redo" })).toBe(changed);
  });

  it("starts over on load: a reloaded draft has nothing to undo", () => {
    const changed = run(
      initial,
      { type: "moveBlock", key: "b3", to: 0 },
      { type: "removeBlock", key: "b1" },
      { type: "undo" },
    );
    const reloaded = editorReducer(changed, { type: "load", form });
    expect(reloaded.past).toEqual([]);
    expect(reloaded.future).toEqual([]);
  });

  it("undoes a rename together with the references that followed it", () => {
    const state = createEditorState({
      ...form,
      draft: {
        ...form.draft,
        blocks: [
          { type: "text", name: "first", label: "First" },
          { type: "paragraph", text: "Hello {{first}}" },
        ],
      },
    });
    const renamed = editorReducer(state, {
      type: "updateBlock",
      key: "b1",
      block: { type: "text", name: "given", label: "First" },
      time: 1,
    });
    expect(renamed.blocks[1]?.block.text).toBe("Hello {{given}}");
    const undone = editorReducer(renamed, { type: "undo" });
    expect(toDocument(undone)).toEqual(toDocument(state));
  });
});

describe("duplicateBlock", () => {
  const initial = createEditorState(form);

  it("puts a copy right after the block, with a free name, and selects it", () => {
    const state = editorReducer(initial, { type: "duplicateBlock", key: "b2" });
    expect(names(state)).toEqual(["fullName", "email", "email2", "terms"]);
    expect(state.blocks[2]).toEqual({
      key: "b4",
      block: { type: "text", name: "email2", label: "Email" },
    });
    expect(state.selected).toBe("b4");
    expect(state.nextKey).toBe(5);
    // The copy is a copy: changing it leaves the original as it was.
    expect(state.blocks[2]?.block).not.toBe(state.blocks[1]?.block);
    const again = run(
      state,
      { type: "duplicateBlock", key: "b2" },
      { type: "duplicateBlock", key: "b4" },
    );
    expect(names(again)).toEqual(["fullName", "email", "email3", "email2", "email4", "terms"]);
    expect(new Set(names(again)).size).toBe(6);
  });

  it("copies a block without a name as it is, and ignores an unknown key", () => {
    const withHeading = editorReducer(initial, {
      type: "addBlock",
      block: { type: "heading", text: "About" },
    });
    const state = editorReducer(withHeading, { type: "duplicateBlock", key: "b4" });
    expect(names(state)).toEqual(["fullName", "email", "terms", "About", "About"]);
    expect(state.blocks[4]?.block).toEqual({ type: "heading", text: "About" });
    expect(editorReducer(initial, { type: "duplicateBlock", key: "nope" })).toBe(initial);
  });

  it("names a copy from the name's stem: text1 gives text2, never a taken one", () => {
    expect(copyName("text1", new Set(["text1"]))).toBe("text2");
    expect(copyName("email", new Set(["email", "email2"]))).toBe("email3");
    expect(copyName("q7", new Set(["q7", "q2"]))).toBe("q3");
    expect(copyName("42", new Set(["42"]))).toBe("field2");
    expect(copyName("a".repeat(64), new Set()).length).toBeLessThanOrEqual(64);
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

describe("documentJson", () => {
  it("is exactly the document's JSON, block by block as they change (issue 31 §7)", () => {
    let state = createEditorState(form);
    const exact = () => JSON.stringify(toDocument(state));
    expect(documentJson(state)).toBe(exact());
    state = editorReducer(state, {
      type: "updateBlock",
      key: "b1",
      block: { type: "text", name: "fullName", label: 'Full "name" \u0000 ✓', width: undefined },
    });
    expect(documentJson(state)).toBe(exact());
    state = editorReducer(state, { type: "updateSettings", settings: {} });
    expect(documentJson(state)).toBe(exact());
    state = editorReducer(state, { type: "removeBlock", key: "b1" });
    state = editorReducer(state, { type: "removeBlock", key: "b2" });
    expect(documentJson(state)).toBe(exact());
    // Settings holding a `blocks` of their own (never made by the editor) still come out exact.
    const odd = { ...state, settings: { blocks: "x", title: "T" } };
    expect(documentJson(odd)).toBe(JSON.stringify(toDocument(odd)));
  });
});
