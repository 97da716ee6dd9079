import { browserStorage } from "./browser-storage";

/** A submission kept in the browser until the server confirms it stored it. */
export interface OutboxEntry {
  idempotencyKey: string;
  data: Record<string, unknown>;
  honeypot: string;
  fillToken: string | null;
  /** The published version the answers were given against. */
  version: number | null;
  /** The resume token of the saved draft the answers finish (deleted with the submission). */
  resumeToken?: string | null;
  /** The respondent's unfinished-answers token (`partialResponses`): those answers go with the submission. */
  partialToken?: string | null;
  /** The language the form was filled in (BCP 47), stored with the submission. */
  language?: string | null;
  /** Tokens of the addresses verified with a mailed code (issue 33 §2). */
  emailVerifications?: string[] | null;
  queuedAt: number;
}

const key = (slug: string) => `formwright:outbox:${slug}`;

function parseEntry(raw: unknown): OutboxEntry | null {
  if (typeof raw !== "object" || raw === null) return null;
  const entry = raw as Record<string, unknown>;
  const {
    idempotencyKey,
    data,
    honeypot,
    fillToken,
    version,
    queuedAt,
    resumeToken,
    language,
    partialToken,
  } = entry;
  if (typeof idempotencyKey !== "string" || idempotencyKey === "") return null;
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  return {
    idempotencyKey,
    data: data as Record<string, unknown>,
    honeypot: typeof honeypot === "string" ? honeypot : "",
    fillToken: typeof fillToken === "string" ? fillToken : null,
    version: typeof version === "number" ? version : null,
    resumeToken: typeof resumeToken === "string" ? resumeToken : null,
    partialToken: typeof partialToken === "string" ? partialToken : null,
    language: typeof language === "string" ? language : null,
    // Written by this page (use-submission.ts): the tokens of verified addresses.
    emailVerifications: Array.isArray(entry.emailVerifications) ? entry.emailVerifications : null,
    queuedAt: typeof queuedAt === "number" ? queuedAt : 0,
  };
}

/**
 * The outbox of one form (one entry per slug): a submission that could not
 * reach the server waits here, with its idempotency key, until it is sent,
 * in this tab when the connection returns or on the next visit to the form.
 * The key makes a resend of an answer the server did store harmless: it
 * answers with the stored submission's id and stores nothing twice.
 */
export const offlineOutbox = {
  read: (slug: string): OutboxEntry | null => parseEntry(browserStorage.read(key(slug))),
  /** False when the browser refuses to store it (private mode, full storage). */
  put: (slug: string, entry: OutboxEntry): boolean => browserStorage.write(key(slug), entry),
  remove: (slug: string): void => browserStorage.remove(key(slug)),
};
