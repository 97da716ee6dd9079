import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { settings } from "../../db/schema";

const SETTING_KEY = "altcha_hmac_key";
let cached: { db: Database; key: Promise<string> } | undefined;

/**
 * The key that signs ALTCHA challenges: FORMWRIGHT_ALTCHA_HMAC_KEY when set,
 * else one made once and kept in the database (with the embedded database,
 * in the data folder), so every instance on it signs and checks alike.
 *
 * @example
 * const key = await altchaHmacKey(db, config.altchaHmacKey);
 */
export function altchaHmacKey(db: Database, configured: string | null): Promise<string> {
  if (configured) return Promise.resolve(configured);
  if (cached?.db !== db) {
    const key = (async () => {
      await db
        .insert(settings)
        .values({ key: SETTING_KEY, value: randomBytes(32).toString("base64url") })
        .onConflictDoNothing();
      const [row] = await db.select().from(settings).where(eq(settings.key, SETTING_KEY));
      if (!row) throw new Error("ALTCHA key missing");
      return row.value;
    })();
    key.catch(() => {
      cached = undefined;
    });
    cached = { db, key };
  }
  return cached.key;
}
