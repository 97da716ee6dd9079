import { describe, expect, it } from "vitest";
import { FIELD_DOCUMENT_REGISTRY } from "../document-list";
import { compileSignatureField } from "./compile";

const png = {
  id: "0193a1b2-c3d4-7e5f-8a9b-000000000001",
  name: "signature.png",
  size: 2000,
  type: "image/png",
};
const block = { type: "signature" as const, name: "s", label: "Signature", required: true };

describe("compileSignatureField", () => {
  it("counts a drawing or a typed name as signed", () => {
    const validate = compileSignatureField(block);
    expect(validate({ file: null, name: "" })).toEqual({ error: "Signature is required" });
    expect(validate({ file: null, name: "   " })).toEqual({ error: "Signature is required" });
    expect(validate({ file: null, name: " Ada Lovelace " })).toEqual({
      value: { file: null, name: "Ada Lovelace" },
    });
    expect(validate({ file: png, name: "" })).toEqual({ value: { file: png, name: "" } });
  });

  it("refuses a drawing that is no PNG upload, or a value of another shape", () => {
    const validate = compileSignatureField(block);
    const wrong = { error: "Signature has a value of the wrong type" };
    expect(validate({ file: { ...png, type: "image/jpeg" }, name: "A" })).toEqual(wrong);
    expect(validate({ file: { ...png, size: 2 * 1024 * 1024 }, name: "A" })).toEqual(wrong);
    expect(validate({ file: "x.png", name: "A" })).toEqual(wrong);
    expect(validate("Ada")).toEqual(wrong);
    expect(validate({ file: null, name: 3 })).toEqual(wrong);
  });

  it("stores nothing when optional and unsigned", () => {
    expect(compileSignatureField({ ...block, required: false })({ file: null, name: "" })).toEqual({
      value: undefined,
    });
  });

  it("answers as the name, 'Signed' and the drawing's file name", () => {
    const text = FIELD_DOCUMENT_REGISTRY.signature.answerText;
    expect(text({ file: png, name: "Ada" }, {})).toBe(`Ada: Signed (${png.name})`);
    expect(text({ file: png, name: "" }, {})).toBe(`Signed (${png.name})`);
    expect(text({ file: null, name: "Ada" }, {})).toBe("Ada");
  });
});
