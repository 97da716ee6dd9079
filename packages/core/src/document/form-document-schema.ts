import { z } from "zod";
import { DEFAULT_SUBMIT_LABEL } from "../constants/form-texts";
import { checkConditionCosts } from "../logic/check-condition-costs";
import { checkConditions } from "../logic/check-conditions";
import { checkEndings } from "../logic/check-endings";
import { checkPages } from "../logic/check-pages";
import { checkPipes } from "../logic/check-pipes";
import { checkVariables } from "../logic/check-variables";
import { checkPatternCosts } from "../pattern/check-pattern-costs";
import { checkPayments } from "../payments/check-payments";
import { protectionSchema } from "../protection/protection-schema";
import { checkThemeContrast } from "../theme/resolve-theme";
import { themeSchema } from "../theme/theme-schema";
import { formatJsonPath } from "../utils/format-json-path";
import { isRecord } from "../utils/is-record";
import { availabilitySchema } from "./availability-schema";
import { blockSchema } from "./block-schema";
import { checkInnerBlocks } from "./check-inner-blocks";
import { confirmationSchema, defaultConfirmation } from "./confirmation-schema";
import { documentMessages } from "./document-messages";
import { editingSchema } from "./editing-schema";
import { endingsSchema } from "./endings-schema";
import { checkKnownLanguages, languageTagSchema } from "./language-tag-schema";
import { checkLimits, limitsSchema } from "./limits-schema";
import { nonBlankTextSchema } from "./non-blank-text-schema";
import { retentionSchema } from "./retention-schema";
import { slugSchema } from "./slug-schema";
import { checkTranslations, translationsSchema } from "./translations-schema";
import { variablesSchema } from "./variables-schema";

/**
 * Reports every block whose `name` or `id` repeats an earlier block's, at the
 * later block. Reads input of unknown shape, so it runs even when other parts
 * of the document are wrong.
 */
function checkUniqueBlockKeys(document: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(document) || !Array.isArray(document.blocks)) return;
  const firstByName = new Map<string, number>();
  const firstById = new Map<string, number>();
  document.blocks.forEach((block: unknown, index) => {
    if (!isRecord(block)) return;
    for (const [key, seen, message] of [
      ["name", firstByName, documentMessages.duplicateName],
      ["id", firstById, documentMessages.duplicateId],
    ] as const) {
      const value = block[key];
      if (typeof value !== "string") continue;
      const first = seen.get(value);
      if (first === undefined) {
        seen.set(value, index);
      } else {
        ctx.addIssue({
          code: "custom",
          path: ["blocks", index, key],
          message: message(value, formatJsonPath(["blocks", first])),
        });
      }
    }
  });
}

const formDocumentShape = z.strictObject({
  slug: slugSchema,
  title: nonBlankTextSchema,
  description: z.string().optional(),
  language: languageTagSchema.optional(),
  submitLabel: nonBlankTextSchema.default(DEFAULT_SUBMIT_LABEL),
  confirmation: confirmationSchema.default(defaultConfirmation),
  availability: availabilitySchema.optional(),
  /** Who may answer how often (issue 33 §3). */
  limits: limitsSchema.optional(),
  theme: themeSchema.superRefine(checkThemeContrast).optional(),
  blocks: z.array(blockSchema),
  variables: variablesSchema.optional(),
  endings: endingsSchema.optional(),
  /** A quiz (issue 32): after a submit, each scored question with the correct answer. */
  quiz: z.strictObject({ showCorrectAnswers: z.boolean().optional() }).optional(),
  /** A CAPTCHA every submit must carry (issue 33; see protection-schema.ts). */
  protection: protectionSchema.optional(),
  /** How long answers are kept (issue 33 §6): the server deletes older ones daily. */
  retention: retentionSchema.optional(),
  /**
   * Unfinished answers (issue 33 §5): keep what a respondent typed as they move
   * on (each page, or after a pause), listed as "Not finished" until they submit.
   */
  partialResponses: z.boolean().optional(),
  /** Edit after sending (issue 33 §4): respondents may change their answers for this many days. */
  editing: editingSchema.optional(),
  translations: translationsSchema.optional(),
});

/** The checks of a whole document that hold for every version ever published. */
const checkedDocument = () =>
  formDocumentShape
    .superRefine(checkUniqueBlockKeys, { when: () => true })
    .superRefine(checkConditions, { when: () => true })
    .superRefine(checkPages, { when: () => true })
    .superRefine(checkVariables, { when: () => true })
    .superRefine(checkEndings, { when: () => true })
    .superRefine(checkTranslations, { when: () => true })
    .superRefine(checkLimits, { when: () => true })
    .superRefine(checkPayments, { when: () => true });

/**
 * The raw zod schema of a form document. Prefer {@link parseFormDocument},
 * which lists every problem with a readable JSON path. Parsing fills in
 * defaults: `submitLabel` ("Submit"), `confirmation` (a thank-you message) and
 * each heading's `level` (2).
 *
 * @example
 * const document = formDocumentSchema.parse({ slug: "contact", title: "Contact us", blocks: [] });
 * document.submitLabel; // "Submit"
 */
export const formDocumentSchema = checkedDocument()
  .superRefine(checkInnerBlocks, { when: () => true })
  .superRefine(checkPipes, { when: () => true })
  .superRefine(checkConditionCosts, { when: () => true })
  .superRefine(checkPatternCosts, { when: () => true })
  .superRefine(checkKnownLanguages, { when: () => true });

/**
 * A version read back from the database: the same checks, less the cost
 * limits and the pipe checks (`checkPipes`) a document must meet when it is
 * saved, and the rule that its languages be known ones (a well-formed tag is
 * enough). A version published before a limit existed (or was lowered) still
 * opens; the run-time guards (the pattern step budget, caps before
 * conditions) bound what it costs.
 *
 * @example
 * storedFormDocumentSchema.safeParse(row.document);
 */
export const storedFormDocumentSchema = checkedDocument();

/** A valid form document, defaults filled in. */
export type FormDocument = z.infer<typeof formDocumentSchema>;

/** A form document as written (settings with defaults may be left out). */
export type FormDocumentInput = z.input<typeof formDocumentSchema>;
