import {
  chooseEnding,
  documentVariables,
  type ExpressionValue,
  type FormDocument,
} from "@formwright/core";
import type { Database } from "../../db/database";
import { loadVersion } from "../published-forms";

/** Variables computed for one submission, by name. */
export type SubmissionVariables = Record<string, ExpressionValue>;

/** What a submission's answers give with the version they answered (issue 32). */
export interface SubmissionOutcome {
  /** The form's variables, by name; `{}` when the version has none. */
  variables: SubmissionVariables;
  /** The id of the ending the answers chose; null when none held or the version has none. */
  ending: string | null;
}

/**
 * The published documents of a form's versions among `versions`, each read
 * and parsed once per process (`loadVersion`'s cache, field types loaded).
 */
export async function versionDocuments(
  db: Database,
  form: { id: string; slug: string },
  versions: readonly number[],
): Promise<Map<number, FormDocument>> {
  const documents = new Map<number, FormDocument>();
  for (const version of new Set(versions)) {
    // A version that no longer reads (or is gone) computes nothing; its answers still list.
    const published = await loadVersion(db, { formId: form.id, slug: form.slug, version }).catch(
      () => null,
    );
    if (published) documents.set(version, published.document);
  }
  return documents;
}

/**
 * A submission's variables and ending: computed from its stored answers with
 * the version it answered (the same code the respondent's browser and
 * `submitForm` ran), so a later version's new formula never changes an older
 * answer's values.
 */
export function submissionOutcome(
  document: FormDocument | undefined,
  data: unknown,
): SubmissionOutcome {
  if (!document || (!document.variables?.length && !document.endings?.length)) {
    return { variables: {}, ending: null };
  }
  const answers =
    typeof data === "object" && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  return {
    variables: documentVariables(document, answers),
    ending: chooseEnding(document, answers)?.id ?? null,
  };
}
