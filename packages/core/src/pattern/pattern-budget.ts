import { PATTERN_MAX_STEPS } from "../constants";

/**
 * Thrown by a pattern test that would take more steps than are left: the
 * answer is not matched, and `longestAnswer` is the longest one (in
 * characters) the steps left could have checked.
 */
export class PatternBudgetError extends Error {
  constructor(readonly longestAnswer: number) {
    super(`A pattern may check answers of at most ${longestAnswer} characters here`);
  }
}

// The steps left in the submission being validated; null outside one, where
// each match may take the whole budget on its own. Validation is synchronous,
// so one variable serves every submission in turn.
let remaining: number | null = null;

/**
 * Runs `validate` with a fresh budget of {@link PATTERN_MAX_STEPS} pattern
 * steps, shared by every pattern it runs: the run-time guard behind the
 * save-time check (`checkPatternCosts`), so that a pattern that check missed
 * still cannot hold the process.
 *
 * @example
 * withPatternBudget(() => validate(answers));
 */
export function withPatternBudget<T>(validate: () => T): T {
  const outer = remaining;
  remaining = PATTERN_MAX_STEPS;
  try {
    return validate();
  } finally {
    remaining = outer;
  }
}

/**
 * Charges a match of a program of `programSize` instructions over an answer
 * of `length` characters (`programSize × (length + 1)` steps, what a
 * linear-time engine may take) before it runs; throws a
 * {@link PatternBudgetError} instead when fewer steps are left.
 *
 * @example
 * spendPatternSteps({ programSize: 7, length: 5 }); // 42 steps charged
 */
export function spendPatternSteps({
  programSize,
  length,
}: {
  programSize: number;
  length: number;
}): void {
  const steps = programSize * (length + 1);
  const available = remaining ?? PATTERN_MAX_STEPS;
  if (steps > available) {
    throw new PatternBudgetError(Math.max(0, Math.floor(available / programSize) - 1));
  }
  if (remaining !== null) remaining -= steps;
}
