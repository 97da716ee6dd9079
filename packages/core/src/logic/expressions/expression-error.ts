/**
 * A problem in an expression, at a 1-based column of its text. The message
 * reads `<problem> at <column>`, e.g. `unknown name "quantiy" at 7`.
 */
export class ExpressionError extends Error {
  constructor(
    readonly problem: string,
    readonly column: number,
  ) {
    super(`${problem} at ${column}`);
    this.name = "ExpressionError";
  }
}
