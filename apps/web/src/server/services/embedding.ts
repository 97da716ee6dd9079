import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { forms } from "../db/schema";
import { ServiceError } from "./errors";
import { type FormRecord, getForm } from "./forms";

/** Most origins one form may be embedded on. */
export const EMBED_ORIGINS_MAX = 20;

/**
 * Normalises an origin an owner allows to embed a form: `https://host[:port]`
 * (plain http only for localhost), no path, no wildcard.
 */
export function parseEmbedOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `"${value}" is not an origin like https://example.com`,
    );
  }
  const isLocal = url.hostname === "localhost" || url.hostname === "127.0.0.1";
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isLocal)) {
    throw new ServiceError("BAD_USER_INPUT", `"${value}" must start with https://`);
  }
  if ((url.pathname !== "/" && url.pathname !== "") || url.search || url.hash || url.username) {
    throw new ServiceError("BAD_USER_INPUT", `"${value}" must be an origin only, with no path`);
  }
  return url.origin;
}

/** Sets the origins that may frame a form's public page (owner). */
export async function setEmbedOrigins(
  db: Database,
  input: { id: string; origins: readonly string[] },
): Promise<FormRecord> {
  if (input.origins.length > EMBED_ORIGINS_MAX) {
    throw new ServiceError("BAD_USER_INPUT", `At most ${EMBED_ORIGINS_MAX} origins`);
  }
  const origins = [...new Set(input.origins.map(parseEmbedOrigin))];
  await getForm(db, input.id);
  await db.update(forms).set({ embedOrigins: origins }).where(eq(forms.id, input.id));
  return getForm(db, input.id);
}

/** The origins allowed to frame the public page of a slug (none when unknown). */
export async function embedOriginsOf(db: Database, slug: string): Promise<string[]> {
  const [row] = await db
    .select({ origins: forms.embedOrigins })
    .from(forms)
    .where(eq(forms.slug, slug));
  return row?.origins ?? [];
}
