import { chooseEnding } from "@formwright/core";
import type { PublishedForm } from "../published-forms";
import type { SubmitResult } from "./submit-result";

/**
 * A stored submission's result with the ending its answers chose (issue 32
 * §3; `SubmitResult.ending`): the first of the version's `endings` whose
 * conditions hold, null when none does or the form has none. Field errors
 * get none.
 */
export function withEnding(
  result: SubmitResult,
  form: PublishedForm,
  values: Readonly<Record<string, unknown>>,
  language: string | null,
): SubmitResult {
  if (!result.submissionId || !form.document.endings?.length) return result;
  return {
    ...result,
    ending: chooseEnding(form.document, values, language ? { language } : {}),
  };
}
