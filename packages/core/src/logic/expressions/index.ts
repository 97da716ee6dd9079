export { evaluateExpression } from "./evaluate-expression";
export { ExpressionError } from "./expression-error";
export {
  EXPRESSION_FUNCTIONS,
  type ExpressionFunctionName,
  type ExpressionScope,
} from "./expression-functions";
export { type ExpressionValue, toText as expressionText } from "./expression-values";
export {
  checkExpressionNames,
  EXPRESSION_MAX_DEPTH,
  EXPRESSION_MAX_LENGTH,
  type Expression,
  type NameScope,
  type NameUse,
  type ParsedExpression,
  parseExpression,
} from "./parse-expression";
