import { type DocumentNode, Kind, parse, print } from "graphql";
import { isMutation } from "./is-mutation";
import type { QueryDocument } from "./types";

/**
 * An operation ready to send: its source text, its name and whether it may
 * mutate.
 *
 * @example
 * const described: DescribedOperation = { query: "{ forms { slug } }", operationName: undefined, isMutation: false };
 */
export interface DescribedOperation {
  query: string;
  operationName: string | undefined;
  isMutation: boolean;
}

/**
 * Reads a document once: the text to send (source strings are sent as written,
 * parsed documents are printed), the operation name (the one asked for, else the
 * name of the document's only operation) and whether it may mutate.
 *
 * Text that does not parse is still sent, by POST, so the server reports the
 * syntax error in its own words.
 *
 * @example
 * describeOperation("query Form { form { title } }");
 * // { query: "query Form { form { title } }", operationName: "Form", isMutation: false }
 */
export function describeOperation(
  document: QueryDocument<unknown, never>,
  operationName?: string,
): DescribedOperation {
  // A TypedDocumentString is a boxed String: an object without `kind`.
  if (typeof document === "string" || !("kind" in document)) {
    const query = String(document);
    const node = tryParse(query);
    return node
      ? describeNode(node, query, operationName)
      : { query, operationName, isMutation: true };
  }
  return describeNode(document, print(document), operationName);
}

function describeNode(
  node: DocumentNode,
  query: string,
  operationName: string | undefined,
): DescribedOperation {
  return {
    query,
    operationName: operationName ?? soleOperationName(node),
    isMutation: isMutation(node, operationName),
  };
}

function tryParse(source: string): DocumentNode | null {
  try {
    return parse(source);
  } catch {
    return null;
  }
}

function soleOperationName(document: DocumentNode): string | undefined {
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const [only] = operations;
  return operations.length === 1 && only?.kind === Kind.OPERATION_DEFINITION
    ? only.name?.value
    : undefined;
}
