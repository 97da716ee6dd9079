import { PATTERN_MAX_REPEAT } from "../constants";
import { RE2_JS_DOT, RE2_JS_NON_WHITESPACE, RE2_JS_WHITESPACE } from "./js-whitespace";
import type { PatternNode } from "./pattern-node";

/** Why a pattern is outside the subset Formwright runs (its message completes "the pattern …"). */
export class PatternRefusal extends Error {}

const SYNTAX_CHARACTERS = new Set("^$\\.*+?()[]{}|/-");
const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  t: "\\t",
  n: "\\n",
  v: "\\x{b}",
  f: "\\f",
  r: "\\r",
  d: "\\d",
  D: "\\D",
  w: "\\w",
  W: "\\W",
};
/** The literal each one-letter escape stands for, where it is one character. */
const ESCAPED_CODES: Readonly<Record<string, number>> = { t: 9, n: 10, v: 11, f: 12, r: 13 };
const SCRIPT_PREFIXES = ["Script=", "sc="];
const CATEGORY_PREFIXES = ["General_Category=", "gc="];
/** General categories by their short names: what both engines know alike. */
const GENERAL_CATEGORIES = new Set(
  "L Lu Ll Lt Lm Lo LC M Mn Mc Me N Nd Nl No P Pc Pd Ps Pe Pi Pf Po S Sm Sc Sk So Z Zs Zl Zp C Cc Cf Co Cs Cn Any".split(
    " ",
  ),
);

function hex(code: number): string {
  return `\\x{${code.toString(16)}}`;
}

/** One open group while scanning: its finished branches and the terms of the current one. */
interface Frame {
  branches: PatternNode[];
  items: PatternNode[];
}

function close(frame: Frame): PatternNode {
  const concat = (items: PatternNode[]): PatternNode =>
    items.length === 1 ? (items[0] as PatternNode) : { kind: "concat", items };
  const branches = [...frame.branches, concat(frame.items)];
  return branches.length === 1 ? (branches[0] as PatternNode) : { kind: "alt", branches };
}

/**
 * Scans a JavaScript (`u` flag) regular-expression source once, left to
 * right, into a {@link PatternNode} tree, refusing what RE2 cannot run or
 * what the two engines read differently. It assumes the source already
 * compiles as `new RegExp(source, "u")`, which leaves no loose `{`, `}`, `]`,
 * no quantified assertion and no unknown escape to guess about.
 */
class PatternScanner {
  private index = 0;
  private readonly frames: Frame[] = [{ branches: [], items: [] }];

  constructor(private readonly source: string) {}

  run(): PatternNode {
    while (this.index < this.source.length) this.term();
    return close(this.frame());
  }

  private frame(): Frame {
    return this.frames[this.frames.length - 1] as Frame;
  }

  private peek(offset = 0): string {
    return this.source[this.index + offset] ?? "";
  }

  private term(): void {
    const char = this.peek();
    const frame = this.frame();
    if (char === "(") {
      this.openGroup();
    } else if (char === ")") {
      this.index++;
      const node = close(this.frames.pop() as Frame);
      this.frame().items.push({ kind: "group", node });
    } else if (char === "|") {
      this.index++;
      frame.branches.push(close({ branches: [], items: frame.items }));
      frame.items = [];
    } else if (char === "*" || char === "+" || char === "?" || char === "{") {
      frame.items.push(this.quantifier(frame.items.pop() as PatternNode));
    } else if (char === "^" || char === "$") {
      this.index++;
      frame.items.push({ kind: "assert", assertion: char });
    } else {
      frame.items.push(this.atom(char));
    }
  }

  private atom(char: string): PatternNode {
    const start = this.index;
    if (char === ".") {
      this.index++;
      return { kind: "char", code: null, source: ".", re2: RE2_JS_DOT };
    }
    if (char === "[") {
      const re2 = this.characterClass();
      return { kind: "char", code: null, source: this.source.slice(start, this.index), re2 };
    }
    if (char === "\\") {
      const next = this.peek(1);
      if (next === "b" || next === "B") {
        this.index += 2;
        return { kind: "assert", assertion: next === "b" ? "\\b" : "\\B" };
      }
      const { re2, code } = this.escape({ inClass: false });
      return { kind: "char", code, source: this.source.slice(start, this.index), re2 };
    }
    const code = this.source.codePointAt(this.index) ?? 0;
    this.index += code > 0xffff ? 2 : 1;
    return { kind: "char", code, source: this.source.slice(start, this.index), re2: hex(code) };
  }

  private openGroup(): void {
    const rest = this.source.slice(this.index, this.index + 4);
    if (rest.startsWith("(?=") || rest.startsWith("(?!")) {
      throw new PatternRefusal("lookahead (?= or (?! is not supported");
    }
    if (rest.startsWith("(?<=") || rest.startsWith("(?<!")) {
      throw new PatternRefusal("lookbehind (?<= or (?<! is not supported");
    }
    if (rest.startsWith("(?:")) {
      this.index += 3;
    } else if (rest.startsWith("(?<")) {
      // A named group: captures play no part in a whole-value test, so it is a plain group.
      this.index = this.source.indexOf(">", this.index) + 1;
    } else if (rest.startsWith("(?")) {
      throw new PatternRefusal("inline flags such as (?i: are not supported");
    } else {
      this.index += 1;
    }
    this.frames.push({ branches: [], items: [] });
  }

  private readCount(): number {
    const start = this.index;
    while (/[0-9]/.test(this.peek())) this.index++;
    const count = Number(this.source.slice(start, this.index));
    if (count > PATTERN_MAX_REPEAT) {
      throw new PatternRefusal(`a count above ${PATTERN_MAX_REPEAT} ({${count}}) is not supported`);
    }
    return count;
  }

  private quantifier(node: PatternNode): PatternNode {
    const char = this.peek();
    const start = this.index;
    let min: number;
    let max: number;
    if (char === "{") {
      this.index++;
      min = this.readCount();
      max = min;
      if (this.peek() === ",") {
        this.index++;
        max = this.peek() === "}" ? Number.POSITIVE_INFINITY : this.readCount();
      }
      this.index++; // "}"
    } else {
      min = char === "+" ? 1 : 0;
      max = char === "?" ? 1 : Number.POSITIVE_INFINITY;
      this.index++;
    }
    if (this.peek() === "?") this.index++; // lazy: the same set of matches
    return { kind: "repeat", node, min, max, quantifier: this.source.slice(start, this.index) };
  }

  /** Reads `[…]` and returns its RE2 spelling. */
  private characterClass(): string {
    this.index++; // "["
    let negated = false;
    if (this.peek() === "^") {
      negated = true;
      this.index++;
    }
    let body = "";
    while (this.peek() !== "]") {
      const char = this.peek();
      if (char === "\\") {
        body += this.escape({ inClass: true }).re2;
      } else if (char === "-") {
        body += "-";
        this.index++;
      } else {
        const code = this.source.codePointAt(this.index) ?? 0;
        this.index += code > 0xffff ? 2 : 1;
        body += hex(code);
      }
    }
    this.index++; // "]"
    // JavaScript's [] matches nothing and [^] anything; RE2 has neither spelling.
    if (body === "") return negated ? "[\\x{0}-\\x{10ffff}]" : "[^\\x{0}-\\x{10ffff}]";
    return `[${negated ? "^" : ""}${body}]`;
  }

  /** Reads one escape: its RE2 spelling, and the character it stands for when it is one. */
  private escape({ inClass }: { inClass: boolean }): { re2: string; code: number | null } {
    this.index++; // "\"
    const char = this.peek();
    this.index++;
    const simple = SIMPLE_ESCAPES[char];
    if (simple !== undefined) return { re2: simple, code: ESCAPED_CODES[char] ?? null };
    if (char === "s")
      return { re2: inClass ? RE2_JS_WHITESPACE : `[${RE2_JS_WHITESPACE}]`, code: null };
    if (char === "S") {
      return { re2: inClass ? RE2_JS_NON_WHITESPACE : `[${RE2_JS_NON_WHITESPACE}]`, code: null };
    }
    // In a class \b is a backspace (outside one, an assertion: see atom).
    if (char === "b") return { re2: hex(8), code: 8 };
    if (char === "0") return { re2: hex(0), code: 0 };
    if (/[1-9]/.test(char) || char === "k") {
      throw new PatternRefusal("backreferences (\\1, \\k<name>) are not supported");
    }
    if (char === "c") {
      const code = this.peek().charCodeAt(0) % 32;
      this.index++;
      return { re2: hex(code), code };
    }
    if (char === "x") {
      const code = Number.parseInt(this.source.slice(this.index, this.index + 2), 16);
      this.index += 2;
      return { re2: hex(code), code };
    }
    if (char === "u") {
      const code = this.unicodeEscape();
      return { re2: hex(code), code };
    }
    if (char === "p" || char === "P") return { re2: this.property(char), code: null };
    if (SYNTAX_CHARACTERS.has(char)) return { re2: `\\${char}`, code: char.charCodeAt(0) };
    throw new PatternRefusal(`the escape \\${char} is not supported`);
  }

  private unicodeEscape(): number {
    if (this.peek() === "{") {
      const end = this.source.indexOf("}", this.index);
      const code = Number.parseInt(this.source.slice(this.index + 1, end), 16);
      this.index = end + 1;
      return code;
    }
    const code = Number.parseInt(this.source.slice(this.index, this.index + 4), 16);
    this.index += 4;
    // With the u flag, \uD83D\uDE00 is one code point, not two halves.
    if (code >= 0xd800 && code <= 0xdbff && this.source.startsWith("\\u", this.index)) {
      const low = Number.parseInt(this.source.slice(this.index + 2, this.index + 6), 16);
      if (low >= 0xdc00 && low <= 0xdfff) {
        this.index += 6;
        return 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
      }
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      throw new PatternRefusal("a lone surrogate (\\uD800 to \\uDFFF) is not supported");
    }
    return code;
  }

  private property(char: "p" | "P"): string {
    const end = this.source.indexOf("}", this.index);
    const given = this.source.slice(this.index + 1, end);
    this.index = end + 1;
    const script = SCRIPT_PREFIXES.find((prefix) => given.startsWith(prefix));
    if (script !== undefined) {
      const name = given.slice(script.length);
      if (/^[A-Za-z_]+$/.test(name)) return `\\${char}{${name}}`;
    }
    const category = CATEGORY_PREFIXES.find((prefix) => given.startsWith(prefix));
    const name = category === undefined ? given : given.slice(category.length);
    if (GENERAL_CATEGORIES.has(name)) return `\\${char}{${name}}`;
    throw new PatternRefusal(
      `the Unicode property \\${char}{${given}} is not supported (use a general category such as \\p{L}, or \\p{Script=Greek})`,
    );
  }
}

/**
 * Parses a pattern source that compiles as `new RegExp(source, "u")` into a
 * {@link PatternNode} tree; throws a {@link PatternRefusal} for what RE2
 * cannot run (backreferences, lookaround, inline flags, counts over 1000)
 * or reads otherwise (Unicode properties other than general categories and
 * scripts, lone surrogates).
 *
 * @example
 * parsePattern("a+"); // { kind: "repeat", node: { kind: "char", code: 97, … }, min: 1, max: Infinity, … }
 */
export function parsePattern(source: string): PatternNode {
  return new PatternScanner(source).run();
}
