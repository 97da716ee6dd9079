import { messages, toControllerRules } from "@formwright/core";
import type { FieldValues, Validate } from "react-hook-form";
import { describe, expect, it } from "vitest";

/** Runs the rules the way react-hook-form does (first failing check wins). */
async function firstError(
  rules: ReturnType<typeof toControllerRules>,
  value: unknown,
): Promise<{ type: string; message: string } | undefined> {
  for (const [type, check] of Object.entries(rules.validate)) {
    const result = await (check as Validate<unknown, FieldValues>)(value, {});
    if (result !== true && result !== undefined) return { type, message: String(result) };
  }
  return undefined;
}

describe("toControllerRules: required", () => {
  const required = (kind: Parameters<typeof toControllerRules>[0]["kind"]) =>
    toControllerRules({ label: "Email", required: true, kind });

  it.each([
    ["empty text", "text", ""],
    ["whitespace-only text", "text", "   "],
    ["no number", "number", undefined],
    ["no choice (null)", "choice", null],
    ["no choice (empty string)", "choice", ""],
    ["no choices", "choices", []],
    ["an unticked checkbox", "boolean", false],
  ] as const)("reports %s as '{label} is required'", async (_, kind, value) => {
    expect(await firstError(required(kind), value)).toEqual({
      type: "required",
      message: messages.required("Email"),
    });
  });

  it.each([
    ["text", "text", "a@b.co"],
    ["the number 0", "number", 0],
    ["a choice", "choice", "x"],
    ["one choice", "choices", ["x"]],
    ["a ticked checkbox", "boolean", true],
  ] as const)("accepts %s", async (_, kind, value) => {
    expect(await firstError(required(kind), value)).toBeUndefined();
  });

  it("adds no required check when the field is optional", () => {
    expect(toControllerRules({ label: "Email", kind: "text" }).validate).toEqual({});
  });
});

describe("toControllerRules: rules given as plain values get the default messages", () => {
  it("minLength", async () => {
    const rules = toControllerRules({ label: "Name", rules: { minLength: 3 }, kind: "text" });
    expect(await firstError(rules, "Al")).toEqual({
      type: "minLength",
      message: "Name must be at least 3 characters",
    });
    expect(await firstError(rules, "Ali")).toBeUndefined();
  });

  it("minLength counts characters as a person does (code points)", async () => {
    const rules = toControllerRules({ label: "Name", rules: { minLength: 3 }, kind: "text" });
    expect(await firstError(rules, "😀😀")).toBeDefined();
    expect(await firstError(rules, "😀😀😀")).toBeUndefined();
  });

  it("maxLength", async () => {
    const rules = toControllerRules({ label: "Name", rules: { maxLength: 3 }, kind: "text" });
    expect(await firstError(rules, "Alice")).toEqual({
      type: "maxLength",
      message: messages.maxLength("Name", 3),
    });
  });

  it("min", async () => {
    const rules = toControllerRules({ label: "Guests", rules: { min: 1 }, kind: "number" });
    expect(await firstError(rules, 0)).toEqual({
      type: "min",
      message: "Guests must be at least 1",
    });
    expect(await firstError(rules, 1)).toBeUndefined();
  });

  it("max", async () => {
    const rules = toControllerRules({ label: "Guests", rules: { max: 12 }, kind: "number" });
    expect(await firstError(rules, 12.5)).toEqual({
      type: "max",
      message: messages.max("Guests", 12),
    });
  });

  it("pattern as a RegExp", async () => {
    const rules = toControllerRules({
      label: "Code",
      rules: { pattern: /^[A-Z]+$/ },
      kind: "text",
    });
    expect(await firstError(rules, "abc")).toEqual({
      type: "pattern",
      message: messages.pattern("Code"),
    });
    expect(await firstError(rules, "ABC")).toBeUndefined();
  });

  it("pattern as a source string must match the whole text", async () => {
    const rules = toControllerRules({
      label: "Code",
      rules: { pattern: "[0-9]{3}" },
      kind: "text",
    });
    expect(await firstError(rules, "1234")).toBeDefined();
    expect(await firstError(rules, "123")).toBeUndefined();
  });

  it("a global RegExp gives the same answer every time", async () => {
    const rules = toControllerRules({ label: "Code", rules: { pattern: /a/g }, kind: "text" });
    expect(await firstError(rules, "a")).toBeUndefined();
    expect(await firstError(rules, "a")).toBeUndefined();
  });

  it("minItems and maxItems", async () => {
    const rules = toControllerRules({
      label: "Topics",
      rules: { minItems: 2, maxItems: 3 },
      kind: "choices",
    });
    expect(await firstError(rules, ["a"])).toEqual({
      type: "minItems",
      message: messages.minItems("Topics", 2),
    });
    expect(await firstError(rules, ["a", "b", "c", "d"])).toEqual({
      type: "maxItems",
      message: messages.maxItems("Topics", 3),
    });
  });
});

describe("toControllerRules: rules given as { value, message } keep their message", () => {
  it.each([
    ["minLength", { minLength: { value: 3, message: "Too short" } }, "ab"],
    ["maxLength", { maxLength: { value: 1, message: "Too long" } }, "ab"],
    ["pattern", { pattern: { value: /^\d+$/, message: "Digits only" } }, "ab"],
  ] as const)("%s", async (type, given, value) => {
    const rules = toControllerRules({ label: "Code", rules: given, kind: "text" });
    const error = await firstError(rules, value);
    expect(error?.type).toBe(type);
    expect(error?.message).toBe(Object.values(given)[0]?.message);
  });

  it.each([
    ["min", { min: { value: 5, message: "At least five" } }, 4],
    ["max", { max: { value: 5, message: "At most five" } }, 6],
  ] as const)("%s", async (type, given, value) => {
    const rules = toControllerRules({ label: "Count", rules: given, kind: "number" });
    expect(await firstError(rules, value)).toEqual({
      type,
      message: Object.values(given)[0]?.message,
    });
  });
});

describe("toControllerRules: merging", () => {
  const rules = toControllerRules({
    label: "Name",
    required: true,
    rules: { minLength: 3, maxLength: { value: 5, message: "Five at most" } },
    kind: "text",
  });

  it("checks required first", async () => {
    expect((await firstError(rules, ""))?.message).toBe("Name is required");
  });

  it("then the other rules", async () => {
    expect((await firstError(rules, "Al"))?.message).toBe("Name must be at least 3 characters");
    expect((await firstError(rules, "Alexandra"))?.message).toBe("Five at most");
    expect(await firstError(rules, "Alice")).toBeUndefined();
  });

  it("lets an optional empty field through every rule but validate", async () => {
    const optional = toControllerRules({
      label: "Name",
      rules: { minLength: 3, pattern: /x/, validate: (v) => v !== "" || "Say something" },
      kind: "text",
    });
    expect(await firstError(optional, "")).toEqual({ type: "validate", message: "Say something" });
  });

  it("runs a validate function after the built-in rules", async () => {
    const withValidate = toControllerRules({
      label: "Name",
      required: true,
      rules: { validate: (v) => v !== "Bob" || "Not Bob" },
      kind: "text",
    });
    expect(Object.keys(withValidate.validate)).toEqual(["required", "validate"]);
    expect(await firstError(withValidate, "Bob")).toEqual({ type: "validate", message: "Not Bob" });
  });

  it("keeps the names of a record of validate functions as error types", async () => {
    const named = toControllerRules({
      label: "Name",
      rules: { validate: { noDigits: (v) => !/\d/.test(String(v)) || "No digits" } },
      kind: "text",
    });
    expect(await firstError(named, "a1")).toEqual({ type: "noDigits", message: "No digits" });
  });

  it("turns a validate function's bare false into a readable message", async () => {
    const bare = toControllerRules({
      label: "Name",
      rules: { validate: () => false },
      kind: "text",
    });
    expect(await firstError(bare, "x")).toEqual({
      type: "validate",
      message: messages.pattern("Name"),
    });
  });

  it("supports async validate functions", async () => {
    const slow = toControllerRules({
      label: "Name",
      rules: { validate: async () => false },
      kind: "text",
    });
    expect((await firstError(slow, "x"))?.message).toBe(messages.pattern("Name"));
  });
});

describe("toControllerRules: checks of the kind", () => {
  it("reports text stored by a number input as '{label} must be a number'", async () => {
    const rules = toControllerRules({ label: "Price", rules: { min: 0 }, kind: "number" });
    expect(await firstError(rules, "abc")).toEqual({
      type: "notANumber",
      message: "Price must be a number",
    });
  });

  it("checks email addresses", async () => {
    const rules = toControllerRules({ label: "Email", kind: "email" });
    expect(await firstError(rules, "a@b")).toEqual({
      type: "email",
      message: messages.email("Email"),
    });
    expect(await firstError(rules, "a@b.co")).toBeUndefined();
    expect(await firstError(rules, "")).toBeUndefined();
  });

  it("checks URLs", async () => {
    const rules = toControllerRules({ label: "Website", kind: "url" });
    expect(await firstError(rules, "example.com")).toEqual({
      type: "url",
      message: messages.url("Website"),
    });
    expect(await firstError(rules, "https://example.com")).toBeUndefined();
  });
});
