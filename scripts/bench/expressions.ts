/**
 * Issue 32 (Done when): no expression over 1 ms on a 1 MB answer. Each
 * expression is a form's only variable, computed as the server and the page
 * compute it (`documentVariables`: the fields' visibility, then the variable)
 * from answers as large as a 1 MB request lets them be: a 1,000,000-character
 * text, a creatable multi-select's megabyte of created choices (its ten options
 * scored), a checkbox group's 2,000 scored options all chosen (as many as a
 * document under the 1 MB request limit holds with room to spare), and the
 * longest expression the document check takes.
 * Timed in this process, after a warm-up, over many evaluations.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import {
  documentVariables,
  EXPRESSION_MAX_LENGTH,
  type FormDocument,
  loadAllFieldTypes,
} from "@formwright/core";
import { median } from "./lib/stats";

/** One expression's timings on the 1 MB answers. */
export interface ExpressionFigures {
  expression: string;
  /** What it gave (its type and, for a number, its value), to show it read the answer. */
  value: string;
  medianMs: number;
  slowestMs: number;
}

/** The section's results. */
export interface ExpressionsResult {
  answerBytes: number;
  evaluations: number;
  rows: ExpressionFigures[];
  /** The machine's 1-minute load average at the start and the end. */
  load?: [number, number];
}

const OPTION_COUNT = 2_000;

/** A form with a long text, a creatable multi-select, a checkbox group of 2,000 options, and a number. */
function documentWith(expression: string): FormDocument {
  return {
    title: "Expressions on a 1 MB answer",
    blocks: [
      { type: "textarea", name: "essay", label: "Essay" },
      {
        type: "checkboxGroup",
        name: "picks",
        label: "Picks",
        options: Array.from({ length: OPTION_COUNT }, (_, i) => ({
          label: `Option ${i}`,
          value: `option-${i}`,
          points: i % 7,
        })),
      },
      {
        type: "select",
        name: "tags",
        label: "Tags",
        multi: true,
        creatable: true,
        options: Array.from({ length: 10 }, (_, i) => ({
          label: `Tag ${i}`,
          value: `tag-${i}`,
          points: i + 1,
        })),
      },
      { type: "number", name: "qty", label: "Quantity" },
    ],
    variables: [{ name: "result", expression, label: "Result" }],
  } as unknown as FormDocument;
}

/** The longest sum the check takes: `qty + qty + …` up to the length limit. */
function longestExpression(): string {
  const terms = Math.floor((EXPRESSION_MAX_LENGTH + 3) / "qty + ".length);
  return Array.from({ length: terms }, () => "qty").join(" + ");
}

const EXPRESSIONS = [
  "length(essay)",
  "answered(essay)",
  "essay = essay",
  "if(length(essay) > 10, 'long', 'short')",
  "essay + 'x'",
  "count(picks)",
  "points(picks)",
  "count(tags)",
  "points(tags)",
  "length(tags)",
  "sum(points(picks), points(tags), length(essay)) * 2",
  "round(points(picks) / max(count(picks), 1), 2)",
  longestExpression(),
];

/** Runs each expression `evaluations` times on the 1 MB answers. */
export async function benchExpressions(options: {
  evaluations: number;
}): Promise<ExpressionsResult> {
  await loadAllFieldTypes();
  const loadBefore = os.loadavg()[0] ?? 0;
  const essay = "x".repeat(1_000_000);
  const picks = Array.from({ length: OPTION_COUNT }, (_, i) => `option-${i}`);
  // About 1 MB of created choices, the ten scored ones among them.
  const tags: string[] = Array.from({ length: 10 }, (_, i) => `tag-${i}`);
  for (let size = 0; size < 1_000_000; size += 15) tags.push(`created-${tags.length}`);
  // As the server has them: parsed from a request's JSON.
  const answers = JSON.parse(JSON.stringify({ essay, picks, tags, qty: 3 }));
  const answerBytes = JSON.stringify(answers).length;
  const rows: ExpressionFigures[] = [];
  for (const expression of EXPRESSIONS) {
    const document = documentWith(expression);
    let value: unknown;
    for (let i = 0; i < 20; i++) value = documentVariables(document, answers).result;
    const times: number[] = [];
    for (let i = 0; i < options.evaluations; i++) {
      const start = performance.now();
      value = documentVariables(document, answers).result;
      times.push(performance.now() - start);
    }
    rows.push({
      expression:
        expression.length > 60
          ? `${expression.slice(0, 24)}… (${expression.length} characters)`
          : expression,
      value:
        typeof value === "number" || typeof value === "boolean"
          ? `${typeof value} ${value}`
          : `${typeof value} of ${String(value).length} characters`,
      medianMs: median(times),
      slowestMs: Math.max(...times),
    });
  }
  return {
    answerBytes,
    evaluations: options.evaluations,
    rows,
    load: [loadBefore, os.loadavg()[0] ?? 0],
  };
}
