import { PATTERN_MAX_LENGTH, PATTERN_MAX_REPEAT } from "../constants";
import { RE2_JS_DOT, RE2_JS_NON_WHITESPACE, RE2_JS_WHITESPACE } from "./js-whitespace";

/**
 * Outcome of {@link checkPattern}: the pattern rewritten in RE2 syntax with
 * the same meaning, or why the pattern is refused.
 */
export type PatternCheck = { ok: true; re2Source: string } | { ok: false; reason: string };

class Refusal extends Error {}

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
const SCRIPT_PREFIXES = ["Script=", "sc="];
const CATEGORY_PREFIXES = ["General_Category=", "gc="];
/** General categories by their short names: what both engines know alike. */
const GENERAL_CATEGORIES = new Set(
  "L Lu Ll Lt Lm Lo LC M Mn Mc Me N Nd Nl No P Pc Pd Ps Pe Pi Pf Po S Sm Sc Sk So Z Zs Zl Zp C Cc Cf Co Cs Cn Any".split(
    " ",
  ),
);

/** One open group while scanning: does its content hold a quantifier that can vary? */
interface Frame {
  hasVariableQuantifier: boolean;
}

function hex(code: number): string {
  return `\\x{${code.toString(16)}}`;
}

/**
 * Scans a JavaScript (`u` flag) regular-expression source once, left to right,
 * writing its RE2 equivalent and refusing what either engine cannot run in
 * linear time or what the two engines read differently. It assumes the source
 * already compiles as `new RegExp(source, "u")`, which leaves no loose `{`,
 * `}`, `]` or unknown escape to guess about.
 */
class PatternScanner {
  private index = 0;
  private out = "";
  private readonly frames: Frame[] = [{ hasVariableQuantifier: false }];
  /** Whether the atom just written was a group whose content may vary in length. */
  private lastAtomVaries = false;

  constructor(private readonly source: string) {}

  run(): string {
    while (this.index < this.source.length) this.term();
    return this.out;
  }

  private peek(offset = 0): string {
    return this.source[this.index + offset] ?? "";
  }

  private term(): void {
    const char = this.peek();
    if (char === "(") {
      this.openGroup();
    } else if (char === ")") {
      this.closeGroup();
    } else if (char === "*" || char === "+" || char === "?" || char === "{") {
      this.quantifier();
    } else {
      this.lastAtomVaries = false;
      this.atom(char);
    }
  }

  private atom(char: string): void {
    if (char === "|" || char === "^" || char === "$") {
      this.out += char;
      this.index++;
    } else if (char === ".") {
      this.out += RE2_JS_DOT;
      this.index++;
    } else if (char === "[") {
      this.characterClass();
    } else if (char === "\\") {
      this.out += this.escape({ inClass: false });
    } else {
      this.literal();
    }
  }

  private literal(): void {
    const code = this.source.codePointAt(this.index) ?? 0;
    this.index += code > 0xffff ? 2 : 1;
    this.out += hex(code);
  }

  private openGroup(): void {
    const rest = this.source.slice(this.index, this.index + 4);
    if (rest.startsWith("(?=") || rest.startsWith("(?!")) {
      throw new Refusal("lookahead (?= or (?! is not supported");
    }
    if (rest.startsWith("(?<=") || rest.startsWith("(?<!")) {
      throw new Refusal("lookbehind (?<= or (?<! is not supported");
    }
    if (rest.startsWith("(?:")) {
      this.index += 3;
    } else if (rest.startsWith("(?<")) {
      // A named group: captures play no part in a whole-value test, so it is a plain group.
      const end = this.source.indexOf(">", this.index);
      this.index = end + 1;
    } else if (rest.startsWith("(?")) {
      throw new Refusal("inline flags such as (?i: are not supported");
    } else {
      this.index += 1;
    }
    this.out += "(?:";
    this.frames.push({ hasVariableQuantifier: false });
  }

  private closeGroup(): void {
    const frame = this.frames.pop();
    this.index++;
    this.out += ")";
    const parent = this.frames[this.frames.length - 1];
    if (frame && parent && frame.hasVariableQuantifier) parent.hasVariableQuantifier = true;
    this.lastAtomVaries = frame?.hasVariableQuantifier ?? false;
  }

  private readCount(): number {
    const start = this.index;
    while (/[0-9]/.test(this.peek())) this.index++;
    const count = Number(this.source.slice(start, this.index));
    if (count > PATTERN_MAX_REPEAT) {
      throw new Refusal(`a count above ${PATTERN_MAX_REPEAT} ({${count}}) is not supported`);
    }
    return count;
  }

  private quantifier(): void {
    const char = this.peek();
    let min: number;
    let max: number;
    const start = this.index;
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
    this.out += this.source.slice(start, this.index);
    if (max > 1 && this.lastAtomVaries) {
      throw new Refusal(
        "may take exponential time (nested quantifier: a repeated group holds a part that can repeat or be left out)",
      );
    }
    const frame = this.frames[this.frames.length - 1];
    if (frame && min !== max) frame.hasVariableQuantifier = true;
    this.lastAtomVaries = false;
  }

  private characterClass(): void {
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
        body += this.escape({ inClass: true });
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
    if (body === "") {
      // JavaScript's [] matches nothing and [^] anything; RE2 has neither spelling.
      this.out += negated ? "[\\x{0}-\\x{10ffff}]" : "[^\\x{0}-\\x{10ffff}]";
      return;
    }
    this.out += `[${negated ? "^" : ""}${body}]`;
  }

  private escape({ inClass }: { inClass: boolean }): string {
    this.index++; // "\"
    const char = this.peek();
    this.index++;
    const simple = SIMPLE_ESCAPES[char];
    if (simple !== undefined) return simple;
    if (char === "s") return inClass ? RE2_JS_WHITESPACE : `[${RE2_JS_WHITESPACE}]`;
    if (char === "S") return inClass ? RE2_JS_NON_WHITESPACE : `[${RE2_JS_NON_WHITESPACE}]`;
    if (char === "b" || char === "B") {
      // In a class \b is a backspace; outside it is a word boundary, ASCII on both engines.
      return inClass && char === "b" ? hex(8) : `\\${char}`;
    }
    if (char === "0") return hex(0);
    if (/[1-9]/.test(char) || char === "k") {
      throw new Refusal("backreferences (\\1, \\k<name>) are not supported");
    }
    if (char === "c") {
      const letter = this.peek();
      this.index++;
      return hex(letter.charCodeAt(0) % 32);
    }
    if (char === "x") {
      const code = Number.parseInt(this.source.slice(this.index, this.index + 2), 16);
      this.index += 2;
      return hex(code);
    }
    if (char === "u") return hex(this.unicodeEscape());
    if (char === "p" || char === "P") return this.property(char);
    if (SYNTAX_CHARACTERS.has(char)) return `\\${char}`;
    throw new Refusal(`the escape \\${char} is not supported`);
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
      throw new Refusal("a lone surrogate (\\uD800 to \\uDFFF) is not supported");
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
    throw new Refusal(
      `the Unicode property \\${char}{${given}} is not supported (use a general category such as \\p{L}, or \\p{Script=Greek})`,
    );
  }
}

/**
 * Checks an author's `pattern` rule (a JavaScript regular expression that
 * must compile with the `u` flag) for the subset Formwright runs: no
 * backreferences or lookaround (RE2, the linear-time engine the server uses,
 * has neither), no inline flags, no count above 1000, at most 500 characters,
 * and no repeated group that holds a part which can itself repeat or be left
 * out (`(a+)+`, `(a|b?)*`), which a backtracking engine such as the browser's
 * can take exponential time on. An accepted pattern comes back rewritten for
 * RE2 so both engines agree on every text: `.` and `\s` keep their
 * JavaScript meaning, literals become `\x{…}` escapes.
 *
 * @example
 * checkPattern("[0-9]{5}"); // { ok: true, re2Source: "[\\x{30}-\\x{39}]{5}" }
 * checkPattern("(a+)+"); // { ok: false, reason: "may take exponential time (nested quantifier: …)" }
 */
export function checkPattern(source: string): PatternCheck {
  if (source.length > PATTERN_MAX_LENGTH) {
    return { ok: false, reason: `is longer than ${PATTERN_MAX_LENGTH} characters` };
  }
  try {
    new RegExp(source, "u");
  } catch {
    return { ok: false, reason: "is not a valid regular expression" };
  }
  try {
    return { ok: true, re2Source: new PatternScanner(source).run() };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message };
    throw error;
  }
}
