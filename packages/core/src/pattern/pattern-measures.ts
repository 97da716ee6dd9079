import { PATTERN_MAX_REPEAT } from "../constants";
import type { PatternNode } from "./pattern-node";

/**
 * The pattern in RE2's syntax, meaning what the browser's RegExp means by it:
 * `.` and `\s` keep their JavaScript meaning, literals are `\x{…}` escapes
 * and every group is non-capturing.
 *
 * @example
 * toRe2Source(parsePattern("[0-9]{5}")); // "[\\x{30}-\\x{39}]{5}"
 */
export function toRe2Source(node: PatternNode): string {
  switch (node.kind) {
    case "char":
      return node.re2;
    case "assert":
      return node.assertion;
    case "concat":
      return node.items.map(toRe2Source).join("");
    case "alt":
      return node.branches.map(toRe2Source).join("|");
    case "group":
      return `(?:${toRe2Source(node.node)})`;
    case "repeat":
      return toRe2Source(node.node) + node.quantifier;
  }
}

/** RE2's own size estimate of a parsed regexp (`Parser.calcSize` in re2js, `re2/parse.cc`). */
function estimate(node: PatternNode): number {
  let size: number;
  switch (node.kind) {
    case "char":
    case "assert":
      size = 1;
      break;
    case "concat":
      size = node.items.reduce((sum, item) => sum + estimate(item), 0);
      break;
    case "alt":
      size = node.branches.reduce((sum, branch) => sum + estimate(branch), 0);
      size += node.branches.length - 1;
      break;
    case "group":
      size = estimate(node.node);
      break;
    case "repeat": {
      const sub = estimate(node.node);
      const { min, max } = node;
      if (max === Number.POSITIVE_INFINITY) size = min === 0 ? 2 + sub : 1 + min * sub;
      else size = max * sub + (max - min);
      break;
    }
  }
  return Math.max(1, size);
}

/**
 * An upper bound of the number of instructions RE2 compiles the pattern to:
 * its size estimate plus the two instructions every program has (fail and
 * match). RE2's matchers do at most this many steps per character of an
 * answer (each instruction is visited once per position), so
 * `programSize × (answer length + 1)` bounds the work of one match.
 * A test holds it to re2js's own count on random patterns.
 *
 * @example
 * patternProgramSize(parsePattern(".{0,1000}")); // 2002
 */
export function patternProgramSize(node: PatternNode): number {
  return estimate(node) + 2;
}

/**
 * The most characters (code points) a match can span, Infinity when
 * unbounded: a longer answer cannot match, and is not run.
 *
 * @example
 * longestMatch(parsePattern("[0-9]{5}")); // 5
 */
export function longestMatch(node: PatternNode): number {
  switch (node.kind) {
    case "char":
      return 1;
    case "assert":
      return 0;
    case "concat":
      return node.items.reduce((sum, item) => sum + longestMatch(item), 0);
    case "alt":
      return Math.max(...node.branches.map(longestMatch));
    case "group":
      return longestMatch(node.node);
    case "repeat": {
      const each = longestMatch(node.node);
      return each === 0 ? 0 : node.max * each;
    }
  }
}

function children(node: PatternNode): PatternNode[] {
  switch (node.kind) {
    case "concat":
      return node.items;
    case "alt":
      return node.branches;
    case "group":
    case "repeat":
      return [node.node];
    default:
      return [];
  }
}

/** Whether the node holds a quantifier whose count can vary (`*`, `+`, `?`, `{1,3}`). */
function varies(node: PatternNode): boolean {
  if (node.kind === "repeat" && node.min !== node.max) return true;
  return children(node).some(varies);
}

/**
 * The smallest repeat allowance RE2's parser needs for this node: it refuses
 * a `{n}` count nested in another when their counts multiply past 1000
 * (`repeatIsValid`: each `{…}` divides what its content may repeat by its
 * own count, the larger bound, or the lower one when open).
 */
function repeatNeed(node: PatternNode): number {
  const inner = Math.max(0, ...children(node).map(repeatNeed));
  if (node.kind !== "repeat" || !node.quantifier.startsWith("{")) return inner;
  const count = node.max === Number.POSITIVE_INFINITY ? node.min : node.max;
  return count === 0 ? 0 : Math.max(count, inner * count);
}

/** The first `{…}` (from the outside in) whose nested counts multiply past 1000, with the count inside it. */
function overNestedCount(node: PatternNode): { outer: string; inner: string } | null {
  if (node.kind === "repeat" && node.quantifier.startsWith("{")) {
    const isChecked = node.min >= 2 || (node.max !== Number.POSITIVE_INFINITY && node.max >= 2);
    if (isChecked && repeatNeed(node) > PATTERN_MAX_REPEAT) {
      const inner = firstCount(node.node);
      if (inner) return { outer: node.quantifier.replace(/\?$/, ""), inner };
    }
  }
  for (const child of children(node)) {
    const found = overNestedCount(child);
    if (found) return found;
  }
  return null;
}

function firstCount(node: PatternNode): string | null {
  if (node.kind === "repeat" && node.quantifier.startsWith("{"))
    return node.quantifier.replace(/\?$/, "");
  for (const child of children(node)) {
    const found = firstCount(child);
    if (found) return found;
  }
  return null;
}

/**
 * Why RE2 or a backtracking engine cannot run the pattern within bounds, or
 * null: a repeated group holding a part that can repeat or be left out
 * (`(a+)+`, `(a|b?)*`), or counts nested past RE2's 1000 (`(?:a{2}){501}`).
 *
 * @example
 * structureProblem(parsePattern("(a+)+")); // "may take exponential time (nested quantifier: …)"
 */
export function structureProblem(node: PatternNode): string | null {
  const nested = findNestedQuantifier(node);
  if (nested) {
    return "may take exponential time (nested quantifier: a repeated group holds a part that can repeat or be left out)";
  }
  const counts = overNestedCount(node);
  if (counts) {
    return `nests counts that multiply to more than ${PATTERN_MAX_REPEAT} (${counts.outer} around ${counts.inner}), which RE2 cannot run`;
  }
  return null;
}

function findNestedQuantifier(node: PatternNode): boolean {
  if (node.kind === "repeat" && node.max > 1 && varies(node.node)) return true;
  return children(node).some(findNestedQuantifier);
}
