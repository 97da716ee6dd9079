import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { forms } from "../db/schema";
import { ServiceError } from "./errors";
import { type FormRecord, getForm } from "./forms";

/** Most origins one form may be embedded on. */
export const EMBED_ORIGINS_MAX = 20;

/** One DNS label: letters, digits and inner hyphens (what `URL` leaves of an international name). */
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
/** A host name as `URL` writes it, in ASCII: labels joined by dots (an IPv4 address is one too). */
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
/** What an owner writes: scheme, an optional `*.`, a host of no CSP-special character, an optional port, an optional `/`. */
const WRITTEN_ORIGIN = /^(https?):\/\/(\*\.)?([^\s/\\?#@;,'"*%]+?)(?::(\d{1,5}))?\/?$/i;
/** Hosts plain `http://` may name: the owner's own machine, for trying an embed out. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);

function refused(value: string, why: string): ServiceError {
  return new ServiceError("BAD_USER_INPUT", `${JSON.stringify(value)} ${why}`);
}

/**
 * Normalises an origin an owner allows to embed a form, for the page's
 * `frame-ancestors`: `https://host[:port]`, or `https://*.example.com[:port]`
 * (any subdomain of a domain of at least two labels), or `http://` on
 * localhost only; host names in lower-case ASCII, a default port left out.
 * Anything else is refused with a message that names the entry: paths,
 * queries, fragments, user info, other schemes and keywords, a bare `*`,
 * and every character that would end a CSP source or directive (`;`, `,`,
 * quotes, spaces), written or percent-encoded.
 *
 * @example
 * parseEmbedOrigin("https://Shop.example/"); // "https://shop.example"
 * parseEmbedOrigin("https://*.example.com"); // "https://*.example.com"
 * parseEmbedOrigin("https://a.example;sandbox"); // throws: "https://a.example;sandbox" is not an origin …
 */
export function parseEmbedOrigin(value: string): string {
  const written = value.trim();
  const match = WRITTEN_ORIGIN.exec(written);
  if (!match) {
    if (/^https?:\/\/[^/?#]+[/?#]./i.test(written)) {
      throw refused(written, "must be an origin only, with no path, query or fragment");
    }
    throw refused(written, "is not an origin like https://example.com or https://*.example.com");
  }
  const [, scheme = "", wildcard, host = "", port] = match;
  let url: URL;
  try {
    url = new URL(`${scheme.toLowerCase()}://${host}${port ? `:${port}` : ""}`);
  } catch {
    throw refused(written, "is not an origin like https://example.com");
  }
  const name = url.hostname;
  if (!HOST_NAME.test(name)) throw refused(written, "does not name a host");
  if (url.protocol === "http:" && (wildcard || !LOCAL_HOSTS.has(name))) {
    throw refused(written, "must start with https://");
  }
  if (wildcard && name.split(".").length < 2) {
    throw refused(
      written,
      "may use * only before a domain of two labels or more (https://*.example.com)",
    );
  }
  return `${url.protocol}//${wildcard ? "*." : ""}${url.host}`;
}

/** Whether a value is an embedding origin exactly as {@link parseEmbedOrigin} writes one. */
export function isEmbedOrigin(value: string): boolean {
  try {
    return parseEmbedOrigin(value) === value;
  } catch {
    return false;
  }
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

/**
 * The origins allowed to frame the public page of a slug (none when unknown).
 * Only values {@link parseEmbedOrigin} would write reach the page's policy: a
 * value stored before that check, or written into the database by other
 * means, is left out rather than trusted.
 */
export async function embedOriginsOf(db: Database, slug: string): Promise<string[]> {
  const [row] = await db
    .select({ origins: forms.embedOrigins })
    .from(forms)
    .where(eq(forms.slug, slug));
  return (row?.origins ?? []).filter(isEmbedOrigin);
}
