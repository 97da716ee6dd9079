"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { ConfirmDialog } from "../admin-ui/confirm-dialog";
import { errorMessage } from "../admin-ui/error-message";
import { formatDateTime } from "../admin-ui/format-date-time";
import { ShownOnceNotice } from "../admin-ui/shown-once-notice";
import { createFeed, type FeedSummary, feedKey, fetchFeeds, revokeFeed } from "./feed-api";

type Announce = (kind: "success" | "error", text: string) => void;

/** How a feed is told apart in the list and to screen readers: when it was made, and by whom. */
function created(feed: FeedSummary): string {
  const by = feed.createdByEmail ? ` by ${feed.createdByEmail}` : "";
  return `created ${formatDateTime(String(feed.createdAt))}${by}`;
}

/**
 * The "Spreadsheet feed" section of a form's integrations page (issue 35
 * §3): "Create a feed link" makes a secret CSV link for Google Sheets, Excel
 * or LibreOffice, shown once with "Copy"; each live link can be revoked.
 */
export function FeedSection({ formId, announce }: { formId: string; announce: Announce }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const key = feedKey(formId);
  const { data: feeds, error } = useQuery({ queryKey: key, queryFn: () => fetchFeeds(formId) });
  const [url, setUrl] = useState<string | null>(null);
  const [isCreating, setCreating] = useState(false);
  const [toRevoke, setToRevoke] = useState<FeedSummary | null>(null);
  const live = feeds?.filter((feed) => !feed.revokedAt) ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const create = async () => {
    if (isCreating) return;
    setCreating(true);
    try {
      const feed = await createFeed(formId);
      await refresh();
      setUrl(feed.url ?? null);
    } catch (e) {
      announce("error", errorMessage(e));
    } finally {
      setCreating(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="fw-admin-section">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Spreadsheet feed
      </h2>
      <p className="fw-muted">
        A secret link to this form's submissions as CSV, with the columns of the CSV download, that
        Google Sheets (<code>IMPORTDATA</code>), Excel (Power Query) and LibreOffice (Link to
        External Data) read and refresh. Anyone who has the link can read the answers without
        signing in; it shows new submissions within a minute. Revoke a link you no longer need.
      </p>
      {url ? (
        <ShownOnceNotice
          heading="Feed link created"
          warning="Copy the link now: it will not be shown again. Keep it private: it opens this form's answers."
          label="Feed link"
          value={url}
          doneLabel="Done, hide the link"
          testId="feed-link"
          onDone={() => {
            setUrl(null);
            heading.current?.focus();
          }}
        />
      ) : null}
      {error && !feeds ? (
        <div className="fw-alert fw-alert--error" role="alert">
          <p>The feed links could not be loaded: {errorMessage(error)}</p>
        </div>
      ) : null}
      {feeds && live.length === 0 ? <p>No feed links yet.</p> : null}
      {live.length > 0 ? (
        <ul className="fw-feeds">
          {live.map((feed) => (
            <li key={feed.id} className="fw-feed">
              <span>Feed link {created(feed)}</span>
              <button
                type="button"
                className="fw-button fw-button--danger"
                onClick={() => setToRevoke(feed)}
              >
                Revoke<span className="fw-sr-only"> the feed link {created(feed)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="fw-integrations__actions">
        <button
          type="button"
          className="fw-button"
          onClick={create}
          aria-disabled={isCreating || undefined}
        >
          Create a feed link
        </button>
      </div>
      <ConfirmDialog
        isOpen={toRevoke !== null}
        message={
          toRevoke
            ? `Revoke the feed link ${created(toRevoke)}? Spreadsheets that read it get an error from now on.`
            : ""
        }
        confirmLabel="Revoke feed link"
        onConfirm={async () => {
          if (!toRevoke) return;
          await revokeFeed(toRevoke.id);
          announce("success", `Revoked the feed link ${created(toRevoke)}.`);
          setToRevoke(null);
          await refresh();
        }}
        onCancel={() => setToRevoke(null)}
        fallbackFocus={() => heading.current}
      />
    </section>
  );
}
