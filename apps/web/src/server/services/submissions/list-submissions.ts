import { isStorableText } from "@formwright/core";
import { and, count, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { type PaymentStatus, submissionPayments, submissions } from "../../db/schema";
import { FORM_NOT_FOUND, ServiceError } from "../errors";
import { loadFormHistory } from "../form-history";
import { findFormBySlug } from "../forms";
import { answersContain, SEARCH_UNSUPPORTED, valuesWithLabelsContaining } from "./search-answers";
import { decodeCursor, encodeCursor } from "./submission-cursor";
import {
  outcomeOf,
  type SubmissionVariables,
  storeMissingOutcomes,
  versionDocuments,
} from "./submission-outcome";

/** One stored submission. */
export interface SubmissionRecord {
  id: string;
  createdAt: Date;
  version: number;
  /** The language (BCP 47) the form was filled in; null when the client did not say. */
  language: string | null;
  data: unknown;
  /** The form's variables computed from the answers (issue 32), by name; `{}` when it has none. */
  variables: SubmissionVariables;
  /** The id of the ending the answers chose (issue 32); null when none. */
  ending: string | null;
  /** The address its verified email field was verified for (issue 33 §2); null when none. */
  verifiedEmail: string | null;
}

/** A page of submissions, newest first. */
export interface SubmissionPage {
  totalCount: number;
  nodes: SubmissionRecord[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** Longest `ending` a filter takes: an ending id is at most 64 characters. */
const ENDING_FILTER_MAX = 64;

/** The message for an `ending` filter no ending id can be. */
export const ENDING_FILTER_INVALID = `ending must be an ending's id (1 to ${ENDING_FILTER_MAX} letters, digits, "_" or "-")`;

/**
 * The payment filter of the submissions list (issue 36): `unpaid` keeps the
 * submissions whose payment is pending or expired, `paid` and `refunded`
 * those whose payment is. A submission that owes nothing never matches.
 */
export type PaymentFilter = "unpaid" | "paid" | "refunded";

/** The payment statuses each filter keeps. */
export const PAYMENT_FILTER_STATUSES: Readonly<Record<PaymentFilter, readonly PaymentStatus[]>> = {
  unpaid: ["pending", "expired"],
  paid: ["paid"],
  refunded: ["refunded"],
};

/** Most submissions one page returns. */
export const SUBMISSIONS_PAGE_MAX = 500;

/**
 * Reads submissions of a form, newest first, with an opaque cursor. With
 * `search`, only submissions with an answer containing it (see
 * {@link answersContain}); with `ending`, only those whose answers chose the
 * ending of that id (issue 32, stored with each submission); with `payment`,
 * only those whose payment stands so (issue 36, see {@link PaymentFilter});
 * `totalCount` counts those.
 */
export async function listSubmissions(
  db: Database,
  input: {
    formSlug: string;
    first?: number | null;
    after?: string | null;
    search?: string | null;
    /** An ending's id: only submissions that ended on it. */
    ending?: string | null;
    /** Only submissions whose payment stands so (issue 36). */
    payment?: PaymentFilter | null;
  },
): Promise<SubmissionPage> {
  const first = input.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > SUBMISSIONS_PAGE_MAX) {
    throw new ServiceError("BAD_USER_INPUT", `first must be 1 to ${SUBMISSIONS_PAGE_MAX}`);
  }
  const ending = input.ending ?? null;
  if (ending !== null && !/^[A-Za-z0-9_-]{1,64}$/.test(ending)) {
    throw new ServiceError("BAD_USER_INPUT", ENDING_FILTER_INVALID);
  }
  const form = await findFormBySlug(db, input.formSlug);
  if (!form) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
  // Rows stored without their ending (before it was stored) get it first, so the filter sees them.
  if (ending !== null) await storeMissingOutcomes(db, form);

  const cursor = input.after ? decodeCursor(input.after) : null;
  const term = input.search?.trim();
  if (term && !isStorableText(term)) throw new ServiceError("BAD_USER_INPUT", SEARCH_UNSUPPORTED);
  const labelMatches = term
    ? valuesWithLabelsContaining((await loadFormHistory(db, form.id)).fields, term)
    : {};
  const ofForm = and(
    eq(submissions.formId, form.id),
    term ? answersContain(term, labelMatches) : undefined,
    ending !== null ? eq(submissions.ending, ending) : undefined,
    input.payment ? paymentIs(input.payment) : undefined,
  );
  const afterCursor = cursor
    ? or(
        lt(submissions.createdAt, cursor.createdAt),
        and(eq(submissions.createdAt, cursor.createdAt), lt(submissions.id, cursor.id)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: submissions.id,
        createdAt: submissions.createdAt,
        version: submissions.version,
        language: submissions.language,
        data: submissions.data,
        storedVariables: submissions.variables,
        storedEnding: submissions.ending,
        verifiedEmail: submissions.verifiedEmail,
      })
      .from(submissions)
      .where(and(ofForm, afterCursor))
      // "nulls last" as in the index, so the planner reads it in order (a bare
      // "desc" means nulls first, which the index cannot give without a sort).
      .orderBy(
        sql`${submissions.createdAt} desc nulls last`,
        sql`${submissions.id} desc nulls last`,
      )
      .limit(first + 1),
    db.select({ n: count() }).from(submissions).where(ofForm),
  ]);
  const hasNextPage = rows.length > first;
  const page = rows.slice(0, first);
  // Only rows stored without their variables (before migration 0017) compute them.
  const documents = await versionDocuments(
    db,
    form,
    page.filter((row) => row.storedVariables === null).map((row) => row.version),
  );
  const nodes = page.map(({ storedVariables, storedEnding, ...row }) => ({
    ...row,
    ...outcomeOf(
      { variables: storedVariables, ending: storedEnding },
      documents.get(row.version),
      row.data,
    ),
  }));
  const last = nodes.at(-1);
  return {
    totalCount: Number(total?.n ?? 0),
    nodes,
    pageInfo: { endCursor: last ? encodeCursor(last) : null, hasNextPage },
  };
}

/**
 * Whether a submission's payment stands as `filter` asks: a lookup of its
 * row by primary key, so a page read in the index's order stays one.
 */
function paymentIs(filter: PaymentFilter) {
  const statuses = PAYMENT_FILTER_STATUSES[filter];
  if (!statuses)
    throw new ServiceError("BAD_USER_INPUT", `payment must be unpaid, paid or refunded`);
  return sql`exists (select 1 from ${submissionPayments}
    where ${submissionPayments.submissionId} = ${submissions.id}
      and ${inArray(submissionPayments.status, [...statuses])})`;
}
