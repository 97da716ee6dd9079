import { PATTERN_MAX_PROGRAM_SIZE } from "../constants";
import { countCodePoints } from "../validation/count-code-points";
import { checkPattern } from "./check-pattern";
import type { PatternTest } from "./compile-native-pattern";
import { spendPatternSteps } from "./pattern-budget";
import type { PatternNode } from "./pattern-node";

// A Thompson NFA run in lockstep (a Pike VM without captures): each step
// visits each instruction at most once, so a match takes at most
// instructions × (characters + 1) steps whatever the pattern and the text.
// What a character class matches is decided by the browser's own RegExp on
// that one character, so both read every class alike.

const CHAR = 0;
const SPLIT = 1;
const NOP = 2;
const ASSERT = 3;
const MATCH = 4;

type Assertion = "^" | "$" | "\\b" | "\\B";
type CharTest = (code: number) => boolean;

interface Program {
  op: number[];
  out: number[];
  out1: number[];
  /** CHAR: the index of its test; ASSERT: the index of its assertion. */
  arg: number[];
  tests: CharTest[];
  assertions: Assertion[];
  start: number;
}

/** A compiled piece: its first instruction, and the exits still to point somewhere (pc × 2 + branch). */
interface Fragment {
  start: number;
  holes: number[];
}

const isLineBreak = (code: number) =>
  code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029;

function classTest(source: string): CharTest {
  const regexp = new RegExp(`^(?:${source})$`, "u");
  const ascii = new Int8Array(128); // 0 unknown, 1 no, 2 yes
  const other = new Map<number, boolean>();
  return (code) => {
    if (code < 128) {
      if (ascii[code] === 0) ascii[code] = regexp.test(String.fromCharCode(code)) ? 2 : 1;
      return ascii[code] === 2;
    }
    let known = other.get(code);
    if (known === undefined) {
      known = regexp.test(String.fromCodePoint(code));
      other.set(code, known);
    }
    return known;
  };
}

function charTest(node: Extract<PatternNode, { kind: "char" }>): CharTest {
  const { code } = node;
  if (code !== null) return (c) => c === code;
  if (node.source === ".") return (c) => !isLineBreak(c);
  return classTest(node.source);
}

class Compiler {
  readonly program: Program = {
    op: [],
    out: [],
    out1: [],
    arg: [],
    tests: [],
    assertions: [],
    start: 0,
  };
  private readonly testOf = new Map<PatternNode, number>();

  emit(op: number, arg = 0): number {
    const { program } = this;
    program.op.push(op);
    program.out.push(-1);
    program.out1.push(-1);
    program.arg.push(arg);
    return program.op.length - 1;
  }

  patch(holes: number[], target: number): void {
    for (const hole of holes) {
      const pc = hole >> 1;
      if (hole & 1) this.program.out1[pc] = target;
      else this.program.out[pc] = target;
    }
  }

  single(op: number, arg = 0): Fragment {
    const pc = this.emit(op, arg);
    return { start: pc, holes: [pc * 2] };
  }

  sequence(fragments: Fragment[]): Fragment {
    if (fragments.length === 0) return this.single(NOP);
    for (let i = 1; i < fragments.length; i++) {
      this.patch((fragments[i - 1] as Fragment).holes, (fragments[i] as Fragment).start);
    }
    return { start: (fragments[0] as Fragment).start, holes: (fragments.at(-1) as Fragment).holes };
  }

  compile(node: PatternNode): Fragment {
    switch (node.kind) {
      case "char": {
        let test = this.testOf.get(node);
        if (test === undefined) {
          test = this.program.tests.push(charTest(node)) - 1;
          this.testOf.set(node, test);
        }
        return this.single(CHAR, test);
      }
      case "assert":
        return this.single(ASSERT, this.program.assertions.push(node.assertion) - 1);
      case "concat":
        return this.sequence(node.items.map((item) => this.compile(item)));
      case "group":
        return this.compile(node.node);
      case "alt": {
        const branches = node.branches.map((branch) => this.compile(branch));
        let fragment = branches.at(-1) as Fragment;
        for (let i = branches.length - 2; i >= 0; i--) {
          const branch = branches[i] as Fragment;
          const split = this.emit(SPLIT);
          this.program.out[split] = branch.start;
          this.program.out1[split] = fragment.start;
          fragment = { start: split, holes: [...branch.holes, ...fragment.holes] };
        }
        return fragment;
      }
      case "repeat":
        return this.repeat(node);
    }
  }

  private repeat({ node, min, max }: Extract<PatternNode, { kind: "repeat" }>): Fragment {
    if (max === 0) return this.single(NOP);
    const parts: Fragment[] = [];
    const open = max === Number.POSITIVE_INFINITY;
    // x{3,} is x x x+: the last required copy loops.
    const plain = open && min > 0 ? min - 1 : min;
    for (let i = 0; i < plain; i++) parts.push(this.compile(node));
    if (open) {
      const body = this.compile(node);
      const split = this.emit(SPLIT);
      this.program.out[split] = body.start;
      this.patch(body.holes, split);
      // x+ enters the body; x* the choice.
      parts.push({ start: min > 0 ? body.start : split, holes: [split * 2 + 1] });
    } else if (max > min) {
      // x{0,3} is (x(x(x)?)?)?: every choice may leave for the end.
      const exits: number[] = [];
      let entry = -1;
      let previous: number[] = [];
      for (let i = min; i < max; i++) {
        const split = this.emit(SPLIT);
        const body = this.compile(node);
        this.program.out[split] = body.start;
        exits.push(split * 2 + 1);
        if (entry === -1) entry = split;
        else this.patch(previous, split);
        previous = body.holes;
      }
      parts.push({ start: entry, holes: [...exits, ...previous] });
    }
    return this.sequence(parts);
  }
}

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

/** The program of a parsed pattern: its instructions, ending in MATCH. */
export function compileProgram(node: PatternNode): Program {
  const compiler = new Compiler();
  const body = compiler.compile(node);
  const match = compiler.emit(MATCH);
  compiler.patch(body.holes, match);
  compiler.program.start = body.start;
  return compiler.program;
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
