import { loadAllFieldTypes, parseFormDocument } from "@formwright/core";
import { beforeAll, describe, expect, it } from "vitest";
import { conditionTargets } from "../conditions/condition-targets";
import type { DraftBlock } from "../draft-types";
import {
  fromOutcomeValues,
  liveValues,
  outcomeSettingFor,
  sampleAnswers,
  toOutcomeValues,
  variableTargets,
} from "./outcome-values";

beforeAll(async () => {
  await loadAllFieldTypes();
});

const blocks: DraftBlock[] = [
  {
    type: "radio",
    name: "colour",
    label: "Colour",
    options: [
      { label: "Red", value: "red", points: 1 },
      { label: "Blue", value: "blue", points: 5, correct: true },
    ],
  },
  {
    type: "checkboxGroup",
    name: "extras",
    label: "Extras",
    options: [
      { label: "Cheese", value: "cheese", points: 2 },
      { label: "Ham", value: "ham", points: 3 },
    ],
  },
  { type: "number", name: "qty", label: "Quantity" },
  { type: "text", name: "nick", label: "Nickname" },
  { type: "checkbox", name: "agree", label: "I agree" },
];

describe("the editor's variables, endings and quiz", () => {
  it("reads a document's and writes back the same document", () => {
    const settings = {
      title: "Quiz",
      variables: [
        { name: "score", expression: "points(colour) + points(extras)", label: "Score" },
        { name: "double", expression: "score * 2" },
      ],
      endings: [
        {
          id: "high",
          title: "Well done",
          text: "You scored {{score}}",
          when: { all: [{ field: "score", op: "greaterThan", value: 4 }] },
          redirectUrl: "https://example.com/?s={{score}}",
        },
        { id: "low", title: "Try again" },
      ],
      quiz: { showCorrectAnswers: true },
    };
    const values = toOutcomeValues(settings);
    expect(values.quizShowCorrect).toBe(true);
    expect(values.variables[1]).toEqual({ name: "double", expression: "score * 2", label: "" });
    const next: Record<string, unknown> = { title: "Quiz" };
    fromOutcomeValues(values, next);
    expect(next).toEqual(settings);
    // And the document check takes it.
    const parsed = parseFormDocument({ ...next, slug: "quiz", blocks });
    expect(parsed.success ? [] : parsed.issues).toEqual([]);
  });

  it("leaves out what is empty: no variables, no endings, the quiz switch off", () => {
    const next: Record<string, unknown> = { quiz: { showCorrectAnswers: true } };
    fromOutcomeValues({ variables: [], endings: [], quizShowCorrect: false }, next);
    expect(next).toEqual({});
  });

  it("answers each field with a sample (the correct or first option, 1, yes, the label)", () => {
    const answers = sampleAnswers(conditionTargets(blocks), blocks);
    expect(answers).toEqual({
      colour: "blue",
      extras: ["cheese"],
      qty: 1,
      nick: "Nickname",
      agree: true,
    });
  });

  it("computes each variable's live value from them, in order, and null for one that does not parse", () => {
    const answers = sampleAnswers(conditionTargets(blocks), blocks);
    const values = liveValues(
      [
        { name: "score", expression: "points(colour) + points(extras) + qty", label: "" },
        { name: "double", expression: "score * 2", label: "" },
        { name: "broken", expression: "score +", label: "" },
        { name: "", expression: "1", label: "" },
      ],
      blocks,
      answers,
    );
    expect(values).toEqual({ score: 8, double: 16, broken: null });
  });

  it("finds the input of a problem in the variables, endings and quiz", () => {
    expect(outcomeSettingFor(["variables", 0, "expression"])).toBe("variables.0.expression");
    expect(outcomeSettingFor(["variables", 2, "name"])).toBe("variables.2.name");
    expect(outcomeSettingFor(["endings", 1, "redirectUrl"])).toBe("endings.1.redirectUrl");
    expect(outcomeSettingFor(["endings", 1, "when", "all", 0, "field"])).toBe("endings.1.title");
    expect(outcomeSettingFor(["quiz", "showCorrectAnswers"])).toBe("quizShowCorrect");
    expect(outcomeSettingFor(["title"])).toBeNull();
  });

  it("offers a block's conditions the variables computed from fields above it only, of their value's kind", () => {
    const variables = [
      { name: "score", expression: "points(colour) + qty", label: "Score" },
      { name: "late", expression: "if(agree, 'yes', 'no')" },
      { name: "double", expression: "score * 2" },
      { name: "fixed", expression: "7" },
    ];
    // Above the number field: only what reads the colour alone, or nothing.
    expect(variableTargets(variables, blocks.slice(0, 2)).map((t) => t.name)).toEqual(["fixed"]);
    const all = variableTargets(variables, blocks);
    expect(all.map((t) => [t.name, t.caption, t.kind])).toEqual([
      ["score", "Score", "number"],
      ["late", "late", "text"],
      ["double", "double", "number"],
      ["fixed", "fixed", "number"],
    ]);
    expect(variableTargets(undefined, blocks)).toEqual([]);
  });
});
