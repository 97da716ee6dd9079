import { type DocumentNode, type GraphQLError, Kind } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { SubmissionOutcome } from "../observability/metrics";
import { countedSubmission } from "../observability/submission-outcome";

type Count = (outcome: SubmissionOutcome, reason: string) => void;

/**
 * Counts every `submitForm` of an executed operation by how it ended: stored,
 * refused with field errors, or refused with an error code (rate limited,
 * form closed, version expired, conflict…). Read from the result, so the
 * resolver and the service stay as they are.
 */
export function submissionMetricsPlugin(count: Count): Plugin {
  return {
    onExecute({ args }) {
      const keys = submitFormKeys(args.document);
      if (keys.length === 0) return;
      return {
        onExecuteDone({ result }) {
          if (!("data" in result || "errors" in result)) return;
          try {
            countResult(result, keys, count);
          } catch {
            // Counting must never turn an answer into an error.
          }
        },
      };
    },
  };
}

function countResult(
  result: { data?: unknown; errors?: readonly GraphQLError[] },
  keys: readonly string[],
  count: Count,
): void {
  const data = (result.data ?? {}) as Record<string, unknown>;
  for (const key of keys) {
    const answer = data[key] as { submissionId?: string | null } | null | undefined;
    const counted = answer
      ? countedSubmission(answer)
      : countedSubmission({ errorCode: errorCodeAt(result.errors, key) });
    count(counted.outcome, counted.reason);
  }
}

/** The response keys (alias or name) of the `submitForm` fields at the operation's root. */
function submitFormKeys(document: DocumentNode): string[] {
  const keys: string[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== "mutation") {
      continue;
    }
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind === Kind.FIELD && selection.name.value === "submitForm") {
        keys.push(selection.alias?.value ?? selection.name.value);
      }
    }
  }
  return keys;
}

function errorCodeAt(errors: readonly GraphQLError[] | undefined, key: string): string {
  const error = errors?.find((e) => e.path?.[0] === key);
  const code = error?.extensions?.code;
  return typeof code === "string" ? code : "error";
}
