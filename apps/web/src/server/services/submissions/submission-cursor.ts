import { ServiceError } from "../errors";
import { UUID } from "./uuid-shape";

/** Where a page of submissions (newest first) ends: the last row's time and id. */
export interface SubmissionCursor {
  createdAt: Date;
  id: string;
}

/**
 * The opaque `endCursor` of a page ending at `row`.
 *
 * @example
 * encodeCursor({ createdAt: new Date(0), id: "01936b2e-7c1a-7d40-9a51-2f5e0c9b3f10" });
 */
export function encodeCursor(row: SubmissionCursor): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

/** Reads an `after` cursor back; anything not made by {@link encodeCursor} is BAD_USER_INPUT. */
export function decodeCursor(cursor: string): SubmissionCursor {
  const [iso, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  // The id goes into a uuid comparison: anything else would fail the query itself.
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new ServiceError("BAD_USER_INPUT", "after is not a valid cursor");
  }
  return { createdAt, id };
}
