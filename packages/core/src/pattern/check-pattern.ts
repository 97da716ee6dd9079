import { PATTERN_MAX_LENGTH } from "../constants";
import { PatternRefusal, parsePattern } from "./parse-pattern";
import {
  longestMatch,
  patternProgramSize,
  structureProblem,
  toRe2Source,
} from "./pattern-measures";
import type { PatternNode } from "./pattern-node";

/**
 * Outcome of {@link checkPattern}: the pattern parsed, rewritten in RE2
 * syntax with the same meaning, with what bounds the work of running it
 * (`programSize`: RE2 instructions, the steps per character of an answer;
 * `longestMatch`: the most characters a match spans, Infinity if
 * unbounded); or why the pattern is refused.
 */
export type PatternCheck =
  | { ok: true; re2Source: string; node: PatternNode; programSize: number; longestMatch: number }
  | { ok: false; reason: string };

/**
 * Checks an author's `pattern` rule (a JavaScript regular expression that
 * must compile with the `u` flag) for the subset Formwright runs: no
 * backreferences or lookaround (RE2, the linear-time engine the server uses,
 * has neither), no inline flags, no count above 1000 nor counts nested past
 * 1000 in all (which RE2 refuses), at most 500 characters, and no repeated
 * group that holds a part which can itself repeat or be left out (`(a+)+`,
 * `(a|b?)*`). An accepted pattern comes back rewritten for RE2 so both
 * engines agree on every text (`.` and `\s` keep their JavaScript meaning,
 * literals become `\x{…}` escapes), with its program size: what it costs
 * per character is the form document's to judge (see `checkPatternCosts`),
 * since it depends on the field's longest answer.
 *
 * @example
 * checkPattern("[0-9]{5}"); // { ok: true, re2Source: "[\\x{30}-\\x{39}]{5}", programSize: 7, longestMatch: 5, … }
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
  let node: PatternNode;
  try {
    node = parsePattern(source);
  } catch (error) {
    if (error instanceof PatternRefusal) return { ok: false, reason: error.message };
    throw error;
  }
  const problem = structureProblem(node);
  if (problem !== null) return { ok: false, reason: problem };
  return {
    ok: true,
    re2Source: toRe2Source(node),
    node,
    programSize: patternProgramSize(node),
    longestMatch: longestMatch(node),
  };
}
