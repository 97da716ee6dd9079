import type { FieldTypeDefinition } from "../field-type-definition";
import { matrixAnswerText } from "./answer-text";
import type { MatrixBlock } from "./block";
import { compileMatrixField } from "./compile";

/**
 * A matrix: `{ rowValue: columnValue }` (`columnValue[]` with `multiple`);
 * nothing answered is `{}`.
 *
 * @example
 * matrixField.emptyValue(block); // {}
 */
export const matrixField: FieldTypeDefinition<MatrixBlock> = {
  type: "matrix",
  compileValidator: compileMatrixField,
  emptyValue: () => ({}),
  // A saved answer is kept while it still fits the rows and columns (as the
  // optional validator takes it; it is small code, and it is in the browser anyway).
  restoreValue: (block, value) => {
    const result = compileMatrixField({ ...block, required: false })(value);
    return "value" in result ? (result.value ?? {}) : undefined;
  },
  answerText: (value, field) => matrixAnswerText(value, field),
};
