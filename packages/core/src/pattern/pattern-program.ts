import type { PatternNode } from "./pattern-node";

// What the linear-time engine runs: a Thompson NFA compiled from the parsed
// pattern, one instruction per character test, choice or assertion, as RE2
// compiles it (so its size stays within the bound `patternProgramSize`
// computes, which a test checks). What a character class matches is decided
// by the browser's own RegExp on that one character, so both read every
// class alike.

export const CHAR = 0;
export const SPLIT = 1;
export const NOP = 2;
export const ASSERT = 3;
export const MATCH = 4;

/** An assertion: what matches no character. */
export type Assertion = "^" | "$" | "\\b" | "\\B";
/** Whether a character (code point) is one an instruction reads. */
export type CharTest = (code: number) => boolean;

/** A compiled pattern: parallel arrays of instructions, and where it starts. */
export interface Program {
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

/**
 * The program of a parsed pattern: its instructions, ending in MATCH.
 *
 * @example
 * compileProgram(parsePattern("a|b")).op.length; // 4: two tests, a choice, the match
 */
export function compileProgram(node: PatternNode): Program {
  const compiler = new Compiler();
  const body = compiler.compile(node);
  const match = compiler.emit(MATCH);
  compiler.patch(body.holes, match);
  compiler.program.start = body.start;
  return compiler.program;
}
