import { describe, expect, it } from "vitest";
import { compileNumberField } from "../field-types/number/compile";
import { compileTextField } from "../field-types/text/compile";
import { compileNativePattern } from "../pattern/compile-native-pattern";
import { compileMultiChoiceField } from "./compile-multi-choice-field";
import { compileRuleChecks } from "./compile-rule-checks";
import { toControllerRules } from "./to-controller-rules";

/** The first message of a widget's react-hook-form rules, as react-hook-form runs them. */
async function widgetError(
  rules: ReturnType<typeof toControllerRules>,
  value: unknown,
): Promise<string | undefined> {
  for (const check of Object.values(rules.validate)) {
    const result = await check(value, {});
    if (result !== true && result !== undefined) return String(result);
  }
  return undefined;
}

describe("one rule engine for the server and the widgets", () => {
  it.each([
    ["minLength", { minLength: 3 }, "Al"],
    ["maxLength", { maxLength: { value: 2, message: "Two at most" } }, "Ali"],
    ["pattern", { pattern: "[0-9]+" }, "abc"],
  ] as const)("text %s: the same message both ways", async (_, rules, value) => {
    const server = compileTextField({ type: "text", name: "code", label: "Code", rules });
    const widget = toControllerRules({ label: "Code", rules, kind: "text" });
    const expected = server(value);
    expect("error" in expected).toBe(true);
    expect(await widgetError(widget, value)).toBe((expected as { error: string }).error);
  });

  it("an email widget checks addresses exactly as the server's email rule", async () => {
    const server = compileTextField({
      type: "text",
      name: "email",
      label: "Email",
      inputType: "email",
    });
    const widget = toControllerRules({ label: "Email", kind: "email" });
    for (const value of ["a@b", " a@b.co", "a@b.co"]) {
      const result = server(value);
      expect(await widgetError(widget, value)).toBe("error" in result ? result.error : undefined);
    }
  });

  it("number min and max: the same message both ways", async () => {
    const rules = { min: 1, max: { value: 9, message: "Nine at most" } };
    const server = compileNumberField({ type: "number", name: "n", label: "Guests", rules });
    const widget = toControllerRules({ label: "Guests", rules, kind: "number" });
    for (const value of [0, 10, 5]) {
      const result = server(value);
      expect(await widgetError(widget, value)).toBe("error" in result ? result.error : undefined);
    }
  });

  it("choice counts: the same message both ways", async () => {
    const rules = { minItems: 2 };
    const options = [
      { label: "A", value: "a" },
      { label: "B", value: "b" },
    ];
    const server = compileMultiChoiceField({ label: "Days", options, rules });
    const widget = toControllerRules({ label: "Days", rules, kind: "choices" });
    const result = server(["a"]);
    expect(await widgetError(widget, ["a"])).toBe("error" in result ? result.error : undefined);
  });

  it("lets values of another shape through: callers judge types first", () => {
    const checks = compileRuleChecks({
      label: "X",
      rules: { minLength: 3, min: 1, minItems: 1 },
      compilePattern: compileNativePattern,
    });
    for (const { check } of checks) expect(check(null)).toBeUndefined();
  });
});
