/**
 * An author's pattern, parsed (see `parsePattern`): what RE2, the cost bound
 * and the browser's linear-time engine all read.
 *
 * - `char`: one character: a literal (`code`) or a class (`source`, as the
 *   author wrote it: `[a-z]`, `\d`, `\p{L}`, `.`), and `re2`, its RE2 spelling;
 * - `assert`: `^`, `$`, `\b` or `\B`, which match no character;
 * - `concat`, `alt` (`a|b`), `group` (`(…)`, `(?:…)`, `(?<name>…)`, all
 *   non-capturing for a whole-value test);
 * - `repeat`: `*`, `+`, `?` or `{min,max}` (`max` Infinity when open), with
 *   `quantifier` as written (`{2,5}?`).
 */
export type PatternNode =
  | { kind: "char"; code: number | null; source: string; re2: string }
  | { kind: "assert"; assertion: "^" | "$" | "\\b" | "\\B" }
  | { kind: "concat"; items: PatternNode[] }
  | { kind: "alt"; branches: PatternNode[] }
  | { kind: "group"; node: PatternNode }
  | { kind: "repeat"; node: PatternNode; min: number; max: number; quantifier: string };
