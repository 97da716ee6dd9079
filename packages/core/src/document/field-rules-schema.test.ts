import { describe, expect, test } from "vitest";
import { issuesOf, messageAt, options, paths, text, withBlocks } from "../test/document-issues";

describe("parseFormDocument: rules", () => {
  test.each([
    ["text", "min", "minLength, maxLength, pattern, email, url, phone"],
    ["textarea", "minItems", "minLength, maxLength, pattern, email, url"],
    ["number", "maxLength", "min, max"],
    ["checkboxGroup", "pattern", "minItems, maxItems"],
  ])("refuses a rule on a %s field that does not apply to it (%s)", (type, rule, allowed) => {
    const block = { type, name: "f", label: "F", options, rules: { [rule]: 1 } };
    if (type !== "checkboxGroup") delete (block as Partial<typeof block>).options;
    expect(issuesOf(withBlocks([block]))).toEqual([
      {
        path: `blocks[0].rules.${rule}`,
        message: `Rule "${rule}" does not apply to ${type} fields; allowed rules: ${allowed}`,
      },
    ]);
  });

  test("refuses any rule on radio groups and checkboxes", () => {
    const input = withBlocks([
      { type: "radio", name: "r", label: "R", options, rules: { minItems: 1 } },
      { type: "checkbox", name: "c", label: "C", rules: { required: true } },
    ]);
    expect(issuesOf(input)).toEqual([
      {
        path: "blocks[0].rules.minItems",
        message: 'Rule "minItems" does not apply to radio fields; it takes no rules',
      },
      {
        path: "blocks[1].rules.required",
        message: 'Rule "required" does not apply to checkbox fields; it takes no rules',
      },
    ]);
  });

  test("refuses minItems and maxItems on a select that is not multi", () => {
    const input = withBlocks([
      { type: "select", name: "s", label: "S", options, rules: { minItems: 1, maxItems: 2 } },
    ]);
    expect(issuesOf(input)).toEqual([
      {
        path: "blocks[0].rules.minItems",
        message: 'Rule "minItems" applies only to a select with "multi": true',
      },
      {
        path: "blocks[0].rules.maxItems",
        message: 'Rule "maxItems" applies only to a select with "multi": true',
      },
    ]);
  });

  test("refuses a pattern that does not compile, with the engine's reason", () => {
    const input = withBlocks([
      { ...text, rules: { pattern: "[a-z" } },
      { ...text, name: "b", rules: { pattern: { value: "(", message: "Bad" } } },
    ]);
    const issues = issuesOf(input);
    expect(issues.map((issue) => issue.path)).toEqual([
      "blocks[0].rules.pattern",
      "blocks[1].rules.pattern.value",
    ]);
    expect(issues[0]?.message).toMatch(/^is not a valid regular expression \(.+\)$/);
  });

  test("refuses a pattern that may take exponential time, naming the block and the reason", () => {
    const input = withBlocks([
      { ...text, rules: { pattern: "[a-z]+" } },
      { ...text, name: "email", label: "Email", rules: { pattern: "(a+)+" } },
    ]);
    expect(issuesOf(input)).toEqual([
      {
        path: "blocks[1].rules.pattern",
        message:
          "is refused: the pattern may take exponential time (nested quantifier: a repeated group holds a part that can repeat or be left out)",
      },
    ]);
  });

  test.each([
    ["(a)\\1", "backreferences"],
    ["a(?=b)b", "lookahead"],
    ["a{2000}", "a count above 1000"],
  ])("refuses the pattern %s, which the linear-time engine cannot run (%s)", (pattern, reason) => {
    expect(
      messageAt(withBlocks([{ ...text, rules: { pattern } }]), "blocks[0].rules.pattern"),
    ).toContain(reason);
  });

  test("refuses a pattern longer than PATTERN_MAX_LENGTH before compiling it", () => {
    const pattern = "a".repeat(501);
    expect(
      messageAt(withBlocks([{ ...text, rules: { pattern } }]), "blocks[0].rules.pattern"),
    ).toBe("must be at most 500 characters");
  });

  test.each([
    [{ minLength: -1 }, "blocks[0].rules.minLength"],
    [{ maxLength: 2.5 }, "blocks[0].rules.maxLength"],
    [{ email: "yes" }, "blocks[0].rules.email"],
    [{ pattern: 5 }, "blocks[0].rules.pattern"],
  ])("refuses the rule value %j", (rules, path) => {
    expect(paths(withBlocks([{ ...text, rules }]))).toEqual([path]);
  });

  test("explains both accepted forms when a rule has neither", () => {
    expect(
      messageAt(withBlocks([{ ...text, rules: { maxLength: "80" } }]), "blocks[0].rules.maxLength"),
    ).toBe(
      'must be a whole number of characters, or { "value": a whole number of characters, "message": text } for a custom message',
    );
  });

  test("refuses a custom message that is blank", () => {
    expect(
      paths(withBlocks([{ ...text, rules: { maxLength: { value: 3, message: "" } } }])),
    ).toEqual(["blocks[0].rules.maxLength.message"]);
  });

  test.each([
    [
      "text",
      { minLength: 5, maxLength: 2 },
      "maxLength",
      "maxLength must not be less than minLength",
    ],
    [
      "number",
      { min: 10, max: { value: 1, message: "x" } },
      "max",
      "max must not be less than min",
    ],
    [
      "checkboxGroup",
      { minItems: 2, maxItems: 1 },
      "maxItems",
      "maxItems must not be less than minItems",
    ],
  ])("refuses reversed bounds on a %s field", (type, rules, rule, message) => {
    const block =
      type === "checkboxGroup"
        ? { type, name: "f", label: "F", options, rules }
        : { type, name: "f", label: "F", rules };
    expect(issuesOf(withBlocks([block]))).toEqual([{ path: `blocks[0].rules.${rule}`, message }]);
  });

  test("refuses email and url together", () => {
    expect(paths(withBlocks([{ ...text, rules: { email: true, url: true } }]))).toEqual([
      "blocks[0].rules.url",
    ]);
  });
});
