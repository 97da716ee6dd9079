import {
  type Block,
  type ConditionKind,
  computeVariables,
  type ExpressionValue,
  type FieldBlock,
  fieldPoints,
  isFieldBlock,
  variableFields,
} from "@formwright/core";
import { isRecord, setOptional, textOf } from "../block-types/draft-values";
import { type ConditionTarget, conditionTargets } from "../conditions/condition-targets";
import type { DraftBlock, DraftSettings } from "../draft-types";
import type { PathSegment } from "../json-path";

/** One computed variable as the editor's inputs hold it (issue 32 §1). */
export interface VariableValues {
  name: string;
  expression: string;
  label: string;
}

/** One ending as the editor's inputs hold it (issue 32 §3); `when` is the conditions editor's. */
export interface EndingValues {
  id: string;
  title: string;
  text: string;
  redirectUrl: string;
  when?: unknown;
}

/** What the answers count for: variables, endings and the quiz switch. */
export interface OutcomeValues {
  variables: VariableValues[];
  endings: EndingValues[];
  /** `quiz.showCorrectAnswers`. */
  quizShowCorrect: boolean;
}

/**
 * The inputs' values for a draft's variables, endings and quiz.
 *
 * @example
 * toOutcomeValues({ quiz: { showCorrectAnswers: true } }).quizShowCorrect; // true
 */
export function toOutcomeValues(settings: DraftSettings): OutcomeValues {
  const variables = Array.isArray(settings.variables) ? settings.variables : [];
  const endings = Array.isArray(settings.endings) ? settings.endings : [];
  return {
    variables: variables.map((variable: unknown) => {
      const v = isRecord(variable) ? variable : {};
      return { name: textOf(v.name), expression: textOf(v.expression), label: textOf(v.label) };
    }),
    endings: endings.map((ending: unknown) => {
      const e = isRecord(ending) ? ending : {};
      return {
        id: textOf(e.id),
        title: textOf(e.title),
        text: textOf(e.text),
        redirectUrl: textOf(e.redirectUrl),
        ...(e.when === undefined ? {} : { when: e.when }),
      };
    }),
    quizShowCorrect: isRecord(settings.quiz) && settings.quiz.showCorrectAnswers === true,
  };
}

/**
 * Writes the variables, endings and quiz the inputs describe into `next`;
 * an empty list or an unset switch leaves its key out, an empty label, text
 * or redirect its own key.
 */
export function fromOutcomeValues(values: OutcomeValues, next: DraftSettings): void {
  const variables = (values.variables ?? []).map((v) => {
    const variable: Record<string, unknown> = { name: v.name, expression: v.expression };
    setOptional(variable, "label", v.label || undefined);
    return variable;
  });
  setOptional(next, "variables", variables.length > 0 ? variables : undefined);
  const endings = (values.endings ?? []).map((e) => {
    const ending: Record<string, unknown> = { id: e.id, title: e.title };
    setOptional(ending, "text", e.text || undefined);
    setOptional(ending, "when", e.when ?? undefined);
    setOptional(ending, "redirectUrl", e.redirectUrl || undefined);
    return ending;
  });
  setOptional(next, "endings", endings.length > 0 ? endings : undefined);
  const quiz = isRecord(next.quiz) ? { ...next.quiz } : {};
  if (values.quizShowCorrect) quiz.showCorrectAnswers = true;
  else delete quiz.showCorrectAnswers;
  setOptional(next, "quiz", Object.keys(quiz).length > 0 ? quiz : undefined);
}

const ENDING_INPUTS = new Set(["id", "title", "text", "redirectUrl"]);

/**
 * The input a problem in the variables, endings or quiz belongs to, or null
 * when the path is elsewhere (a problem inside an ending's conditions shows
 * at its title; the conditions editor shows it in place too).
 *
 * @example
 * outcomeSettingFor(["variables", 0, "expression"]); // "variables.0.expression"
 */
export function outcomeSettingFor(path: readonly PathSegment[]): string | null {
  const [head, index, key] = path;
  if (head === "quiz") return "quizShowCorrect";
  if ((head !== "variables" && head !== "endings") || typeof index !== "number") return null;
  if (head === "variables") {
    return `variables.${index}.${key === "name" || key === "label" ? key : "expression"}`;
  }
  return `endings.${index}.${typeof key === "string" && ENDING_INPUTS.has(key) ? key : "title"}`;
}

/** A sample answer by the kind of a field's answers (none for a date, a time, the rest). */
const SAMPLES: Partial<
  Record<ConditionKind, (target: ConditionTarget, correct: readonly string[]) => unknown>
> = {
  option: (target, correct) => correct[0] ?? target.options[0]?.value,
  options: (target, correct) =>
    correct.length > 0 ? correct : target.options.slice(0, 1).map((option) => option.value),
  number: () => 1,
  boolean: () => true,
  text: (target) => target.caption,
};

/**
 * A sample answer to each field the editor can tell the kind of: the correct
 * options where the field marks some, else its first option; 1 for a number;
 * yes for a checkbox; the field's label for a text. What the live values of
 * the variables are computed from.
 *
 * @example
 * sampleAnswers([{ name: "qty", kind: "number", caption: "Qty", options: [] }]).qty; // 1
 */
export function sampleAnswers(
  targets: readonly ConditionTarget[],
  blocks: readonly DraftBlock[],
): Record<string, unknown> {
  const correctByName = new Map<string, string[]>();
  for (const block of blocks) {
    if (typeof block.name !== "string" || !Array.isArray(block.options)) continue;
    correctByName.set(
      block.name,
      block.options.flatMap((o: unknown) =>
        isRecord(o) && o.correct === true && typeof o.value === "string" ? [o.value] : [],
      ),
    );
  }
  const answers: Record<string, unknown> = {};
  for (const target of targets) {
    const sample = SAMPLES[target.kind];
    if (!sample) continue;
    answers[target.name] = sample(target, correctByName.get(target.name) ?? []);
  }
  return answers;
}

/**
 * Each variable's value from the sample answers, as the form computes it;
 * null for one whose expression does not parse yet (the document check says why).
 *
 * @example
 * liveValues([{ name: "double", expression: "qty * 2", label: "" }], blocks, { qty: 1 }); // { double: 2 }
 */
export function liveValues(
  variables: readonly VariableValues[],
  blocks: readonly DraftBlock[],
  answers: Readonly<Record<string, unknown>>,
): Record<string, ExpressionValue> {
  const fields = new Map(
    blocks.flatMap((block) =>
      // Fields only: a payment block has a name, but no answer to compute from.
      typeof block.name === "string" && block.name !== "" && isFieldBlock(block as Block)
        ? [[block.name, block as unknown as FieldBlock] as const]
        : [],
    ),
  );
  const points = fieldPoints(fields, answers);
  const named = variables.filter((variable) => variable.name !== "");
  try {
    return computeVariables(named, {
      answer: (name) => answers[name],
      points: (name) => {
        try {
          return points(name);
        } catch {
          return 0; // a draft field the type cannot score yet
        }
      },
    });
  } catch {
    return Object.fromEntries(named.map((variable) => [variable.name, null]));
  }
}

/** The kind of answers a variable's value is, told by its value from the sample answers. */
function kindOfValue(value: ExpressionValue | undefined): ConditionKind {
  if (typeof value === "boolean") return "boolean";
  if (typeof value === "string") return "text";
  return "number";
}

/**
 * The variables a condition may read, as condition targets: every variable
 * of the draft whose fields are all among `earlier` (all of them for an
 * ending, which comes after every field), by label, of the kind its value
 * from the sample answers is.
 *
 * @example
 * variableTargets(settings.variables, blocksAbove); // [{ name: "score", caption: "Score", kind: "number", options: [] }]
 */
export function variableTargets(
  variables: unknown,
  earlier: readonly DraftBlock[],
): ConditionTarget[] {
  if (!Array.isArray(variables) || variables.length === 0) return [];
  const { variables: list } = toOutcomeValues({ variables });
  const above = new Set(
    earlier.flatMap((block) =>
      typeof block.name === "string" && isFieldBlock(block as Block) ? [block.name] : [],
    ),
  );
  const fieldsOf = variableFields(variables);
  const fieldTargets = conditionTargets(earlier);
  const values = liveValues(list, earlier, sampleAnswers(fieldTargets, earlier));
  return list.flatMap((variable) => {
    const fields = fieldsOf.get(variable.name);
    if (!variable.name || !fields || [...fields].some((field) => !above.has(field))) return [];
    return [
      {
        name: variable.name,
        caption: variable.label || variable.name,
        kind: kindOfValue(values[variable.name]),
        options: [],
      },
    ];
  });
}
