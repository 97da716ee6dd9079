import { createHash, randomBytes } from "node:crypto";

/** Recovery codes made at once; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * Crockford's base32, lower case: no i, l, o or u, so nothing reads as
 * another character. 32 symbols, so a random byte's low 5 bits pick one
 * without bias.
 */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** 12 symbols of 5 bits: 60 random bits, shown as three groups of four. */
const CODE_LENGTH = 12;
const GROUP_LENGTH = 4;

const NORMALISED = new RegExp(`^[${ALPHABET}]{${CODE_LENGTH}}$`);

function newRecoveryCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  const symbols = [...bytes].map((byte) => ALPHABET[byte & 31]).join("");
  return symbols.match(new RegExp(`.{${GROUP_LENGTH}}`, "g"))?.join("-") ?? symbols;
}

/**
 * {@link RECOVERY_CODE_COUNT} new codes, as shown to the person once:
 * `7kq2-m9xd-4hfa`.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/**
 * A typed recovery code as stored: lower case, without spaces or hyphens,
 * with the letters people mistake for digits read as those digits (as
 * Crockford's base32 says); null when it cannot be one.
 *
 * @example normaliseRecoveryCode(" 7KQ2 M9XD-4HFA ") // "7kq2m9xd4hfa"
 */
export function normaliseRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, "").replace(/[il]/g, "1").replace(/o/g, "0");
  return NORMALISED.test(code) ? code : null;
}

/**
 * What is stored of a recovery code: the SHA-256 of the user's id and the
 * normalised code. The code has 60 random bits, so a plain hash suffices (as
 * for session tokens); the user's id keeps one table of guesses from serving
 * every account.
 */
export function recoveryCodeHash(input: { userId: string; code: string }): string {
  return createHash("sha256").update(`${input.userId}:${input.code}`).digest("hex");
}
