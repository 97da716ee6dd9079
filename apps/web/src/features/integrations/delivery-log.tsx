"use client";

import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { errorMessage } from "../admin-ui/error-message";
import { formatDateTime } from "../admin-ui/format-date-time";
import { TableScroll } from "../admin-ui/table-scroll";
import { type DeliveryPage, type DeliverySummary, redeliver } from "./integrations-api";

/** Props of {@link DeliveryLog}. */
export interface DeliveryLogProps {
  /** Names the log, e.g. "Deliveries to https://example.com/hook". */
  title: string;
  queryKey: readonly unknown[];
  fetchPage: (after: string | null) => Promise<DeliveryPage>;
  /** Whether "Redeliver" is offered (not for a disabled webhook). */
  canRedeliver: boolean;
  announce: (kind: "success" | "error", text: string) => void;
  /** The level of the log's heading, one below the section it is in. */
  headingLevel: 3 | 4;
}

const STATUS_TEXT: Record<DeliverySummary["status"], string> = {
  pending: "Pending",
  delivered: "Delivered",
  failed: "Failed",
};

/**
 * A delivery log, newest first: each delivery's status and every attempt
 * (time, status code, duration, response excerpt, error), "Redeliver", and
 * "Show older" to page back.
 *
 * @example
 * <DeliveryLog title="Deliveries" queryKey={["d", id]} fetchPage={(after) => fetchWebhookDeliveries({ webhookId: id, after })} canRedeliver announce={announce} />
 */
export function DeliveryLog({
  title,
  queryKey,
  fetchPage,
  canRedeliver,
  announce,
  headingLevel,
}: DeliveryLogProps) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const headingId = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const log = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? last.pageInfo.endCursor : undefined),
    refetchInterval: 5_000,
  });
  const deliveries = log.data?.pages.flatMap((p) => p.nodes) ?? [];

  const again = async (delivery: DeliverySummary) => {
    setBusy(delivery.id);
    try {
      await redeliver(delivery.id);
      announce("success", `Delivery of ${delivery.event} queued again.`);
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      announce("error", errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="fw-delivery-log">
      <Heading id={headingId}>{title}</Heading>
      {log.error ? (
        <div className="fw-alert fw-alert--error" role="alert">
          <p>The log could not be loaded: {errorMessage(log.error)}</p>
        </div>
      ) : null}
      {log.data && deliveries.length === 0 ? <p className="fw-muted">Nothing sent yet.</p> : null}
      <ol className="fw-delivery-log__list">
        {deliveries.map((delivery) => (
          <li key={delivery.id} className="fw-delivery" data-status={delivery.status}>
            <p>
              <strong>{STATUS_TEXT[delivery.status]}</strong>: {delivery.event},{" "}
              <time dateTime={delivery.createdAt}>{formatDateTime(delivery.createdAt)}</time>
              {delivery.nextAttemptAt ? (
                <>
                  {" "}
                  (next attempt{" "}
                  <time dateTime={delivery.nextAttemptAt}>
                    {formatDateTime(delivery.nextAttemptAt)}
                  </time>
                  )
                </>
              ) : null}
            </p>
            {delivery.attempts.length > 0 ? (
              <TableScroll label="Attempts">
                <table className="fw-table fw-delivery__attempts">
                  <caption className="fw-sr-only">Attempts</caption>
                  <thead>
                    <tr>
                      <th scope="col">Time</th>
                      <th scope="col">Result</th>
                      <th scope="col">Duration</th>
                      <th scope="col">Response or error</th>
                    </tr>
                  </thead>
                  <tbody>
                    {delivery.attempts.map((attempt) => (
                      <tr key={attempt.attemptedAt}>
                        <td>
                          <time dateTime={attempt.attemptedAt}>
                            {formatDateTime(attempt.attemptedAt)}
                          </time>
                        </td>
                        <td>
                          {attempt.ok ? "OK" : "Failed"}
                          {attempt.statusCode != null ? ` (${attempt.statusCode})` : ""}
                        </td>
                        <td className="fw-table__number">{attempt.durationMs} ms</td>
                        <td>
                          {attempt.error ? (
                            <p className="fw-delivery__error">{attempt.error}</p>
                          ) : null}
                          {attempt.responseExcerpt ? (
                            <pre className="fw-delivery__excerpt">{attempt.responseExcerpt}</pre>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            ) : null}
            {canRedeliver ? (
              <button
                type="button"
                className="fw-button fw-button--secondary"
                aria-disabled={busy === delivery.id || undefined}
                onClick={() => busy === null && again(delivery)}
              >
                Redeliver
                <span className="fw-sr-only">
                  {" "}
                  {delivery.event} of {formatDateTime(delivery.createdAt)}
                </span>
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {log.hasNextPage ? (
        <button
          type="button"
          className="fw-button fw-button--secondary"
          onClick={() => log.fetchNextPage()}
        >
          Show older
        </button>
      ) : null}
    </section>
  );
}
