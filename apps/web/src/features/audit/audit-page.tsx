"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { AUDIT_ACTIONS } from "../../lib/audit-actions";
import { AnnouncerRegion } from "../admin-ui/announcer-region";
import { errorMessage } from "../admin-ui/error-message";
import { formatDateTime } from "../admin-ui/format-date-time";
import { TableScroll } from "../admin-ui/table-scroll";
import { useAnnouncer } from "../admin-ui/use-announcer";
import { fetchApiKeys, fetchUsers, usersKeys } from "../users/users-api";
import {
  type AuditEventRow,
  type AuditFilters,
  auditKeys,
  fetchAuditLog,
  fetchWholeAuditLog,
} from "./audit-api";
import { auditCsv } from "./audit-csv";
import "./audit.css";

const ANY: AuditFilters = { action: "", actorId: "" };

/** Who acted, in words. */
export function actorText(actor: AuditEventRow["actor"]): string {
  if (actor.kind === "api_key") return `API key ${actor.name ?? actor.id ?? ""}`.trim();
  if (actor.kind === "anonymous") {
    return actor.email ? `${actor.email} (not signed in)` : "Someone not signed in";
  }
  if (actor.kind === "user") return actor.email ?? actor.id ?? "Unknown user";
  // The admin token, the command line, the system: by their name.
  return actor.name ?? actor.kind;
}

/** The details JSON as `key: value` pairs. */
export function detailsText(details: unknown): string {
  if (!details || typeof details !== "object") return "";
  return Object.entries(details as Record<string, unknown>)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(", ") : String(value)}`)
    .join("; ");
}

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * `/admin/audit` for owners: the audit log, newest first, a page at a time
 * ("Show more events"), filtered by action and by who acted, and the events
 * the filters keep as a CSV.
 *
 * @example
 * <AuditPage />
 */
export function AuditPage() {
  const announcer = useAnnouncer();
  const actionId = useId();
  const actorId = useId();
  const [filters, setFilters] = useState<AuditFilters>(ANY);
  const [isDownloading, setDownloading] = useState(false);
  const isBusy = useRef(false);
  const log = useInfiniteQuery({
    queryKey: auditKeys.page(filters),
    queryFn: ({ pageParam }) => fetchAuditLog({ filters, after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? last.pageInfo.endCursor : null),
  });
  const users = useQuery({ queryKey: usersKeys.users, queryFn: fetchUsers });
  const apiKeys = useQuery({ queryKey: usersKeys.apiKeys, queryFn: fetchApiKeys });
  const rows = log.data?.pages.flatMap((page) => page.nodes) ?? null;

  const downloadCsv = async () => {
    if (isBusy.current) return;
    isBusy.current = true;
    setDownloading(true);
    try {
      const all = await fetchWholeAuditLog(filters);
      download(auditCsv(all), `audit-log-${new Date().toISOString().slice(0, 10)}.csv`);
      announcer.announce(
        "success",
        `Downloaded ${all.length} ${all.length === 1 ? "event" : "events"} as CSV.`,
      );
    } catch (error) {
      announcer.announce("error", `The CSV could not be made: ${errorMessage(error)}`);
    } finally {
      isBusy.current = false;
      setDownloading(false);
    }
  };

  return (
    <div className="fw-audit" {...announcer.actionScope}>
      <div className="fw-audit__head">
        <h1>Audit log</h1>
        <button
          type="button"
          className="fw-button"
          aria-disabled={isDownloading || undefined}
          onClick={downloadCsv}
        >
          Download CSV
        </button>
      </div>
      <p className="fw-muted">
        Every administrative act, newest first: sign-ins, users and roles, API keys, forms,
        webhooks, mail settings, exports, downloads and deletions. Answers, passwords and secrets
        are never kept here.
      </p>
      <AnnouncerRegion announcement={announcer.announcement} />
      <search className="fw-audit__filters">
        <div>
          <label htmlFor={actionId}>Action</label>
          <select
            id={actionId}
            value={filters.action}
            onChange={(event) => setFilters({ ...filters, action: event.target.value })}
          >
            <option value="">Any action</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={actorId}>Actor</label>
          <select
            id={actorId}
            value={filters.actorId}
            onChange={(event) => setFilters({ ...filters, actorId: event.target.value })}
          >
            <option value="">Anyone</option>
            {users.data?.map((user) => (
              <option key={user.id} value={user.id}>
                {user.email}
              </option>
            ))}
            {apiKeys.data?.map((key) => (
              <option key={key.id} value={key.id}>
                API key {key.name}
              </option>
            ))}
          </select>
        </div>
      </search>
      <p className="fw-audit__count" role="status">
        {rows
          ? `${rows.length} ${rows.length === 1 ? "event" : "events"} shown${log.hasNextPage ? " (more below)" : ""}`
          : "Loading the audit log…"}
      </p>
      {log.error ? (
        <div className="fw-alert fw-alert--error" role="alert">
          <p>The audit log could not be loaded: {errorMessage(log.error)}</p>
        </div>
      ) : null}
      {rows && rows.length > 0 ? <AuditTable rows={rows} /> : null}
      {rows?.length === 0 ? <p>No events match.</p> : null}
      {log.hasNextPage ? (
        <button
          type="button"
          className="fw-button fw-button--secondary"
          aria-disabled={log.isFetchingNextPage || undefined}
          onClick={() => {
            if (!log.isFetchingNextPage) void log.fetchNextPage();
          }}
        >
          Show more events
        </button>
      ) : null}
    </div>
  );
}

function AuditTable({ rows }: { rows: readonly AuditEventRow[] }) {
  return (
    <TableScroll label="Audit events">
      <table className="fw-table fw-table--cards fw-audit__table">
        <caption className="fw-sr-only">Audit events, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Action</th>
            <th scope="col">Actor</th>
            <th scope="col">Target</th>
            <th scope="col">Address</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <time dateTime={row.at}>{formatDateTime(row.at)}</time>
              </th>
              <td data-label="Action">
                <code>{row.action}</code>
              </td>
              <td data-label="Actor">{actorText(row.actor)}</td>
              <td data-label="Target">
                {row.targetKind ? `${row.targetKind}${row.targetId ? ` ${row.targetId}` : ""}` : ""}
              </td>
              <td data-label="Address">{row.address ?? ""}</td>
              <td data-label="Details">{detailsText(row.details)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
