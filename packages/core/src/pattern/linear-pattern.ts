import { PATTERN_MAX_PROGRAM_SIZE } from "../constants";
import { countCodePoints } from "../validation/count-code-points";
import { checkPattern } from "./check-pattern";
import type { PatternTest } from "./compile-native-pattern";
import { spendPatternSteps } from "./pattern-budget";
import {
  ASSERT,
  type Assertion,
  CHAR,
  type CharTest,
  compileProgram,
  MATCH,
  NOP,
  type Program,
  SPLIT,
} from "./pattern-program";

// The compiled program (pattern-program.ts) run in lockstep, a Pike VM
// without captures: each step visits each instruction at most once, so a
// match takes at most instructions × (characters + 1) steps whatever the
// pattern and the text.

function isWordUnit(unit: number): boolean {
  return (
    (unit >= 0x30 && unit <= 0x39) ||
    (unit >= 0x41 && unit <= 0x5a) ||
    (unit >= 0x61 && unit <= 0x7a) ||
    unit === 0x5f
  );
}

function holds(assertion: Assertion, text: string, at: number): boolean {
  switch (assertion) {
    case "^":
      return at === 0;
    case "$":
      return at === text.length;
    default: {
      // JavaScript's \b (u flag, no i flag) reads ASCII word characters only.
      const before = at > 0 && isWordUnit(text.charCodeAt(at - 1));
      const after = at < text.length && isWordUnit(text.charCodeAt(at));
      return (before !== after) === (assertion === "\\b");
    }
  }
}

/** Whether the whole text matches the program. */
function run(program: Program, text: string): boolean {
  const { op, out, out1, arg, tests, assertions } = program;
  const size = op.length;
  const mark = new Uint32Array(size);
  const stack = new Int32Array(size);
  let generation = 0;
  let current = new Int32Array(size);
  let next = new Int32Array(size);
  let currentLength = 0;
  let nextLength = 0;

  // Adds `pc` and what it reaches without reading a character, at position `at`.
  const follow = (pc: number, at: number) => {
    let top = 0;
    if (mark[pc] !== generation) {
      mark[pc] = generation;
      stack[top++] = pc;
    }
    while (top > 0) {
      const here = stack[--top] as number;
      const code = op[here];
      let first = -1;
      let second = -1;
      if (code === SPLIT) {
        first = out[here] as number;
        second = out1[here] as number;
      } else if (code === NOP) {
        first = out[here] as number;
      } else if (code === ASSERT) {
        if (holds(assertions[arg[here] as number] as Assertion, text, at))
          first = out[here] as number;
      } else {
        next[nextLength++] = here;
      }
      if (second !== -1 && mark[second] !== generation) {
        mark[second] = generation;
        stack[top++] = second;
      }
      if (first !== -1 && mark[first] !== generation) {
        mark[first] = generation;
        stack[top++] = first;
      }
    }
  };

  generation++;
  follow(program.start, 0);
  [current, next] = [next, current];
  currentLength = nextLength;
  for (let at = 0; at < text.length; ) {
    if (currentLength === 0) return false;
    const code = text.codePointAt(at) as number;
    const width = code > 0xffff ? 2 : 1;
    generation++;
    nextLength = 0;
    for (let i = 0; i < currentLength; i++) {
      const pc = current[i] as number;
      if (op[pc] === CHAR && (tests[arg[pc] as number] as CharTest)(code)) {
        follow(out[pc] as number, at + width);
      }
    }
    [current, next] = [next, current];
    currentLength = nextLength;
    at += width;
  }
  for (let i = 0; i < currentLength; i++) if (op[current[i] as number] === MATCH) return true;
  return false;
}

const NEVER: PatternTest = () => false;

/**
 * The engine of `pattern` rules where RE2 is not loaded (the browser): the
 * whole text against the pattern, in time linear in the text whatever the
 * pattern (at most its instructions × (characters + 1) steps, charged to
 * the pattern budget before it runs, see `spendPatternSteps`). A pattern the
 * form document refuses, or one over {@link PATTERN_MAX_PROGRAM_SIZE}
 * instructions, matches nothing; text longer than the pattern's longest
 * match is not read.
 *
 * @example
 * compileLinearPattern("(a|a)*c")(`${"a".repeat(10_000)}b`); // false, in about a millisecond
 */
export function compileLinearPattern(source: string): PatternTest {
  const check = checkPattern(source);
  if (!check.ok || check.programSize > PATTERN_MAX_PROGRAM_SIZE) return NEVER;
  const program = compileProgram(check.node);
  const programSize = program.op.length;
  const { longestMatch } = check;
  return (text) => {
    const length = countCodePoints(text, longestMatch);
    if (length > longestMatch) return false;
    spendPatternSteps({ programSize, length });
    return run(program, text);
  };
}
