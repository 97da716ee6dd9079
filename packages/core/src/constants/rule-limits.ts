/** Bounds on the work an author's rules may cost: patterns and conditions (`visibleWhen`). */

/**
 * Longest author-written `pattern` rule, in characters. Patterns are checked
 * (and refused when unsafe) when a document is parsed; a bound keeps that
 * check, and the compiled pattern, small.
 */
export const PATTERN_MAX_LENGTH = 500;

/** Largest `{n}`, `{n,}` or `{n,m}` count a `pattern` rule may use (RE2's own limit). */
export const PATTERN_MAX_REPEAT = 1000;

/**
 * Most instructions RE2 may compile one author pattern to (an upper bound
 * computed from the pattern, see `patternProgramSize`): the steps a match may
 * take per character of an answer. `.{0,1000}` alone is 2,002.
 */
export const PATTERN_MAX_PROGRAM_SIZE = 2000;

/**
 * Most steps the patterns of one form may take on one submission: the sum,
 * over the fields with a pattern, of its program size times one more than the
 * longest answer it can read (the field type's cap, its `maxLength`, or the
 * pattern's longest match, whichever is least). Refused when saved, and
 * counted again while a submission is validated.
 */
export const PATTERN_MAX_STEPS = 100_000;

/**
 * Most characters of answers the conditions (`visibleWhen`) of one form may
 * read on one submission: each text answer a condition reads is lowered once
 * (its cap), a `contains` reads the whole answer and its value, any other
 * condition its value. Refused when saved.
 */
export const CONDITION_MAX_WORK = 1_000_000;
