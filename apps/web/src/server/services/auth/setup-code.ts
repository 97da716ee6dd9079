import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { settings } from "../../db/schema";

const SECRET_KEY = "setup_code_secret";

/**
 * The code `/setup` asks for while no owner exists. It is derived from a
 * random secret kept in the database (made once, by whichever instance starts
 * first), so every instance prints the same code and accepts it. When the
 * operator sets FORMWRIGHT_SETUP_CODE, that is the code instead.
 *
 * @example
 * const code = await setupCode(db, config.setupCode);
 * console.log(`Set up Formwright: http://localhost:3000/setup?code=${code}`);
 */
export async function setupCode(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, SECRET_KEY));
  if (!row) throw new Error("setup code secret missing");
  // 120 bits, in a form that survives copying from a terminal into a URL or a field.
  return createHmac("sha256", row.value)
    .update("formwright-setup-code")
    .digest("base64url")
    .slice(0, 20);
}

/** Whether `given` is the setup code (compared in constant time). */
export async function isSetupCode(
  db: Database,
  given: string,
  configured?: string,
): Promise<boolean> {
  const expected = Buffer.from(await setupCode(db, configured));
  const actual = Buffer.from(given.trim());
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Forgets the secret once the owner exists: the code is then useless anywhere. */
export async function forgetSetupCode(db: Database): Promise<void> {
  await db.delete(settings).where(eq(settings.key, SECRET_KEY));
}

/** The link the server prints while no owner exists. */
export function setupLink(port: number, code: string): string {
  return `http://localhost:${port}/setup?code=${encodeURIComponent(code)}`;
}
