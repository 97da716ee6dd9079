"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { type ReactNode, useId } from "react";
import { errorMessage } from "../admin-ui/error-message";
import { ChartDataTable, type ChartDatum } from "./chart-data-table";
import { ChartFigure, ChartImage } from "./chart-figure";
import { FieldCharts } from "./field-charts";
import { formatDay } from "./format-day";
import { PaymentChart } from "./payment-chart";
import { CHART_DAYS, fetchSubmissionStats, submissionKeys } from "./submissions-api";
import { usePaymentTotals } from "./use-payment-totals";
import { VariableChart } from "./variable-chart";

// The chart library loads on its own, after the table: it is the heaviest
// code of the admin and only this page needs it.
const chartPlaceholder = () => <div className="fw-chart__placeholder" />;
const DayBarChart = dynamic(() => import("./bar-charts").then((m) => m.DayBarChart), {
  ssr: false,
  loading: chartPlaceholder,
});

/**
 * The charts of a form's submissions: how many came in per day over the last
 * 30 days, then each field's chart as its type draws it (how often each
 * option was chosen, the numbers of a rating, …), then the distribution of
 * each numeric variable; on a form that takes payments, the payments per
 * status (issue 36) after the per-day chart. Every chart has a title and its numbers in a data
 * table.
 *
 * @example
 * <SubmissionCharts formId={form.id} />
 */
export function SubmissionCharts({ formId }: { formId: string }) {
  const headingId = useId();
  const stats = useQuery({
    queryKey: submissionKeys.stats(formId),
    queryFn: () => fetchSubmissionStats(formId),
  });
  const paymentTotals = usePaymentTotals(formId);
  const data = stats.data;

  let body: ReactNode;
  if (stats.error) {
    body = (
      <div className="fw-alert fw-alert--error" role="alert">
        <p>The charts could not be loaded: {errorMessage(stats.error)}</p>
      </div>
    );
  } else if (!data) {
    body = <p className="fw-muted">Loading charts…</p>;
  } else if (data.total === 0) {
    body = <p className="fw-muted">No submissions yet, so there is nothing to chart.</p>;
  } else {
    const days: ChartDatum[] = data.perDay.map((d) => ({
      key: d.date,
      label: formatDay(d.date, "short"),
      count: d.count,
    }));
    const inWindow = data.perDay.reduce((sum, d) => sum + d.count, 0);
    body = (
      <div className="fw-charts__grid">
        <ChartFigure
          title="Submissions per day"
          summary={`Last ${CHART_DAYS} days (UTC): ${inWindow} of ${data.total} submissions.`}
        >
          <ChartImage
            label={`Bar chart of submissions per day over the last ${CHART_DAYS} days, ${inWindow} in all. The numbers are in the data table.`}
          >
            <DayBarChart data={days} />
          </ChartImage>
          <ChartDataTable
            title="Submissions per day"
            headers={["Day", "Submissions"]}
            rows={data.perDay.map((d) => ({
              key: d.date,
              label: formatDay(d.date, "long"),
              count: d.count,
            }))}
          />
        </ChartFigure>
        <PaymentChart totals={paymentTotals.data ?? []} />
        <FieldCharts stats={data} />
        {data.numericVariables.map((variable) => (
          <VariableChart key={variable.name} variable={variable} />
        ))}
      </div>
    );
  }

  return (
    <section className="fw-charts" aria-labelledby={headingId}>
      <h2 id={headingId}>Charts</h2>
      {body}
    </section>
  );
}
