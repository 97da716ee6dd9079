"use client";

import type { AuditLogQuery, AuditLogQueryVariables } from "../../graphql/operation-types";
import { browserClient } from "../api/browser-client";

/** One event as `/admin/audit` shows it. */
export type AuditEventRow = AuditLogQuery["auditLog"]["nodes"][number];

/** A page of the log, newest first. */
export type AuditLogPage = AuditLogQuery["auditLog"];

/** What the page filters on: "" for any. */
export interface AuditFilters {
  action: string;
  actorId: string;
}

/** React Query keys of the page. */
export const auditKeys = {
  all: ["auditLog"] as const,
  page: (filters: AuditFilters) => ["auditLog", filters] as const,
};

/** Events per page on the page. */
export const AUDIT_PAGE_SIZE = 50;

/** One page of the log after `after` (`auditLog`). */
export async function fetchAuditLog(input: {
  filters: AuditFilters;
  after: string | null;
  first?: number;
}): Promise<AuditLogPage> {
  const data = await browserClient().request<AuditLogQuery, AuditLogQueryVariables>(
    /* GraphQL */ `
      query AuditLog($first: Int, $after: String, $action: String, $actorId: ID) {
        auditLog(first: $first, after: $after, action: $action, actorId: $actorId) {
          nodes {
            id
            at
            action
            actor { kind id email name }
            targetKind
            targetId
            address
            details
          }
          pageInfo { hasNextPage endCursor }
        }
      }
    `,
    {
      first: input.first ?? AUDIT_PAGE_SIZE,
      after: input.after,
      action: input.filters.action || null,
      actorId: input.filters.actorId || null,
    },
  );
  return data.auditLog;
}

/** Events fetched per request for the CSV. */
const CSV_PAGE_SIZE = 500;

/** Every event the filters keep, newest first, a page of {@link CSV_PAGE_SIZE} at a time. */
export async function fetchWholeAuditLog(filters: AuditFilters): Promise<AuditEventRow[]> {
  const rows: AuditEventRow[] = [];
  let after: string | null = null;
  for (;;) {
    const page: AuditLogPage = await fetchAuditLog({ filters, after, first: CSV_PAGE_SIZE });
    rows.push(...page.nodes);
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return rows;
    after = page.pageInfo.endCursor;
  }
}
