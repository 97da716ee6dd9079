import { describe, expect, it } from "vitest";
import { matchesAccept } from "../../files/file-types";
import { FIELD_DOCUMENT_REGISTRY } from "../document-list";
import { fileBlockSchema } from "./block";
import { compileFileField } from "./compile";

const id = (n: number) => `0193a1b2-c3d4-7e5f-8a9b-${String(n).padStart(12, "0")}`;
const pdf = (n: number, size = 1000) => ({
  id: id(n),
  name: `doc${n}.pdf`,
  size,
  type: "application/pdf",
});

describe("compileFileField", () => {
  it("says '{label} is required' for no files, and stores nothing when optional", () => {
    expect(compileFileField({ type: "file", name: "cv", label: "CV", required: true })([])).toEqual(
      {
        error: "CV is required",
      },
    );
    expect(compileFileField({ type: "file", name: "cv", label: "CV" })([])).toEqual({
      value: undefined,
    });
  });

  it("keeps only the four keys of each file", () => {
    const validate = compileFileField({ type: "file", name: "cv", label: "CV" });
    expect(validate([{ ...pdf(1), url: "https://evil.example" }])).toEqual({ value: [pdf(1)] });
  });

  it("refuses malformed values with the wrong-type message", () => {
    const validate = compileFileField({ type: "file", name: "cv", label: "CV", maxFiles: 3 });
    for (const bad of [
      "doc.pdf",
      [{ id: "1", name: "a.pdf", size: 1, type: "application/pdf" }],
      [{ ...pdf(1), size: -1 }],
      [{ ...pdf(1), size: 1.5 }],
      [{ ...pdf(1), name: "" }],
      [{ ...pdf(1), type: "PDF!" }],
      [pdf(1), pdf(1)],
      [null],
    ]) {
      expect(validate(bad)).toEqual({ error: "CV has a value of the wrong type" });
    }
  });

  it("applies maxFiles (default 1), maxSizeMb (default 10) and accept", () => {
    expect(compileFileField({ type: "file", name: "f", label: "Files" })([pdf(1), pdf(2)])).toEqual(
      {
        error: "Files: upload at most 1 file",
      },
    );
    const validate = compileFileField({
      type: "file",
      name: "f",
      label: "Files",
      maxFiles: 2,
      maxSizeMb: 1,
      accept: [".pdf"],
    });
    expect(validate([pdf(1), pdf(2), pdf(3)])).toEqual({ error: "Files: upload at most 2 files" });
    expect(validate([pdf(1, 2 * 1024 * 1024)])).toEqual({
      error: "Files: doc1.pdf is larger than 1 MB",
    });
    expect(validate([{ id: id(4), name: "a.png", size: 10, type: "image/png" }])).toEqual({
      error: "Files: a.png is not a type this field accepts",
    });
    expect(validate([pdf(1), pdf(2)])).toEqual({ value: [pdf(1), pdf(2)] });
    expect(
      compileFileField({ type: "file", name: "f", label: "F" })([pdf(1, 10 * 1024 * 1024 + 1)]),
    ).toEqual({
      error: "F: doc1.pdf is larger than 10 MB",
    });
  });

  it("answers as the file names and sizes", () => {
    expect(FIELD_DOCUMENT_REGISTRY.file.answerText([pdf(1), pdf(2, 512)], {})).toBe(
      "doc1.pdf (1.0 kB), doc2.pdf (512 B)",
    );
  });
});

describe("matchesAccept", () => {
  it("takes MIME types, families and extensions whose type matches the bytes", () => {
    expect(matchesAccept(["image/*"], { type: "image/png", name: "x" })).toBe(true);
    expect(matchesAccept(["application/pdf"], { type: "application/pdf", name: "x.bin" })).toBe(
      true,
    );
    expect(matchesAccept([".pdf"], { type: "application/pdf", name: "x.PDF" })).toBe(true);
    // A renamed file: the name says PDF, the bytes do not.
    expect(matchesAccept([".pdf"], { type: "image/png", name: "x.pdf" })).toBe(false);
    expect(matchesAccept(undefined, { type: "application/octet-stream", name: "x.exe" })).toBe(
      false,
    );
  });
});

describe("fileBlockSchema", () => {
  it("takes the settings and refuses bad ones", () => {
    const base = { type: "file", name: "f", label: "F" };
    expect(
      fileBlockSchema.safeParse({
        ...base,
        accept: [".pdf", "image/*"],
        maxSizeMb: 5,
        maxFiles: 10,
      }).success,
    ).toBe(true);
    expect(fileBlockSchema.safeParse({ ...base, maxFiles: 11 }).success).toBe(false);
    expect(fileBlockSchema.safeParse({ ...base, maxFiles: 0 }).success).toBe(false);
    expect(fileBlockSchema.safeParse({ ...base, maxSizeMb: 0 }).success).toBe(false);
    expect(fileBlockSchema.safeParse({ ...base, accept: ["pdf"] }).success).toBe(false);
  });
});
