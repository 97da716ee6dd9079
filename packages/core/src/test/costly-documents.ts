// Generators of form documents and answers built to make validation slow
// (issue 27, points 1 and 2), and the CPU measure the tests judge them by.
// Shared by core's tests and the server's (which run the same documents on RE2).
import fc from "fast-check";

/** The most CPU one submission's server-side validation may take (issue 27). */
export const SUBMIT_CPU_BUDGET_MS = 50;

/**
 * CPU time (user + system, this process) spent by `run`, in milliseconds:
 * what a submission takes from every other request on a one-threaded server.
 * The least of `runs` runs, so that a garbage collection or a neighbour on a
 * loaded machine does not decide: the cost these tests guard against
 * (quadratic, exponential) is there in every run.
 */
export function cpuMsOf(run: () => unknown, runs = 3): number {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return least;
}

/**
 * Answer lengths from 4 up to `cap`, each at most a quarter (or 4 characters)
 * longer than the one before: a test that stops at the first slow length
 * overshoots a polynomial or exponential engine by a bounded factor only, so
 * it fails in about a second instead of hanging.
 */
export function ladder(cap: number): number[] {
  const lengths: number[] = [];
  for (let n = 4; n < cap; n = Math.max(n + 4, Math.floor(n * 1.25))) lengths.push(n);
  lengths.push(cap);
  return lengths;
}

/** Text shapes that keep a pattern matching for long, then fail at the end: `length` characters (UTF-16 units). */
export const TEXT_SHAPES: Readonly<Record<string, (length: number) => string>> = {
  "a then !": (n) => shaped("a", "!", n),
  "ab then c": (n) => shaped("ab", "c", n),
  "a, then b": (n) => shaped("a", "b", n),
  "words then !": (n) => shaped("aa ", "!", n),
  "digits then x": (n) => shaped("1", "x", n),
};

function shaped(unit: string, last: string, length: number): string {
  if (length <= 0) return "";
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length - 1) + last;
}

/** Patterns known to be costly for one engine or another, all accepted before issue 27. */
export const COSTLY_PATTERNS: readonly string[] = [
  // The issue's: 495 characters, RE2 needs about 110,000 steps per character.
  ".{0,1000}".repeat(55),
  ".{0,100}".repeat(5),
  "[a-z]{0,1000}[a-z ]{0,1000}[a-z]{0,1000}",
  // Exponential for a backtracking engine (the browser's RegExp), linear for RE2.
  "(a|a)*c",
  "(?:a|aa)*c",
  "(a|ab|b)*c",
  "(?:\\w|a)*!",
  // Polynomial for a backtracking engine.
  "[a-z]*[a-z]*[a-z]*[a-z]*!",
  "\\w*\\s?\\w*\\s?\\w*",
  ".*.*.*.*.*=",
  "(?:.{0,30}a){30}",
];

const atom = fc.constantFrom(
  "a",
  "b",
  "c",
  "1",
  " ",
  ".",
  "[a-z]",
  "[ab]",
  "[^x]",
  "\\d",
  "\\w",
  "\\s",
  "\\p{L}",
  "[\\s\\S]",
);
const quantifier = fc.constantFrom(
  "*",
  "+",
  "?",
  "*?",
  "{2}",
  "{0,10}",
  "{1,100}",
  "{0,1000}",
  "{1000}",
  "{3,}",
  "{20,30}",
);

/** Random patterns of atoms, groups, alternations and quantifiers (some refused, which is fine). */
export const generatedPattern: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    atom,
    fc
      .tuple(
        fc.oneof(
          atom,
          tie("node").map((n) => `(?:${n})`),
        ),
        quantifier,
      )
      .map(([a, q]) => a + q),
    fc.array(tie("node"), { minLength: 2, maxLength: 4 }).map((parts) => parts.join("")),
    fc.array(tie("node"), { minLength: 2, maxLength: 3 }).map((parts) => `(?:${parts.join("|")})`),
  ),
})).node;

/** A pattern for a property: a known costly one, a random one, or a random one written several times. */
export const costlyPattern: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...COSTLY_PATTERNS),
  generatedPattern,
  fc.tuple(generatedPattern, fc.integer({ min: 2, max: 60 })).map(([p, times]) => p.repeat(times)),
);

/** One text or textarea field with a pattern (and sometimes a maxLength), as a form document holds it. */
export interface PatternField {
  type: "text" | "textarea";
  name: string;
  label: string;
  rules: { pattern: string; maxLength?: number };
}

/** Fields with costly patterns: one to six of them. */
export const patternFields: fc.Arbitrary<PatternField[]> = fc
  .array(
    fc.record({
      type: fc.constantFrom("text" as const, "textarea" as const),
      pattern: costlyPattern,
      maxLength: fc.option(fc.constantFrom(5, 40, 200), { nil: undefined }),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((fields) =>
    fields.map(({ type, pattern, maxLength }, index) => ({
      type,
      name: `f${index}`,
      label: `Field ${index}`,
      rules: maxLength === undefined ? { pattern } : { pattern, maxLength },
    })),
  );

/** A form document holding these blocks. */
export function costlyDocument(blocks: unknown[]): unknown {
  return { slug: "costly", title: "Costly", blocks };
}

/** Operators a condition on a text answer takes. */
const textOperator = fc.constantFrom(
  "contains",
  "notContains",
  "equals",
  "notEquals",
  "isAnswered",
  "isNotAnswered",
);

/** A text condition's value: short, or as long as a value can usefully be. */
const conditionValue = fc.oneof(
  fc.constantFrom("a", "aab", "zz", "a b"),
  fc.integer({ min: 1, max: 400 }).map((n) => `${"a".repeat(n)}b`),
);

/**
 * A document whose first field (text or textarea, `source`) is read by the
 * conditions of many later blocks (1 to 2,500, questions or paragraphs), and
 * an answer to `source` of up to 900,000 characters.
 */
export const conditionCase: fc.Arbitrary<{ document: unknown; answers: Record<string, unknown> }> =
  fc
    .record({
      sourceType: fc.constantFrom("text", "textarea"),
      count: fc.oneof(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 120, max: 2500 })),
      group: fc.constantFrom("all", "any"),
      op: textOperator,
      value: conditionValue,
      answerLength: fc.constantFrom(0, 10, 1000, 10_000, 300_000, 900_000),
      shape: fc.constantFrom(...Object.keys(TEXT_SHAPES)),
    })
    .map(({ sourceType, count, group, op, value, answerLength, shape }) => {
      const condition =
        op === "isAnswered" || op === "isNotAnswered"
          ? { field: "source", op }
          : { field: "source", op, value };
      const blocks: unknown[] = [{ type: sourceType, name: "source", label: "Source" }];
      for (let index = 0; index < count; index++) {
        blocks.push(
          index % 2 === 0
            ? {
                type: "text",
                name: `q${index}`,
                label: `Q${index}`,
                visibleWhen: { [group]: [condition] },
              }
            : { type: "paragraph", text: `P${index}`, visibleWhen: { [group]: [condition] } },
        );
      }
      const makeText = TEXT_SHAPES[shape] ?? ((n: number) => "a".repeat(n));
      const summary = `${count} blocks, each ${group}: ${JSON.stringify(condition)} on a ${sourceType}; ${shape}, ${answerLength} characters`;
      return {
        document: costlyDocument(blocks),
        answers: { source: makeText(answerLength) },
        // What fast-check prints for a counterexample, instead of the whole document.
        [fc.toStringMethod]: () => summary,
      };
    });
