import {
  computeVariables,
  type ExpressionValue,
  type Variable,
  variableSchema,
} from "@formwright/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { formVersions } from "../../db/schema";

/** Variables computed for one submission, by name. */
export type SubmissionVariables = Record<string, ExpressionValue>;

/**
 * The `variables` of each published version of a form among `versions`
 * (versions without any are left out), read from the stored documents.
 */
export async function variablesByVersion(
  db: Database,
  formId: string,
  versions: readonly number[],
): Promise<Map<number, Variable[]>> {
  const byVersion = new Map<number, Variable[]>();
  if (versions.length === 0) return byVersion;
  const rows = await db
    .select({
      version: formVersions.version,
      variables: sql<unknown>`${formVersions.document}->'variables'`,
    })
    .from(formVersions)
    .where(
      and(eq(formVersions.formId, formId), inArray(formVersions.version, [...new Set(versions)])),
    );
  for (const row of rows) {
    if (!Array.isArray(row.variables)) continue;
    const variables = row.variables.flatMap((v) => {
      const parsed = variableSchema.safeParse(v);
      return parsed.success ? [parsed.data] : [];
    });
    if (variables.length > 0) byVersion.set(row.version, variables);
  }
  return byVersion;
}

/**
 * A submission's variables: computed from its stored answers with the
 * variables of the version it answered (the same code the respondent's
 * browser ran), so every reader sees the values the answers give.
 */
export function submissionVariables(
  variables: readonly Variable[] | undefined,
  data: unknown,
): SubmissionVariables {
  const answers =
    typeof data === "object" && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  return computeVariables(variables, {
    answer: (name) => (Object.hasOwn(answers, name) ? answers[name] : undefined),
  });
}
