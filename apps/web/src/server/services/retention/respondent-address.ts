import { ServiceError } from "../errors";
import { emailAddressSchema } from "../mail/email-address";

/**
 * The address a person's request names, as it is compared: trimmed and lower
 * case (`Ada@Example.COM ` is `ada@example.com`), so answers typed in any
 * case match. Not an address: BAD_USER_INPUT naming it.
 *
 * @example
 * respondentAddress(" Ada@Example.com"); // "ada@example.com"
 */
export function respondentAddress(input: string): string {
  const parsed = emailAddressSchema.safeParse(input);
  if (!parsed.success) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `email: ${parsed.error.issues[0]?.message ?? "not an email address"}`,
    );
  }
  return parsed.data.toLowerCase();
}
