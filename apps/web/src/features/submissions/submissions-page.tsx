"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { AnnouncerRegion } from "../admin-ui/announcer-region";
import { ConfirmDialog } from "../admin-ui/confirm-dialog";
import { errorMessage } from "../admin-ui/error-message";
import { formatDateTime } from "../admin-ui/format-date-time";
import { retentionNotice } from "../admin-ui/retention-notice";
import { useAnnouncer } from "../admin-ui/use-announcer";
import { FunnelSection } from "../funnel/funnel-section";
import { INTEGRATIONS_TITLE, integrationsPath } from "../integrations/integrations-title";
import { DraftsInProgress } from "./drafts-in-progress";
import type { SubmissionsForm } from "./load-submissions-form";
import { NotFinished } from "./not-finished";
import { PaymentSummary } from "./payment-summary";
import { adminAmount } from "./payment-words";
import { SpamReview } from "./spam-review";
import { SubmissionCharts } from "./submission-charts";
import { SubmissionDetails } from "./submission-details";
import {
  csvExportUrl,
  deleteSubmission,
  type PaymentFilter,
  refundPayment,
  type SubmissionRow,
  submissionKeys,
  submissionPdfsZipUrl,
} from "./submissions-api";
import { SubmissionsPagination } from "./submissions-pagination";
import { SubmissionsTable } from "./submissions-table";
import { usePaymentTotals } from "./use-payment-totals";
import { useSubmissionsBrowser } from "./use-submissions-browser";
import "./submissions.css";

/** Props of {@link SubmissionsPage}. */
export interface SubmissionsPageProps {
  /** Without `keepsPartialResponses`, Not finished shows only once there are some. */
  form: Omit<SubmissionsForm, "keepsPartialResponses" | "permissions"> & {
    keepsPartialResponses?: boolean;
  };
  /** Editors and owners may delete submissions; viewers only read. */
  canDelete: boolean;
  /** Owners may refund a paid payment (issue 36). */
  canRefund?: boolean;
}

/** The payment filter's choices (issue 36), and the word the count says for each. */
const PAYMENT_FILTERS: ReadonlyArray<{ value: PaymentFilter; label: string; word: string }> = [
  { value: "UNPAID", label: "Unpaid (pending or expired)", word: "unpaid" },
  { value: "PAID", label: "Paid", word: "paid" },
  { value: "REFUNDED", label: "Refunded", word: "refunded" },
];

function countText(
  total: number,
  search: string,
  ending: string | null,
  payment: PaymentFilter | "" = "",
): string {
  const word = PAYMENT_FILTERS.find((filter) => filter.value === payment)?.word;
  const noun = `${word ? `${word} ` : ""}${total === 1 ? "submission" : "submissions"}`;
  const ended = ending === null ? "" : ` ${total === 1 ? "ends" : "end"} on “${ending}”`;
  if (!search) return `${total} ${noun}${ended}`;
  return `${total} ${noun} ${total === 1 ? "matches" : "match"} “${search}”${ended ? ` and${ended}` : ""}`;
}

/**
 * The submissions browser at `/admin/forms/<id>/submissions`: a search over
 * the answers, the table (newest first, a page at a time), a detail view,
 * delete with confirmation, the CSV download and the charts. On a form that
 * takes payments (issue 36): a Payment column and filter, the sums per
 * currency, the payment in the details and, for owners, "Refund" with a
 * confirmation naming the amount.
 *
 * @example
 * <SubmissionsPage form={{ id, slug, title }} canDelete={can(viewer.permissions, "deleteSubmission")} />
 */
export function SubmissionsPage({ form, canDelete, canRefund = false }: SubmissionsPageProps) {
  const queryClient = useQueryClient();
  const browser = useSubmissionsBrowser({ formId: form.id, slug: form.slug });
  const announcer = useAnnouncer();
  const [viewing, setViewing] = useState<SubmissionRow | null>(null);
  const [toDelete, setToDelete] = useState<SubmissionRow | null>(null);
  const [toRefund, setToRefund] = useState<SubmissionRow | null>(null);
  // What the details' payment section says once its payment was refunded, for that row.
  const [refunded, setRefunded] = useState<{ id: string; notice: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const searchId = useId();
  const endingId = useId();
  const paymentFilterId = useId();
  const paymentHeadingId = useId();
  const draftsOptionId = useId();
  const [isWithDrafts, setWithDrafts] = useState(false);
  const { page, fields } = browser;
  const rows = page.data?.nodes;
  const paymentTotals = usePaymentTotals(form.id);
  // A form that takes payments (issue 36): some submission owes one.
  const takesPayments =
    (paymentTotals.data?.length ?? 0) > 0 || Boolean(rows?.some((row) => row.payment));
  const endingTitle = browser.ending
    ? (browser.endings.find((ending) => ending.id === browser.ending)?.title ?? browser.ending)
    : null;

  // Deleting the last row of a later page leaves it empty: show the one before.
  const { previous, hasPrevious } = browser;
  useEffect(() => {
    if (rows?.length === 0 && hasPrevious && !page.isFetching) previous();
  }, [rows, hasPrevious, page.isFetching, previous]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    await deleteSubmission(toDelete.id);
    await queryClient.invalidateQueries({ queryKey: submissionKeys.all(form.id) });
    announcer.announce(
      "success",
      `Deleted the submission of ${formatDateTime(toDelete.createdAt)}.`,
    );
    setToDelete(null);
    setViewing(null);
  };

  const confirmRefund = async () => {
    if (!toRefund?.payment) return;
    const payment = await refundPayment(toRefund.id);
    const notice = `Refunded ${adminAmount(payment.amount, payment.currency)}.`;
    setViewing((row) => (row?.id === toRefund.id ? { ...row, payment } : row));
    // Said in the details, still open over the page (the page's announcer is behind the modal).
    setRefunded({ id: toRefund.id, notice });
    setToRefund(null);
    await queryClient.invalidateQueries({ queryKey: submissionKeys.all(form.id) });
  };

  const loadError = page.error ?? fields.error;
  return (
    <div className="fw-submissions" {...announcer.actionScope}>
      <nav aria-label="Breadcrumb" className="fw-breadcrumb">
        <Link href="/admin">Forms</Link> <span aria-hidden="true">›</span>{" "}
        <Link href={`/admin/forms/${form.id}`}>{form.title}</Link>
      </nav>
      <div className="fw-submissions__head">
        <h1 ref={heading} tabIndex={-1}>
          Submissions: {form.title}
        </h1>
        <div className="fw-submissions__downloads">
          <a
            className="fw-button"
            href={csvExportUrl(form.id, "labels", isWithDrafts)}
            // The server names the file (`<slug>-labels-<date>.csv`, `…-values-…`).
            download
          >
            Download CSV
          </a>
          <a href={csvExportUrl(form.id, "values", isWithDrafts)} download>
            CSV with stored values
          </a>
          <a href={submissionPdfsZipUrl(form.id)} download>
            Download all as PDFs
          </a>
          <span className="fw-submissions__option">
            <input
              id={draftsOptionId}
              type="checkbox"
              checked={isWithDrafts}
              onChange={(event) => setWithDrafts(event.target.checked)}
            />
            <label htmlFor={draftsOptionId}>Include drafts in progress</label>
          </span>
          {canDelete ? (
            <Link className="fw-button fw-button--secondary" href={integrationsPath(form.id)}>
              {INTEGRATIONS_TITLE}
            </Link>
          ) : null}
        </div>
      </div>
      {retentionNotice(form.retentionDays) ? (
        <p className="fw-submissions__retention">{retentionNotice(form.retentionDays)}.</p>
      ) : null}
      <AnnouncerRegion announcement={announcer.announcement} />
      <search className="fw-submissions__search fw-submissions__filters">
        <div>
          <label htmlFor={searchId}>Search answers</label>
          <input
            id={searchId}
            type="search"
            value={browser.typed}
            onChange={(event) => browser.setTyped(event.target.value)}
            autoComplete="off"
          />
        </div>
        {browser.endings.length > 0 || browser.ending ? (
          <div>
            <label htmlFor={endingId}>Ending</label>
            <select
              id={endingId}
              value={browser.ending}
              onChange={(event) => browser.setEnding(event.target.value)}
            >
              <option value="">Any ending</option>
              {browser.endings.map((ending) => (
                <option key={ending.id} value={ending.id}>
                  {ending.title === ending.id ? ending.id : `${ending.title} (${ending.id})`}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {takesPayments || browser.payment ? (
          <div>
            <label htmlFor={paymentFilterId}>Payment</label>
            <select
              id={paymentFilterId}
              value={browser.payment}
              onChange={(event) => browser.setPayment(event.target.value as PaymentFilter | "")}
            >
              <option value="">Any payment</option>
              {PAYMENT_FILTERS.map((filter) => (
                <option key={filter.value} value={filter.value}>
                  {filter.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </search>
      <PaymentSummary totals={paymentTotals.data ?? []} />
      <p className="fw-submissions__count" role="status">
        {page.data
          ? countText(page.data.totalCount, browser.search, endingTitle, browser.payment)
          : "Loading submissions…"}
        {browser.isSearching ? " (searching…)" : ""}
      </p>
      {loadError ? (
        <div className="fw-alert fw-alert--error" role="alert">
          <p>The submissions could not be loaded: {errorMessage(loadError)}</p>
        </div>
      ) : null}
      {rows && fields.data && rows.length > 0 ? (
        <SubmissionsTable
          fields={fields.data}
          variables={browser.variables}
          rows={rows}
          hasPayments={takesPayments}
          canDelete={canDelete}
          isBusy={page.isPlaceholderData}
          onView={setViewing}
          onDelete={setToDelete}
        />
      ) : null}
      {rows?.length === 0 && !browser.search && !browser.ending && !browser.payment ? (
        <p>
          No submissions yet. Respondents answer at <a href={`/f/${form.slug}`}>/f/{form.slug}</a>.
        </p>
      ) : null}
      <SubmissionsPagination
        range={browser.range}
        hasPrevious={browser.hasPrevious}
        hasNext={browser.hasNext}
        onPrevious={browser.previous}
        onNext={browser.next}
      />
      <DraftsInProgress
        formId={form.id}
        canDelete={canDelete}
        onDeleted={(message) => announcer.announce("success", message)}
      />
      <NotFinished formId={form.id} isKept={form.keepsPartialResponses === true} />
      <SpamReview
        formId={form.id}
        slug={form.slug}
        fields={fields.data ?? []}
        canMove={canDelete}
        onMoved={(message) => announcer.announce("success", message)}
      />
      <SubmissionCharts formId={form.id} />
      <FunnelSection formId={form.id} />
      <SubmissionDetails
        row={viewing}
        fields={fields.data ?? []}
        variables={browser.variables}
        canDelete={canDelete}
        onClose={() => {
          setViewing(null);
          setRefunded(null);
        }}
        onDelete={setToDelete}
        fallbackFocus={() => heading.current}
        canRefund={canRefund}
        onRefund={setToRefund}
        paymentHeadingId={paymentHeadingId}
        paymentNotice={refunded && refunded.id === viewing?.id ? refunded.notice : null}
      />
      <ConfirmDialog
        isOpen={toRefund !== null}
        message={
          toRefund?.payment
            ? `Refund ${adminAmount(toRefund.payment.amount, toRefund.payment.currency)} to the respondent of the submission of ${formatDateTime(toRefund.createdAt)}? Stripe pays the whole amount back; this cannot be undone.`
            : ""
        }
        confirmLabel="Refund"
        onConfirm={confirmRefund}
        onCancel={() => setToRefund(null)}
        // The refunded payment has no Refund button left: focus its section's heading.
        fallbackFocus={() => document.getElementById(paymentHeadingId) ?? heading.current}
      />
      <ConfirmDialog
        isOpen={toDelete !== null}
        message={
          toDelete
            ? `Delete the submission of ${formatDateTime(toDelete.createdAt)}? This cannot be undone.`
            : ""
        }
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        fallbackFocus={() => heading.current}
      />
    </div>
  );
}
