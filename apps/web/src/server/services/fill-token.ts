import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { settings } from "../db/schema";

const SECRET_KEY = "fill_token_secret";
let cachedSecret: { db: Database; secret: Promise<string> } | undefined;

/**
 * The secret that signs fill tokens, made once and kept in the database so
 * every app instance signs and checks with the same one.
 */
export function fillTokenSecret(db: Database): Promise<string> {
  if (cachedSecret?.db !== db) {
    const secret = (async () => {
      await db
        .insert(settings)
        .values({ key: SECRET_KEY, value: randomBytes(32).toString("base64url") })
        .onConflictDoNothing();
      const [row] = await db.select().from(settings).where(eq(settings.key, SECRET_KEY));
      if (!row) throw new Error("fill token secret missing");
      return row.value;
    })();
    secret.catch(() => {
      cachedSecret = undefined;
    });
    cachedSecret = { db, secret };
  }
  return cachedSecret.secret;
}

function sign(secret: string, slug: string, issuedAt: number): string {
  return createHmac("sha256", secret).update(`${slug}.${issuedAt}`).digest("base64url");
}

/**
 * A token saying "this form was handed out at this time", signed so a bot
 * cannot claim it started filling in earlier than it did.
 *
 * @example issueFillToken({ secret, slug: "contact", now: Date.now() }) // "1732190000000.kq…"
 */
export function issueFillToken(input: { secret: string; slug: string; now: number }): string {
  return `${input.now}.${sign(input.secret, input.slug, input.now)}`;
}

/** When the token was issued, or null when it is malformed or not ours. */
export function readFillToken(input: {
  secret: string;
  slug: string;
  token: string;
}): number | null {
  const [issued, signature] = input.token.split(".");
  const issuedAt = Number(issued);
  if (!signature || !Number.isSafeInteger(issuedAt)) return null;
  const expected = Buffer.from(sign(input.secret, input.slug, issuedAt));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? issuedAt : null;
}
