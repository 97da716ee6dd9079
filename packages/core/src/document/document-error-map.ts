import type { z } from "zod";
import { documentMessages } from "./document-messages";

/**
 * Plain-English messages for zod's generic issues, used when parsing a form
 * document. Schema-specific messages (slug, name, rules ...) are set on the
 * schemas themselves and take precedence.
 *
 * @example
 * formDocumentSchema.safeParse(input, { error: documentErrorMap });
 */
export const documentErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return documentMessages.required();
      if (issue.expected === "int") return documentMessages.notInteger();
      if (issue.expected === "number" && typeof issue.input === "number") {
        return documentMessages.notFinite();
      }
      return documentMessages.expectedType(issue.expected);
    case "too_small":
      return describeBound(issue.origin, Number(issue.minimum), "min");
    case "too_big":
      return describeBound(issue.origin, Number(issue.maximum), "max");
    case "invalid_value":
      return documentMessages.oneOf(issue.values);
    default:
      return undefined;
  }
};

function describeBound(origin: string, n: number, side: "min" | "max"): string | undefined {
  if (origin === "string") {
    if (side === "min") return n === 1 ? documentMessages.empty() : documentMessages.tooShort(n);
    return documentMessages.tooLong(n);
  }
  if (origin === "array") {
    return side === "min" ? documentMessages.tooFewItems(n) : documentMessages.tooManyItems(n);
  }
  if (origin === "number") {
    return side === "min" ? documentMessages.tooSmall(n) : documentMessages.tooBig(n);
  }
  return undefined;
}
