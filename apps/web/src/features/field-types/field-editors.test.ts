import { describe, expect, it } from "vitest";
import { FIELD_EDITORS } from "./admin-list";

describe("each field type's editor settings", () => {
  it.each(Object.entries(FIELD_EDITORS))(
    "%s reads its own settings only into inputs it owns (a document problem there shows on them)",
    (type, editor) => {
      const read = Object.keys(editor.readOwn?.({ type, name: "f", label: "F" }) ?? {});
      expect(read.filter((input) => !editor.ownSettings?.includes(input))).toEqual([]);
    },
  );
});
