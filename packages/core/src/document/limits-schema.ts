import { z } from "zod";
import { isRecord } from "../utils/is-record";

/** Largest `perVerifiedEmail`. */
export const PER_VERIFIED_EMAIL_MAX = 1000;

/**
 * Who may answer how often (issue 33 §3). `perVerifiedEmail`: how many
 * submissions one verified address may make to the form (a field with
 * `verify` is needed; the server refuses the next at the field).
 * `invitesOnly`: only single-use links (`/f/<slug>?invite=<token>`,
 * `createRespondentLinks`) take answers; without it a form takes answers
 * from anyone, and a link still takes one.
 *
 * @example
 * limitsSchema.parse({ perVerifiedEmail: 1, invitesOnly: true });
 */
export const limitsSchema = z.strictObject({
  perVerifiedEmail: z.number().int().min(1).max(PER_VERIFIED_EMAIL_MAX).optional(),
  invitesOnly: z.boolean().optional(),
});

/** A form's `limits`. */
export type FormLimits = z.infer<typeof limitsSchema>;

/**
 * `limits.perVerifiedEmail` counts verified addresses: the document needs a
 * top-level field that verifies one (`"verify": true`). Reads input of
 * unknown shape.
 */
export function checkLimits(document: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(document) || !isRecord(document.limits)) return;
  if (document.limits.perVerifiedEmail === undefined) return;
  const blocks = Array.isArray(document.blocks) ? document.blocks : [];
  if (blocks.some((block) => isRecord(block) && block.verify === true)) return;
  ctx.addIssue({
    code: "custom",
    path: ["limits", "perVerifiedEmail"],
    message:
      'needs a field whose address is verified: set "verify": true on an email field (a text field with "inputType": "email")',
  });
}
