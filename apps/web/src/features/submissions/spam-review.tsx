"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { errorMessage } from "../admin-ui/error-message";
import { formatDateTime } from "../admin-ui/format-date-time";
import { submissionAnswerText } from "./answer-text";
import { fetchSpamSubmissions, markNotSpam, type SpamRow, spamReasonText } from "./spam-review-api";
import type { SubmissionField } from "./submissions-api";
import { submissionKeys } from "./submissions-api";

/** Props of {@link SpamReview}. */
export interface SpamReviewProps {
  formId: string;
  slug: string;
  fields: readonly SubmissionField[];
  /** Editors and owners may move a submission; viewers only read. */
  canMove: boolean;
  /** Says what happened (the page's live region). */
  onMoved: (message: string) => void;
}

/**
 * "Spam review": the submissions the spam screens held back (honeypot
 * filled, sent too soon after the page opened), never thrown away. Each has
 * a "Not spam" button that moves it into the submissions with its answers,
 * version, time and idempotency key. Hidden while there is nothing to review.
 */
export function SpamReview({ formId, slug, fields, canMove, onMoved }: SpamReviewProps) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [moving, setMoving] = useState<string | null>(null);
  const held = useQuery({
    queryKey: [...submissionKeys.all(formId), "spam"],
    queryFn: () => fetchSpamSubmissions(slug),
  });
  const rows = held.data ?? [];
  if (rows.length === 0 && !held.error) return null;

  const move = async (row: SpamRow) => {
    setMoving(row.id);
    setProblem(null);
    try {
      await markNotSpam(row.id);
      onMoved(`Moved the submission of ${formatDateTime(row.createdAt)} into the submissions.`);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setMoving(null);
      await queryClient.invalidateQueries({ queryKey: submissionKeys.all(formId) });
    }
  };

  const summary = (row: SpamRow) =>
    fields
      .filter(
        (f) => row.data[f.name] !== undefined && submissionAnswerText(f, row.data[f.name]) !== "",
      )
      .map((f) => `${f.label}: ${submissionAnswerText(f, row.data[f.name])}`)
      .join("; ");

  return (
    <section className="fw-spam-review" aria-labelledby={headingId}>
      <h2 id={headingId}>Spam review ({rows.length})</h2>
      <p>
        Held back by the spam screens and kept here, not counted or exported. If one is from a
        person, choose “Not spam” to move it into the submissions.
      </p>
      {held.error ? (
        <div className="fw-alert fw-alert--error" role="alert">
          <p>The spam review list could not be loaded: {errorMessage(held.error)}</p>
        </div>
      ) : null}
      {problem ? (
        <div className="fw-alert fw-alert--error" role="alert">
          <p>{problem}</p>
        </div>
      ) : null}
      <ul className="fw-spam-review__list">
        {rows.map((row) => (
          <li key={row.id} className="fw-spam-review__item" data-testid="spam-item">
            <p>
              <strong>{formatDateTime(row.createdAt)}</strong> (version {row.version}):{" "}
              {spamReasonText(row.reason)}
            </p>
            <p className="fw-spam-review__answers">{summary(row)}</p>
            {canMove ? (
              <button
                type="button"
                className="fw-button fw-button--secondary"
                disabled={moving !== null}
                onClick={() => void move(row)}
                aria-label={`Not spam: the submission of ${formatDateTime(row.createdAt)}`}
              >
                Not spam
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
