import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { settings } from "../../db/schema";

/**
 * What a single sign-on keeps between leaving for the provider and coming
 * back: the checks of the answer (`state`, `nonce`, the PKCE verifier) and
 * the page to return to. It travels in the browser's own cookie, sealed.
 */
export interface OidcFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** A same-origin path (see `safeNext`). */
  next: string;
  /** Epoch ms after which the flow is refused. */
  expiresAt: number;
}

/** How long a person may take at the provider (login, consent) before the flow is refused. */
export const OIDC_FLOW_LIFETIME_MS = 10 * 60 * 1000;

/** The settings row of the sealing key: made once, by whichever instance needs it first. */
const KEY_SETTING = "oidc_flow_key";

/** Binds the sealed bytes to this use, so no other sealed value of ours can pass for a flow. */
const ADDITIONAL_DATA = Buffer.from("formwright-oidc-flow-v1");

async function flowKey(db: Database): Promise<Buffer> {
  await db
    .insert(settings)
    .values({ key: KEY_SETTING, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY_SETTING));
  if (!row) throw new Error("single sign-on key missing");
  return Buffer.from(row.value, "base64url");
}

/**
 * Seals a flow for the cookie (AES-256-GCM: the browser can neither read nor
 * change it). The key is kept in the database, so every instance opens what
 * another sealed.
 */
export async function sealFlow(db: Database, flow: OidcFlow): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", await flowKey(db), iv);
  cipher.setAAD(ADDITIONAL_DATA);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(flow), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The flow of a sealed cookie value, or null when it was altered, is not ours, or has expired. */
export async function openFlow(
  db: Database,
  value: string,
  now: number = Date.now(),
): Promise<OidcFlow | null> {
  if (value.length > 4096 || !/^[\w-]+$/.test(value)) return null;
  const bytes = Buffer.from(value, "base64url");
  if (bytes.length < 12 + 16 + 1) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", await flowKey(db), bytes.subarray(0, 12));
    decipher.setAAD(ADDITIONAL_DATA);
    decipher.setAuthTag(bytes.subarray(12, 28));
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    const flow = JSON.parse(text.toString("utf8")) as OidcFlow;
    return typeof flow.expiresAt === "number" && flow.expiresAt > now ? flow : null;
  } catch {
    return null;
  }
}
