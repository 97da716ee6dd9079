import {
  type FormDocument,
  getFieldBlocks,
  loadDocumentFieldTypes,
  parseStoredFormDocument,
} from "@formwright/core";
import type { ResumeDraftQuery, ResumeDraftQueryVariables } from "../../graphql/operation-types";
import { internalClient } from "../api/internal-client";
import { closedReasonOf, type LoadedForm } from "./load-published-form";
import { restorableValue } from "./restorable-value";

const RESUME_QUERY = /* GraphQL */ `
  query ResumeDraft($slug: String!, $resumeToken: String!) {
    resumeDraft(slug: $slug, resumeToken: $resumeToken) {
      answers
      isVersionChanged
      step
      expiresAt
      form {
        slug version document fillToken minFillMs canEmailDraftLink
        availability { isOpen reason }
      }
    }
  }
`;

/** A saved draft opened from its resume link, with the version to show it on. */
export interface ResumedDraft {
  form: LoadedForm & { canEmailDraftLink: boolean };
  /** The draft's answers that fit the version shown, by field name. */
  answers: Record<string, unknown>;
  /** Saved on a version no longer accepted: shown on the live one, answers carried over. */
  isVersionChanged: boolean;
  /**
   * The page to open on (`?step=` numbering): the one the draft was saved on,
   * or 1 when it was saved on another version, whose pages may differ.
   */
  step: number;
  /** ISO time the link stops working. */
  expiresAt: string;
}

/**
 * The answers of a draft that fit `document`, field by field: a field that
 * is gone, changed type or no longer offers the option is left out (see
 * {@link restorableValue}).
 *
 * @example
 * carryOverAnswers(document, { name: "Ada", removedField: "x" }); // { name: "Ada" }
 */
export function carryOverAnswers(
  document: FormDocument,
  answers: unknown,
): Record<string, unknown> {
  if (typeof answers !== "object" || answers === null || Array.isArray(answers)) return {};
  const saved = answers as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const block of getFieldBlocks(document)) {
    if (!Object.hasOwn(saved, block.name)) continue;
    const value = restorableValue({ block, value: saved[block.name] });
    if (value !== undefined) kept[block.name] = value;
  }
  return kept;
}

/**
 * Reads the draft behind `?resume=<token>` through the API, as the page
 * reads the form itself. Null when the link is unknown or expired.
 */
export async function loadResumedDraft(input: {
  slug: string;
  resumeToken: string;
}): Promise<ResumedDraft | null> {
  const { data } = await internalClient().request<ResumeDraftQuery, ResumeDraftQueryVariables>(
    RESUME_QUERY,
    input,
  );
  const resumed = data?.resumeDraft;
  if (!resumed) return null;
  const parsed = parseStoredFormDocument(resumed.form.document);
  if (!parsed.success) throw new Error(`The API returned an invalid document for ${input.slug}`);
  await loadDocumentFieldTypes(parsed.document);
  return {
    form: {
      ...resumed.form,
      document: parsed.document,
      closedReason: closedReasonOf(resumed.form.availability),
    },
    answers: carryOverAnswers(parsed.document, resumed.answers),
    isVersionChanged: resumed.isVersionChanged,
    step: resumed.isVersionChanged ? 1 : resumed.step,
    expiresAt: resumed.expiresAt,
  };
}
