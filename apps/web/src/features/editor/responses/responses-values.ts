import type { NumberInputValue } from "@formwright/fields";
import { isRecord, setOptional } from "../block-types/draft-values";
import type { DraftSettings } from "../draft-types";

/** The CAPTCHA choice as the editor's radio holds it: `"none"` leaves `protection` out. */
export type CaptchaChoice = "none" | "altcha" | "turnstile" | "hcaptcha";

/**
 * Who may answer and what is kept of their answers (issue 33), as the
 * editor's inputs hold them: `protection`, `limits.perVerifiedEmail`,
 * `partialResponses` and `retention.deleteAfterDays`.
 */
export interface ResponsesValues {
  captcha: CaptchaChoice;
  captchaDifficulty: "low" | "medium" | "high";
  perVerifiedEmail: NumberInputValue;
  partialResponses: boolean;
  deleteAfterDays: NumberInputValue;
}

/** The inputs' names by document key, for mapping a document problem back to its input. */
export const RESPONSES_INPUTS = {
  protection: "captcha",
  limits: "perVerifiedEmail",
  partialResponses: "partialResponses",
  retention: "deleteAfterDays",
} as const;

const CAPTCHAS = new Set(["altcha", "turnstile", "hcaptcha"]);
const DIFFICULTIES = new Set(["low", "medium", "high"]);

function numberOf(value: unknown): NumberInputValue {
  return typeof value === "number" || typeof value === "string" ? value : undefined;
}

/** An emptied number input: the key is left out. What is not a number is kept, so the save names it. */
function typedNumber(value: NumberInputValue): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

/**
 * The inputs' values for a form's protection, limits, unfinished answers and retention.
 *
 * @example
 * toResponsesValues({ protection: { captcha: "altcha" }, retention: { deleteAfterDays: 90 } }).deleteAfterDays; // 90
 */
export function toResponsesValues(settings: DraftSettings): ResponsesValues {
  const protection = isRecord(settings.protection) ? settings.protection : {};
  const limits = isRecord(settings.limits) ? settings.limits : {};
  const retention = isRecord(settings.retention) ? settings.retention : {};
  return {
    captcha:
      typeof protection.captcha === "string" && CAPTCHAS.has(protection.captcha)
        ? (protection.captcha as CaptchaChoice)
        : "none",
    captchaDifficulty:
      typeof protection.difficulty === "string" && DIFFICULTIES.has(protection.difficulty)
        ? (protection.difficulty as ResponsesValues["captchaDifficulty"])
        : "medium",
    perVerifiedEmail: numberOf(limits.perVerifiedEmail),
    partialResponses: settings.partialResponses === true,
    deleteAfterDays: numberOf(retention.deleteAfterDays),
  };
}

/**
 * Writes the inputs into `next` (the form's settings being built): an
 * unset choice leaves its key out, and keys of these objects the inputs do
 * not show are kept. ALTCHA's default difficulty (medium) is not written.
 */
export function fromResponsesValues(values: ResponsesValues, next: DraftSettings): void {
  const protection = isRecord(next.protection) ? { ...next.protection } : {};
  if (values.captcha === "none") {
    delete next.protection;
  } else {
    protection.captcha = values.captcha;
    setOptional(
      protection,
      "difficulty",
      values.captcha === "altcha" &&
        (values.captchaDifficulty !== "medium" || protection.difficulty === "medium")
        ? values.captchaDifficulty
        : undefined,
    );
    next.protection = protection;
  }
  const limits = isRecord(next.limits) ? { ...next.limits } : {};
  setOptional(limits, "perVerifiedEmail", typedNumber(values.perVerifiedEmail));
  setOptional(next, "limits", Object.keys(limits).length > 0 ? limits : undefined);
  // An explicit `false` stays as written; unticking leaves the key out.
  setOptional(
    next,
    "partialResponses",
    values.partialResponses ? true : next.partialResponses === false ? false : undefined,
  );
  const retention = isRecord(next.retention) ? { ...next.retention } : {};
  setOptional(retention, "deleteAfterDays", typedNumber(values.deleteAfterDays));
  setOptional(next, "retention", Object.keys(retention).length > 0 ? retention : undefined);
}
