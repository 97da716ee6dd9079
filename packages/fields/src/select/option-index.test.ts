import { createFilter } from "react-select";
import { describe, expect, it } from "vitest";
import type { FieldOption } from "../types";
import { createOptionIndex, toSearchText } from "./option-index";

const reactSelectFilter = createFilter<FieldOption>();
const keptByReactSelect = (options: readonly FieldOption[], input: string) =>
  options.filter((data) =>
    reactSelectFilter({ label: data.label, value: data.value, data }, input),
  );
const option = (label: string, value = label.toLowerCase()): FieldOption => ({ label, value });

const corpus: FieldOption[] = [
  option("Apple"),
  option("Banana split", "banana"),
  option("Crème brûlée", "creme"),
  option("Øresund", "oresund"),
  option("Ærø", "aero"),
  option("Łódź", "lodz"),
  option("São Paulo", "sp"),
  option("Straße", "strasse"),
  option("  padded  ", "pad"),
  option("Ｆｕｌｌ ｗｉｄｔｈ", "fw"),
  option("Ⓒircled", "circled"),
  option("İstanbul", "ist"),
  option("Ĳsselmeer", "ij"),
  option("Sky blue", "blue"),
  option("e b", "eb"),
];
const inputs = [
  "a",
  "A",
  "an",
  "ban",
  "banana",
  "split banana",
  "e b",
  "le b",
  " apple ",
  "crème",
  "creme",
  "CRÈME BRÛ",
  "ore",
  "øre",
  "aer",
  "æ",
  "lodz",
  "łódź",
  "sao",
  "são",
  "strasse",
  "straße",
  "ß",
  "pad",
  "padded pad",
  "full",
  "ｆｕｌｌ",
  "circ",
  "ⓒ",
  "istan",
  "i̇st",
  "ij",
  "ĳ",
  "sky blue blue",
  "blue",
  "zzz",
  " ",
  "",
];

describe("createOptionIndex: filter", () => {
  it.each(inputs)("keeps exactly what react-select's default filter keeps for %j", (input) => {
    expect(createOptionIndex(corpus).filter(input)).toEqual(keptByReactSelect(corpus, input));
  });

  it("folds every accented letter as react-select does", () => {
    // For each character of the blocks with Latin letters (Latin-1 to letter-like symbols,
    // enclosed letters, Latin Extended-C/D, full-width forms) between two letters, our search
    // text and react-select's contain each other (react-select folds both sides), and ours
    // keeps no character that react-select would still fold to one or two ASCII letters.
    const letters = "abcdefghijklmnopqrstuvwxyz";
    const everyPair = [...letters].flatMap((a) => [...letters].map((b) => a + b)).join(" ");
    const foldsFurther = (character: string) =>
      reactSelectFilter({ label: everyPair, value: "", data: option(everyPair) }, character);
    const differences: string[] = [];
    const codes = [
      [0x80, 0x24ff],
      [0x2c60, 0x2c7f],
      [0xa720, 0xa7ff],
      [0xff00, 0xffef],
    ].flatMap(([from = 0, to = 0]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
    for (const code of codes) {
      const text = `a${String.fromCharCode(code)}b`;
      const ours = toSearchText(text);
      const same =
        reactSelectFilter({ label: text, value: "", data: option(text) }, ours) &&
        reactSelectFilter({ label: ours, value: "", data: option(ours) }, text) &&
        ![...ours].some(
          (character) => character > "\u007f" && character.trim() !== "" && foldsFurther(character),
        );
      if (!same) differences.push(code.toString(16));
    }
    expect(differences).toEqual([]);
  });

  it("gives the options themselves when nothing (or only spaces) is typed", () => {
    const index = createOptionIndex(corpus);
    expect(index.filter("")).toBe(corpus);
    expect(index.filter("   ")).toBe(corpus);
  });

  it("gives the same array for the same input, so react-select sees unchanged options", () => {
    const index = createOptionIndex(corpus);
    const first = index.filter("an");
    index.filter("ban");
    expect(index.filter(" AN ")).toBe(first);
  });

  it("stays right while typing on, backspacing and typing something else", () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      option(`Item ${i} ${i % 7 === 0 ? "seven" : "other"}`, `v${i}`),
    );
    const index = createOptionIndex(many);
    for (const input of [
      "s",
      "se",
      "sev",
      "seve",
      "sev",
      "se",
      "7",
      "17",
      "1",
      "item 1",
      "tem 1",
      "v19",
      "ev",
    ]) {
      expect(index.filter(input)).toEqual(keptByReactSelect(many, input));
    }
  });
});

describe("createOptionIndex: lookups", () => {
  it("finds the first option with a value", () => {
    const index = createOptionIndex([option("One", "x"), option("Two", "x"), option("Three", "y")]);
    expect(index.find("x")?.label).toBe("One");
    expect(index.find("y")?.label).toBe("Three");
    expect(index.find("z")).toBeUndefined();
  });

  it("knows labels and values, trimmed and case-insensitively", () => {
    const index = createOptionIndex([option("Sky blue", "blue")]);
    expect(index.hasLabelOrValue(" SKY BLUE ")).toBe(true);
    expect(index.hasLabelOrValue("Blue")).toBe(true);
    expect(index.hasLabelOrValue("sky")).toBe(false);
  });
});
