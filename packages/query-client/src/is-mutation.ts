import { type DocumentNode, Kind, type OperationDefinitionNode } from "graphql";

/**
 * Whether running `document` (with `operationName` picking the operation) may
 * perform a mutation, which must never go by GET.
 *
 * Errs on the side of POST: when the operation cannot be picked (several
 * operations and no matching name) the answer is `true` if any of them is a
 * mutation. graphql-request only looks at documents holding exactly one operation,
 * so it would send `query A {...} mutation B {...}` by GET.
 *
 * @example
 * isMutation(parse("mutation Save { save }")); // true
 * isMutation(parse("query A { a } mutation B { b }"), "A"); // false
 */
export function isMutation(document: DocumentNode, operationName?: string): boolean {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  const picked =
    operationName === undefined
      ? operations.length === 1
        ? operations[0]
        : undefined
      : operations.find((operation) => operation.name?.value === operationName);
  if (picked) return picked.operation === "mutation";
  return operations.some((operation) => operation.operation === "mutation");
}
