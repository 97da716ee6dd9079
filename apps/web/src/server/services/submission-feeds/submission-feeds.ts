import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../../db/database";
import { forms, submissionFeeds, users } from "../../db/schema";
import { generateSecret, hashSecret, isSameSecret } from "../auth/tokens";
import { ServiceError } from "../errors";
import { UUID } from "../submissions/uuid-shape";

/**
 * A live spreadsheet feed (issue 35 §3): a secret link to a form's CSV,
 * `/api/feeds/<token>.csv`, that Google Sheets, Excel and LibreOffice read
 * without a session. The token is the permission, so only its SHA-256 is
 * kept (as for API keys): the link is shown once, when it is made.
 */

/** The start of every feed token, so a secret scanner (or a person) recognises one. */
export const FEED_TOKEN_PREFIX = "fwf_";

/** A feed token's shape: the prefix and 32 random bytes in base64url. */
const FEED_TOKEN = /^fwf_[A-Za-z0-9_-]{43}$/;

/** Feeds a form may have at once (revoked ones do not count). */
export const MAX_FEEDS_PER_FORM = 20;

/** The path of a feed: `/api/feeds/<token>.csv`. */
export function feedPath(token: string): string {
  return `/api/feeds/${token}.csv`;
}

/** A feed as its form's editors see it; `url` only in the answer that made it. */
export interface SubmissionFeed {
  id: string;
  formId: string;
  url: string | null;
  createdAt: Date;
  /** The email of the person who made it; null for an API key, the admin token or a deleted user. */
  createdByEmail: string | null;
  revokedAt: Date | null;
}

async function assertForm(db: Database, formId: string): Promise<void> {
  if (!UUID.test(formId)) throw new ServiceError("NOT_FOUND", "Form not found");
  const [row] = await db.select({ id: forms.id }).from(forms).where(eq(forms.id, formId));
  if (!row) throw new ServiceError("NOT_FOUND", "Form not found");
}

const FEED_COLUMNS = {
  id: submissionFeeds.id,
  formId: submissionFeeds.formId,
  createdAt: submissionFeeds.createdAt,
  revokedAt: submissionFeeds.revokedAt,
  createdByEmail: users.email,
};

/**
 * Makes a feed of the form: a new token, of which only the hash is stored;
 * the answer's `url` (`<publicUrl>/api/feeds/<token>.csv`) is the only place
 * the token is. At most {@link MAX_FEEDS_PER_FORM} live feeds per form.
 */
export async function createSubmissionFeed(
  db: Database,
  input: {
    formId: string;
    /** The user who makes it (null for an API key or the admin token). */
    createdBy: string | null;
    /** The site's public origin, e.g. `https://forms.example.com`. */
    publicUrl: string;
  },
): Promise<SubmissionFeed> {
  await assertForm(db, input.formId);
  const [live] = await db
    .select({ n: count() })
    .from(submissionFeeds)
    .where(and(eq(submissionFeeds.formId, input.formId), isNull(submissionFeeds.revokedAt)));
  if ((live?.n ?? 0) >= MAX_FEEDS_PER_FORM) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `This form already has ${MAX_FEEDS_PER_FORM} feed links: revoke one before creating another`,
    );
  }
  const token = generateSecret(FEED_TOKEN_PREFIX);
  const id = uuidv7();
  await db.insert(submissionFeeds).values({
    id,
    formId: input.formId,
    tokenHash: hashSecret(token),
    createdBy: input.createdBy,
  });
  const feed = await getSubmissionFeed(db, id);
  return { ...feed, url: `${input.publicUrl}${feedPath(token)}` };
}

/** One feed by id (its `url` is null: the token is not kept). Unknown: NOT_FOUND. */
export async function getSubmissionFeed(db: Database, id: string): Promise<SubmissionFeed> {
  const notFound = new ServiceError("NOT_FOUND", "Feed not found");
  if (!UUID.test(id)) throw notFound;
  const [row] = await db
    .select(FEED_COLUMNS)
    .from(submissionFeeds)
    .leftJoin(users, eq(users.id, submissionFeeds.createdBy))
    .where(eq(submissionFeeds.id, id));
  if (!row) throw notFound;
  return { ...row, url: null };
}

/** A form's feeds, revoked ones too, oldest first (their `url` is null). */
export async function listSubmissionFeeds(db: Database, formId: string): Promise<SubmissionFeed[]> {
  await assertForm(db, formId);
  const rows = await db
    .select(FEED_COLUMNS)
    .from(submissionFeeds)
    .leftJoin(users, eq(users.id, submissionFeeds.createdBy))
    .where(eq(submissionFeeds.formId, formId))
    .orderBy(asc(submissionFeeds.createdAt), asc(submissionFeeds.id));
  return rows.map((row) => ({ ...row, url: null }));
}

/**
 * Revokes a feed: its link answers 404 from the next request on. Revoking it
 * again changes nothing (`changed` false). Unknown: NOT_FOUND.
 */
export async function revokeSubmissionFeed(
  db: Database,
  id: string,
): Promise<{ feed: SubmissionFeed; changed: boolean }> {
  if (!UUID.test(id)) throw new ServiceError("NOT_FOUND", "Feed not found");
  const revoked = await db
    .update(submissionFeeds)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(submissionFeeds.id, id), isNull(submissionFeeds.revokedAt)))
    .returning({ id: submissionFeeds.id });
  return { feed: await getSubmissionFeed(db, id), changed: revoked.length > 0 };
}

/** The live feed a token opens: its id and form; null for any other token (unknown, revoked, malformed). */
export async function feedOfToken(
  db: Database,
  token: string,
): Promise<{ id: string; formId: string } | null> {
  if (!FEED_TOKEN.test(token)) return null;
  const hash = hashSecret(token);
  const [row] = await db
    .select({
      id: submissionFeeds.id,
      formId: submissionFeeds.formId,
      tokenHash: submissionFeeds.tokenHash,
    })
    .from(submissionFeeds)
    .where(and(eq(submissionFeeds.tokenHash, hash), isNull(submissionFeeds.revokedAt)));
  // The index compares hashes, never the token itself; the stored hash is
  // checked once more here in constant time, as a token check should be.
  if (!row || !isSameSecret(row.tokenHash, hash)) return null;
  return { id: row.id, formId: row.formId };
}
